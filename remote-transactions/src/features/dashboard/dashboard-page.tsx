/**
 * Dashboard (`/dashboard`) for 1 Day, 1 Week or 1 Month: KPIs (sales, orders, vend success rate,
 * refunds, active customers, average basket, wallet float prepaid and postpaid) and four charts —
 * sales over time, the payment status split, top touchpoints and top products. Every chart has a
 * title and its figures as text too (a table under it), so nothing is only a picture. The figures
 * are the server's, computed from the same orders the Touchpoint Orders list shows for the range.
 */
import {
  ApiError,
  displayTimeZone,
  formatBucket,
  formatDate,
  kit,
  rupees,
  statusInfo,
  statusText,
  vendStatusText,
  type SectionNouns,
  useRefreshAction,
} from '@console/shared';
import { Box, Button, HStack, ListFailure, PageHeader, SimpleGrid, Spinner, Stack, Text } from '@console/shared/ui';
import type { Dashboard, TimeRange } from '@console/shared/contracts';
import { TIME_RANGES } from '@console/shared/contracts/time-ranges';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { dashboardQuery } from './api/get-dashboard';
import { catalogue } from '../../i18n/catalogue';
import { useLanguageNouns } from '../../i18n/words';
import { BarFigure, PieFigure, SalesFigure } from './charts';
import { Figure, FigureTable, Kpi } from './dashboard-cards';

const percent = (rate: number | null) => (rate === null ? '--' : `${(rate * 100).toFixed(1)}%`);
/** Vend outcomes' colours: every item out, some, none. */
const OUTCOME_COLOURS = { success: 'green', partial: 'yellow', failed: 'red' } as const;

export default function DashboardPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('range');
  const range: TimeRange = TIME_RANGES.some((r) => r === asked) ? (asked as TimeRange) : '1d';
  const query = useQuery(dashboardQuery(range));
  useRefreshAction(() => query.refetch(), query.isFetching);
  const t = catalogue.useT();
  const kitT = kit.useT();
  const nouns = useLanguageNouns();
  const data = query.data;

  return (
    <>
      <PageHeader
        title={t('dashboard.title')}
        right={
          <HStack role="group" aria-label={t('dashboard.period')} gap="1">
            {TIME_RANGES.map((r) => (
              <Button
                key={r}
                size="sm"
                variant={r === range ? 'solid' : 'outline'}
                aria-pressed={r === range}
                onClick={() => setParams({ range: r }, { replace: true })}
              >
                {kitT(`timeRange.${r}`)}
              </Button>
            ))}
          </HStack>
        }
      />
      {query.isError && (
        <ListFailure
          message={query.error instanceof ApiError ? query.error.message : t('dashboard.loadFailed')}
          retry={() => void query.refetch()}
        />
      )}
      {!data && !query.isError && (
        <Box p="10" textAlign="center">
          <Spinner size="lg" aria-label={t('dashboard.loading')} />
        </Box>
      )}
      {data && <DashboardBody data={data} nouns={nouns} updating={query.isFetching} />}
    </>
  );
}

function DashboardBody({ data, nouns, updating }: { data: Dashboard; nouns: SectionNouns; updating: boolean }) {
  const t = catalogue.useT();
  const { kpis } = data;
  const ordersLower = nouns.orders.toLowerCase();
  const bucketName = data.bucket === 'hour' ? t('dashboard.hour') : t('dashboard.day');
  return (
    <Stack gap="6" aria-busy={updating}>
      <Text color="fg.muted" fontSize="sm">
        {t('dashboard.fromTo', { from: formatDate(data.from), to: formatDate(data.to) })}
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        <Kpi
          name="Sales"
          label={t('dashboard.kpi.sales')}
          value={rupees(kpis.sales)}
          hint={t('dashboard.kpi.salesHint')}
        />
        <Kpi name="Orders" label={nouns.orders} value={kpis.orders.toLocaleString('en-IN')} />
        <Kpi
          name="Vend Success Rate"
          label={t('dashboard.kpi.vendSuccessRate')}
          value={percent(kpis.vend_success_rate)}
          hint={t('dashboard.kpi.vendSuccessHint', { ordersLower })}
        />
        <Kpi name="Refunds" label={t('dashboard.kpi.refunds')} value={rupees(kpis.refunds)} />
        <Kpi
          name="Active Customers"
          label={t('dashboard.kpi.activeCustomers')}
          value={kpis.active_customers.toLocaleString('en-IN')}
        />
        <Kpi name="Average Basket" label={t('dashboard.kpi.averageBasket')} value={rupees(kpis.average_basket)} />
        <Kpi
          name="Wallet Float (Prepaid)"
          label={t('dashboard.kpi.floatPrepaid')}
          value={rupees(kpis.float_prepaid)}
          hint={t('dashboard.kpi.heldNow')}
        />
        <Kpi
          name="Wallet Float (Postpaid)"
          label={t('dashboard.kpi.floatPostpaid')}
          value={rupees(kpis.float_postpaid)}
          hint={t('dashboard.kpi.heldNow')}
        />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
        <Figure title={t('dashboard.salesOverTime')}>
          <SalesFigure
            title={t('dashboard.salesOverTime')}
            axis={`${bucketName} (${displayTimeZone().abbreviation})`}
            points={data.sales_over_time.map((p) => ({
              label: formatBucket(p.at, data.bucket),
              sales: p.sales,
              orders: p.orders,
            }))}
          />
          <FigureTable
            caption={t(data.bucket === 'hour' ? 'dashboard.salesPer.hour' : 'dashboard.salesPer.day', { ordersLower })}
            headers={[bucketName, t('dashboard.sales'), nouns.orders]}
            rows={data.sales_over_time
              .filter((p) => p.orders > 0)
              .map((p) => [formatBucket(p.at, data.bucket), rupees(p.sales), p.orders])}
            empty={t('dashboard.noOrders', { ordersLower })}
          />
        </Figure>
        <Figure title={t('dashboard.paymentStatus')}>
          <PieFigure
            title={t('dashboard.paymentStatus')}
            slices={data.payment_status.map((s) => ({
              name: statusText(s.status),
              value: s.orders,
              color: statusInfo(s.status).colorPalette,
            }))}
          />
          <FigureTable
            caption={t('dashboard.paymentSplit')}
            headers={[t('dashboard.paymentStatus'), nouns.orders, t('common.amount')]}
            rows={data.payment_status.map((s) => [statusText(s.status), s.orders, rupees(s.amount)])}
            empty={t('dashboard.noOrders', { ordersLower })}
          />
        </Figure>
        <VendOutcomeFigure outcomes={data.vend_outcome} nouns={nouns} />
        <Figure title={t('dashboard.topTouchpoints')}>
          <BarFigure
            title={t('dashboard.topTouchpoints')}
            bars={data.top_touchpoints.map((tp) => ({ name: tp.name, value: tp.sales }))}
            money
          />
          <FigureTable
            caption={t('dashboard.topTouchpointsTable')}
            headers={[t('common.touchpoint'), t('dashboard.sales'), nouns.orders]}
            rows={data.top_touchpoints.map((tp) => [tp.name, rupees(tp.sales), tp.orders])}
            empty={t('dashboard.noSales')}
          />
        </Figure>
        <Figure title={t('dashboard.topProducts')}>
          <BarFigure
            title={t('dashboard.topProducts')}
            bars={data.top_products.map((p) => ({ name: p.name, value: p.quantity }))}
          />
          <FigureTable
            caption={t('dashboard.topProductsTable')}
            headers={[t('dashboard.product'), t('dashboard.quantity'), t('dashboard.sales')]}
            rows={data.top_products.map((p) => [p.name, t.plural('dashboard.items', p.quantity), rupees(p.sales)])}
            empty={t('dashboard.noProducts')}
          />
        </Figure>
      </SimpleGrid>
    </Stack>
  );
}

/** What the vends gave: orders with a result, by outcome, each with its count and its share. */
function VendOutcomeFigure({ outcomes, nouns }: { outcomes: Dashboard['vend_outcome']; nouns: SectionNouns }) {
  const t = catalogue.useT();
  const total = outcomes.reduce((sum, o) => sum + o.orders, 0);
  return (
    <Figure title={t('dashboard.vendOutcome')}>
      <PieFigure
        title={t('dashboard.vendOutcome')}
        slices={outcomes
          .filter((o) => o.orders > 0)
          .map((o) => ({ name: vendStatusText(o.outcome), value: o.orders, color: OUTCOME_COLOURS[o.outcome] }))}
      />
      <FigureTable
        caption={t('dashboard.vendOutcomeTable')}
        headers={[t('dashboard.vendOutcome'), nouns.orders, t('dashboard.share')]}
        rows={
          total === 0
            ? []
            : outcomes.map((o) => [
                vendStatusText(o.outcome),
                o.orders.toLocaleString('en-IN'),
                percent(o.orders / total),
              ])
        }
        empty={t('dashboard.noVends')}
      />
    </Figure>
  );
}
