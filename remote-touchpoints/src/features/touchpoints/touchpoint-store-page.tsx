/**
 * One touchpoint and its store (`/touchpoint/:id`): its details, Sync Stock and Edit, the
 * products it holds, a page at a time, each added or edited in the product dialog, and the machine
 * keys its machine signs vends with.
 */
import { formatDate, orEmpty } from '@console/shared';
import type { Touchpoint, TouchpointProduct } from '@console/shared/contracts';
import { Button, Card, DetailList, Heading, HStack, PagedTable, PageHeader, RecordViewRoute } from '@console/shared/ui';
import { useMemo, useState, type ReactNode } from 'react';
import { catalogue, type Translate } from '../../i18n/catalogue';
import { productsQuery } from './api/list-products';
import { touchpointQuery } from './api/get-touchpoint';
import { MachineKeysPanel } from './machine-keys-panel';
import { ProductDialog } from './product-dialog';
import { storeColumns } from './store-columns';
import { SyncStockButton } from './sync-stock-button';
import { TouchpointDialog } from './touchpoint-dialog';
import { gridText, touchpointTypeName } from './touchpoint-words';

const LIST_PATH = '/touchpoint-list';

export default function TouchpointStorePage() {
  const t = catalogue.useT();
  return (
    <RecordViewRoute query={touchpointQuery} noun={t('store.noun')} title={t('store.title')} listPath={LIST_PATH}>
      {(touchpoint, back) => <TouchpointStore touchpoint={touchpoint} back={back} />}
    </RecordViewRoute>
  );
}

function TouchpointStore({ touchpoint, back }: { touchpoint: Touchpoint; back: ReactNode }) {
  const t = catalogue.useT();
  const [editing, setEditing] = useState(false);
  const [productDialog, setProductDialog] = useState<{ open: boolean; product?: TouchpointProduct }>({ open: false });
  const columns = useMemo(
    () => storeColumns({ t, onEdit: (product) => setProductDialog({ open: true, product }) }),
    [t],
  );

  return (
    <>
      <PageHeader
        title={t('store.title')}
        subtitle={touchpoint.name}
        right={
          <HStack gap="2" align="flex-start">
            {back}
            <SyncStockButton touchpoint={touchpoint} size="md" />
            <Button onClick={() => setEditing(true)}>{t('common.edit')}</Button>
          </HStack>
        }
      />
      <Card.Root mb="6">
        <Card.Body>
          <DetailList rows={touchpointDetails(touchpoint, t)} />
        </Card.Body>
      </Card.Root>
      <HStack justify="space-between" mb="2">
        <Heading as="h2" size="md">
          {t('store.heading')}
        </Heading>
        <Button size="sm" onClick={() => setProductDialog({ open: true })}>
          {t('store.addProduct')}
        </Button>
      </HStack>
      <PagedTable
        caption={t('store.caption', { name: touchpoint.name })}
        columns={columns}
        noun={t('store.productsNoun')}
        query={(page, pageSize) => productsQuery(touchpoint.id, page, pageSize)}
      />
      <MachineKeysPanel touchpoint={touchpoint} />
      <TouchpointDialog open={editing} touchpoint={touchpoint} onClose={() => setEditing(false)} />
      <ProductDialog
        open={productDialog.open}
        touchpoint={touchpoint}
        product={productDialog.product}
        onClose={() => setProductDialog((d) => ({ ...d, open: false }))}
      />
    </>
  );
}

function touchpointDetails(tp: Touchpoint, t: Translate): [string, ReactNode][] {
  return [
    [t('common.channel'), orEmpty(tp.channel)],
    [t('common.type'), touchpointTypeName(tp.type, t)],
    [t('common.company'), orEmpty(tp.company)],
    [t('common.retailer'), orEmpty(tp.retailer)],
    [t('touchpoints.stockSynced'), tp.stock_synced ? t('common.yes') : t('common.no')],
    [t('touchpoints.lastUpdated'), formatDate(tp.last_updated)],
    [t('store.address'), orEmpty(tp.address)],
    [
      t('store.coordinates'),
      tp.latitude === null || tp.longitude === null ? orEmpty(null) : `${tp.latitude}, ${tp.longitude}`,
    ],
    [t('store.grid'), tp.grid ? gridText(tp.grid, t) : orEmpty(null)],
  ];
}
