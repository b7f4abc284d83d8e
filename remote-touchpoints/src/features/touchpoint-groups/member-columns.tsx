/** A touchpoint group's members: Name (linking to the touchpoint's store when the operator can open it), Channel. */
import { orEmpty } from '@console/shared';
import type { TouchpointGroupMember } from '@console/shared/contracts';
import { PathLink, type DataTableColumn } from '@console/shared/ui';

export const memberColumns: DataTableColumn<TouchpointGroupMember>[] = [
  {
    id: 'name',
    header: 'Name',
    cell: ({ row }) => <PathLink to={`/touchpoint/${row.original.id}`}>{row.original.name}</PathLink>,
  },
  { id: 'channel', header: 'Channel', cell: ({ row }) => orEmpty(row.original.channel) },
];
