/**
 * One touchpoint and its store (`/touchpoint/:id`): its details, Sync Stock and Edit, the
 * products it holds, a page at a time, each added or edited in the product dialog, and the machine
 * keys its machine signs vends with.
 */
import { formatDate, orEmpty } from '@console/shared';
import type { Touchpoint, TouchpointProduct } from '@console/shared/contracts';
import { LABEL_FORMAT_NAMES } from '@console/shared/contracts/slot-labels';
import { Button, Card, DetailList, Heading, HStack, PagedTable, PageHeader, RecordViewRoute } from '@console/shared/ui';
import { useMemo, useState, type ReactNode } from 'react';
import { touchpointTypeName } from '@console/shared/contracts/touchpoint-kinds';
import { productsQuery } from './api/list-products';
import { touchpointQuery } from './api/get-touchpoint';
import { MachineKeysPanel } from './machine-keys-panel';
import { ProductDialog } from './product-dialog';
import { storeColumns } from './store-columns';
import { SyncStockButton } from './sync-stock-button';
import { TouchpointDialog } from './touchpoint-dialog';

const LIST_PATH = '/touchpoint-list';

export default function TouchpointStorePage() {
  return (
    <RecordViewRoute query={touchpointQuery} noun="Touchpoint" title="Touchpoint Store" listPath={LIST_PATH}>
      {(touchpoint, back) => <TouchpointStore touchpoint={touchpoint} back={back} />}
    </RecordViewRoute>
  );
}

function TouchpointStore({ touchpoint, back }: { touchpoint: Touchpoint; back: ReactNode }) {
  const [editing, setEditing] = useState(false);
  const [productDialog, setProductDialog] = useState<{ open: boolean; product?: TouchpointProduct }>({ open: false });
  const columns = useMemo(() => storeColumns({ onEdit: (product) => setProductDialog({ open: true, product }) }), []);

  return (
    <>
      <PageHeader
        title="Touchpoint Store"
        subtitle={touchpoint.name}
        right={
          <HStack gap="2" align="flex-start">
            {back}
            <SyncStockButton touchpoint={touchpoint} size="md" />
            <Button onClick={() => setEditing(true)}>Edit</Button>
          </HStack>
        }
      />
      <Card.Root mb="6">
        <Card.Body>
          <DetailList rows={touchpointDetails(touchpoint)} />
        </Card.Body>
      </Card.Root>
      <HStack justify="space-between" mb="2">
        <Heading as="h2" size="md">
          Store
        </Heading>
        <Button size="sm" onClick={() => setProductDialog({ open: true })}>
          Add Product
        </Button>
      </HStack>
      <PagedTable
        caption={`Products of ${touchpoint.name}`}
        columns={columns}
        noun="Products"
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

/** "6 × 10 · Alpha-Num (A1)" */
export const gridText = (grid: Touchpoint['grid']) =>
  grid ? `${grid.rows} × ${grid.columns} · ${LABEL_FORMAT_NAMES[grid.label_format]}` : orEmpty(null);

function touchpointDetails(t: Touchpoint): [string, ReactNode][] {
  return [
    ['Channel', orEmpty(t.channel)],
    ['Type', touchpointTypeName(t.type)],
    ['Company', orEmpty(t.company)],
    ['Retailer', orEmpty(t.retailer)],
    ['Stock Synced', t.stock_synced ? 'Yes' : 'No'],
    ['Last Updated', formatDate(t.last_updated)],
    ['Address', orEmpty(t.address)],
    ['Coordinates', t.latitude === null || t.longitude === null ? orEmpty(null) : `${t.latitude}, ${t.longitude}`],
    ['Grid', gridText(t.grid)],
  ];
}
