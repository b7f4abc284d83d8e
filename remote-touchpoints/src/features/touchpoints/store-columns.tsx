/** The Touchpoint store table: Slot, Product Name, Mrp, Gst, Cess, Stock, and the row's Edit. */
import { orEmpty, rupees } from '@console/shared';
import type { TouchpointProduct } from '@console/shared/contracts';
import { actionsColumn, type DataTableColumn } from '@console/shared/ui';

const percent = (n: number) => `${n}%`;

export function storeColumns({
  onEdit,
}: {
  onEdit(product: TouchpointProduct): void;
}): DataTableColumn<TouchpointProduct>[] {
  return [
    { id: 'slot', header: 'Slot', cell: ({ row }) => orEmpty(row.original.slot) },
    { id: 'name', header: 'Product Name', cell: ({ row }) => row.original.name },
    { id: 'mrp', header: 'Mrp', cell: ({ row }) => rupees(row.original.mrp) },
    { id: 'gst', header: 'Gst', cell: ({ row }) => percent(row.original.gst) },
    { id: 'cess', header: 'Cess', cell: ({ row }) => percent(row.original.cess) },
    { id: 'stock', header: 'Stock', cell: ({ row }) => row.original.stock },
    actionsColumn<TouchpointProduct>({ header: 'Actions', onEdit, rowLabel: (p) => p.name }),
  ];
}
