/** The audit log's table: When, Who, Entity, Action, Changes (the changed fields, opening the before/after view). */
import { formatDate, orEmpty } from '@console/shared';
import type { AuditEntry } from '@console/shared/contracts';
import { Button, type DataTableColumn } from '@console/shared/ui';
import { changedFieldNames } from './audit-change';
import { titleOf } from './audit-log-filters';

/** "Institution #12"; an entry about no one record shows its entity alone. */
export const entityLabel = (entry: AuditEntry) =>
  entry.entity_id ? `${titleOf(entry.entity)} #${entry.entity_id}` : titleOf(entry.entity);

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
    {
      id: 'created_at',
      header: 'When',
      cell: ({ row }) => formatDate(row.original.created_at),
      meta: { sortKey: 'created_at' },
    },
    { id: 'user', header: 'Who', cell: ({ row }) => orEmpty(row.original.user_email) },
    { id: 'entity', header: 'Entity', cell: ({ row }) => entityLabel(row.original) },
    { id: 'action', header: 'Action', cell: ({ row }) => titleOf(row.original.action) },
    { id: 'changes', header: 'Changes', cell: ({ row }) => changeSummary(row.original) },
    {
      id: 'open',
      header: 'Before / After',
      meta: { actions: true },
      cell: ({ row }) => (
        <Button
          size="xs"
          variant="outline"
          aria-label={`View changes of ${entityLabel(row.original)}, ${titleOf(row.original.action)}`}
          onClick={(event) => {
            event.stopPropagation();
            onOpen(row.original);
          }}
        >
          View
        </Button>
      ),
    },
  ];
}
