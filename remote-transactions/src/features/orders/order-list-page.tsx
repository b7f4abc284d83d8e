/**
 * Touchpoint Orders (`/transaction-list`), the console's home: the period (1 Day, 1 Week,
 * 1 Month or custom dates), filters by channel, touchpoint (searched, narrowed by the channel), payment
 * status and status, search by order id or customer mobile, 20 rows a page. New orders arrive on
 * the server's stream and are announced ("3 new orders — Show"); the rows never move while the
 * operator reads — Show brings back page 1 with them. Report opens the Report dialog on the orders
 * the list selects now.
 */
import { Button, ListFilterBar, ListView, PageHeader, useListPage } from '@console/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ordersKeys } from '../../lib/query-keys';
import { orderTouchpointFinder } from './api/find-order-touchpoints';
import { useOrderFilterOptions } from './api/list-order-filter-options';
import { useNewOrders } from './api/use-new-orders';
import { orderColumns } from './columns';
import { NewOrdersBanner } from './new-orders-banner';
import { CustomDates } from '../../lib/period';
import { ORDER_LIST } from './order-list-filters';
import { catalogue } from '../../i18n/catalogue';
import { PAYMENT_STATUS_OPTIONS, rangeOptions, useLanguageNouns } from '../../i18n/words';
import { reportFilters } from '../reports/api/create-report';
import { ReportDialog } from './report-dialog';

export default function OrderListPage() {
  const t = catalogue.useT();
  const nouns = useLanguageNouns();
  const columns = useMemo(() => orderColumns(t), [t]);
  const queryClient = useQueryClient();
  const [reporting, setReporting] = useState(false);
  const options = useOrderFilterOptions();
  const list = useListPage({ ...ORDER_LIST, onFiltersChange: () => fresh.clear() });
  const { body } = list;
  // A new order is paid (Success) and pending its vend, now: it fits the list unless a filter
  // says otherwise (another status, a search, a period that ended).
  const fits =
    body.search === undefined &&
    (body.payment_status === undefined || body.payment_status === 1) &&
    (body.status === undefined || body.status === 0) &&
    !(body.range === 'custom' && body.to !== undefined);
  const chosen = (id: number | 'ALL' | undefined) => (id === 'ALL' ? undefined : id);
  const fresh = useNewOrders({ channel_id: chosen(body.channel_id), touchpoint_id: chosen(body.touchpoint_id) });

  const showNew = () => {
    fresh.clear();
    void queryClient.invalidateQueries({ queryKey: ordersKeys.lists });
    if (list.page !== 1) list.setPage(1);
  };

  return (
    <>
      <PageHeader
        title={nouns.ordersList}
        right={
          <Button variant="outline" size="sm" onClick={() => setReporting(true)}>
            {t('orders.report')}
          </Button>
        }
      />
      <ReportDialog open={reporting} onClose={() => setReporting(false)} filters={reportFilters(body)} />
      <NewOrdersBanner count={fits ? fresh.count : 0} onShow={showNew} />
      <ListFilterBar
        list={list}
        search={t('orders.search', {
          orderLower: nouns.order.toLowerCase(),
          customerLower: nouns.customer.toLowerCase(),
        })}
        selects={[
          { name: 'range', label: t('common.range'), options: rangeOptions(t) },
          {
            name: 'channel_id',
            label: t('common.channel'),
            options: (options.data?.channels ?? []).map((c) => ({ id: String(c.id), text: c.name })),
          },
          {
            name: 'touchpoint_id',
            label: t('common.touchpoint'),
            narrowedBy: 'channel_id',
            find: orderTouchpointFinder,
          },
          { name: 'payment_status', label: t('common.paymentStatus'), options: PAYMENT_STATUS_OPTIONS },
          { name: 'status', label: t('common.status'), options: PAYMENT_STATUS_OPTIONS },
        ]}
      >
        <CustomDates filters={list.filters} onChange={list.setFilters} />
      </ListFilterBar>
      <ListView list={list} columns={columns} noun={nouns.orders} />
    </>
  );
}
