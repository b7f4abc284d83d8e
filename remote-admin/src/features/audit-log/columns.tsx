/** The audit log's table: When, Who, Entity, Action, Changes (the changed fields, opening the before/after view). */
import { orEmpty } from '@console/shared';
import type { AuditEntry } from '@console/shared/contracts';
import { buttonColumn, dateColumn, Stack, Text, type DataTableColumn } from '@console/shared/ui';
import { catalogue, type AdminT } from '../../i18n/catalogue';
import { changedFieldNames, recordName } from './audit-change';
import { actionText, entityText } from './audit-log-filters';

/** "Institution #12"; an entry about no one record shows its entity alone. */
export const entityRef = (t: AdminT, entry: AuditEntry) =>
  entry.entity_id ? `${entityText(t, entry.entity)} #${entry.entity_id}` : entityText(t, entry.entity);

/**
 * The record's name: as its screen names it today (the server's: a session by whose it is), else as
 * the entry recorded it (a record deleted since); none for a session that is gone.
 */
export const nameOf = (entry: AuditEntry) => entry.entity_name ?? recordName(entry.before, entry.after);

/** "Whitefield Campus (Institution #12)": the record's name first, when it has one. */
export const entityLabel = (t: AdminT, entry: AuditEntry) => {
  const name = nameOf(entry);
  return name ? `${name} (${entityRef(t, entry)})` : entityRef(t, entry);
};

/** The Entity cell: the record's name, and under it what and which it is. */
function EntityCell({ entry }: { entry: AuditEntry }) {
  const t = catalogue.useT();
  const name = nameOf(entry);
  if (!name) return <>{entityRef(t, entry)}</>;
  return (
    <Stack gap="0">
      <Text truncate title={name}>
        {name}
      </Text>
      <Text fontSize="xs" color="fg.muted" truncate title={entityRef(t, entry)}>
        {entityRef(t, entry)}
      </Text>
    </Stack>
  );
}

function changeSummary(t: AdminT, entry: AuditEntry): string {
  if (entry.before == null && entry.after == null) return '--';
  if (entry.before == null) return t('audit.change.created');
  if (entry.after == null) return t('audit.change.removed');
  const fields = changedFieldNames(entry.before, entry.after);
  if (fields.length === 0) return t('audit.change.none');
  return fields.length > 3
    ? t('audit.change.more', { fields: fields.slice(0, 3).join(', '), n: fields.length - 3 })
    : fields.join(', ');
}

/** Built at render with the page's `t`, so the headers follow the language. */
export function auditColumns(
  t: AdminT,
  { onOpen }: { onOpen(entry: AuditEntry): void },
): DataTableColumn<AuditEntry>[] {
  return [
    dateColumn<AuditEntry>('created_at', { header: t('audit.column.when'), sortable: true }),
    // `exportColumns`: the audit log report's columns each one stands for (the Export follows the list).
    {
      id: 'user',
      header: t('audit.column.who'),
      cell: ({ row }) => orEmpty(row.original.user_email),
      meta: { exportColumns: ['user_email'] },
    },
    {
      id: 'entity',
      header: t('audit.filter.entity'),
      cell: ({ row }) => <EntityCell entry={row.original} />,
      meta: { maxW: '14rem', exportColumns: ['entity', 'entity_id'] },
    },
    { id: 'action', header: t('audit.filter.action'), cell: ({ row }) => actionText(t, row.original.action) },
    {
      id: 'changes',
      header: t('audit.column.changes'),
      cell: ({ row }) => changeSummary(t, row.original),
      meta: { exportColumns: ['before', 'after'] },
    },
    buttonColumn<AuditEntry>({
      id: 'open',
      header: t('audit.column.beforeAfter'),
      text: t('audit.view'),
      label: (entry) => t('audit.viewLabel', { entity: entityLabel(t, entry), action: actionText(t, entry.action) }),
      onClick: onOpen,
    }),
  ];
}
