/** A touchpoint group's members: Name (linking to the touchpoint's store when the operator can open it), Channel. */
import { orEmpty } from '@console/shared';
import type { TouchpointGroupMember } from '@console/shared/contracts';
import { PathLink, type DataTableColumn } from '@console/shared/ui';
import type { Translate } from '../../i18n/catalogue';

/** Headers in the shown language (`t`): made at render time. */
export const memberColumns = (t: Translate): DataTableColumn<TouchpointGroupMember>[] => [
  {
    id: 'name',
    header: t('common.name'),
    cell: ({ row }) => <PathLink to={`/touchpoint/${row.original.id}`}>{row.original.name}</PathLink>,
  },
  { id: 'channel', header: t('common.channel'), cell: ({ row }) => orEmpty(row.original.channel) },
];
