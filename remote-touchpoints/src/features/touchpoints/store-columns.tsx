/** The Touchpoint store table: Slot, Product Name, Mrp, Gst, Cess, Stock, and the row's Edit. */
import { orEmpty, rupees } from '@console/shared';
import type { TouchpointProduct } from '@console/shared/contracts';
import { actionsColumn, type DataTableColumn } from '@console/shared/ui';
import type { Translate } from '../../i18n/catalogue';

const percent = (n: number) => `${n}%`;

export function storeColumns({
  t,
  onEdit,
}: {
  t: Translate;
  onEdit(product: TouchpointProduct): void;
}): DataTableColumn<TouchpointProduct>[] {
  return [
    { id: 'slot', header: t('products.slot'), cell: ({ row }) => orEmpty(row.original.slot) },
    { id: 'name', header: t('products.name'), cell: ({ row }) => row.original.name },
    { id: 'mrp', header: t('products.mrp'), cell: ({ row }) => rupees(row.original.mrp) },
    { id: 'gst', header: t('products.gst'), cell: ({ row }) => percent(row.original.gst) },
    { id: 'cess', header: t('products.cess'), cell: ({ row }) => percent(row.original.cess) },
    { id: 'stock', header: t('common.stock'), cell: ({ row }) => row.original.stock },
    actionsColumn<TouchpointProduct>({ header: t('common.actions'), onEdit, rowLabel: (p) => p.name }),
  ];
}
