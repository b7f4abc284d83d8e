/**
 * The columns of a list whose records are known by their name alone (Employee Groups, Touchpoint
 * Groups): Name, sorted by the server, then the row's View / Edit / Delete, each labelled with the
 * record's name ("Edit Night Shift"). A list with more to show writes its own columns.
 */
import { kitHeader } from '../i18n/kit-text';
import { actionsColumn, type ActionsColumnOptions } from './actions-column';
import type { DataTableColumn } from './table-types';

export function namedRecordColumns<T extends { name: string }>(
  actions: Omit<ActionsColumnOptions<T>, 'rowLabel'>,
): DataTableColumn<T>[] {
  return [
    { id: 'name', header: kitHeader('table.name'), accessorKey: 'name', meta: { sortKey: 'name' } },
    actionsColumn<T>({ ...actions, rowLabel: (row) => row.name }),
  ];
}
