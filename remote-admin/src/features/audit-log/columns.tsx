/** The audit log's table: When, Who, Entity, Action, Changes (the changed fields, opening the before/after view). */
import { orEmpty } from '@console/shared';
import type { AuditEntry } from '@console/shared/contracts';
import { buttonColumn, dateColumn, Stack, Text, type DataTableColumn } from '@console/shared/ui';
import { changedFieldNames, recordName } from './audit-change';
import { titleOf } from './audit-log-filters';

/** "Institution #12"; an entry about no one record shows its entity alone. */
export const entityRef = (entry: AuditEntry) =>
  entry.entity_id ? `${titleOf(entry.entity)} #${entry.entity_id}` : titleOf(entry.entity);

/**
 * The record's name: as its screen names it today (the server's: a session by whose it is), else as
 * the entry recorded it (a record deleted since); none for a session that is gone.
 */
export const nameOf = (entry: AuditEntry) => entry.entity_name ?? recordName(entry.before, entry.after);

/** "Whitefield Campus (Institution #12)": the record's name first, when it has one. */
export const entityLabel = (entry: AuditEntry) => {
  const name = nameOf(entry);
  return name ? `${name} (${entityRef(entry)})` : entityRef(entry);
};

/** The Entity cell: the record's name, and under it what and which it is. */
function EntityCell({ entry }: { entry: AuditEntry }) {
  const name = nameOf(entry);
  if (!name) return <>{entityRef(entry)}</>;
  return (
    <Stack gap="0">
      <Text truncate title={name}>
        {name}
      </Text>
      <Text fontSize="xs" color="fg.muted" truncate title={entityRef(entry)}>
        {entityRef(entry)}
      </Text>
    </Stack>
  );
}

function changeSummary(entry: AuditEntry): string {
  if (entry.before == null && entry.after == null) return '--';
  if (entry.before == null) return 'Created';
  if (entry.after == null) return 'Removed';
  const fields = changedFieldNames(entry.before, entry.after);
  if (fields.length === 0) return 'No field changed';
  return fields.length > 3 ? `${fields.slice(0, 3).join(', ')} and ${fields.length - 3} more` : fields.join(', ');
}

export function auditColumns({ onOpen }: { onOpen(entry: AuditEntry): void }): DataTableColumn<AuditEntry>[] {
  return [
    dateColumn<AuditEntry>('created_at', { header: 'When', sortable: true }),
    // `exportColumns`: the audit log report's columns each one stands for (the Export follows the list).
    {
      id: 'user',
      header: 'Who',
      cell: ({ row }) => orEmpty(row.original.user_email),
      meta: { exportColumns: ['user_email'] },
    },
    {
      id: 'entity',
      header: 'Entity',
      cell: ({ row }) => <EntityCell entry={row.original} />,
      meta: { maxW: '14rem', exportColumns: ['entity', 'entity_id'] },
    },
    { id: 'action', header: 'Action', cell: ({ row }) => titleOf(row.original.action) },
    {
      id: 'changes',
      header: 'Changes',
      cell: ({ row }) => changeSummary(row.original),
      meta: { exportColumns: ['before', 'after'] },
    },
    buttonColumn<AuditEntry>({
      id: 'open',
      header: 'Before / After',
      text: 'View',
      label: (entry) => `View changes of ${entityLabel(entry)}, ${titleOf(entry.action)}`,
      onClick: onOpen,
    }),
  ];
}
