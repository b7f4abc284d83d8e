/**
 * The columns every list of issued secrets shares (deploy tokens, machine keys): when it was
 * created and by whom, when it was last used (or Never), its status — Revoked with the date, or
 * Active — and Revoke for a live one. The list puts its own columns (name, prefix…) before them.
 */
import { Button, Text } from '@chakra-ui/react';
import { formatDate } from '../format/format';
import { kit } from '../i18n/kit-messages';
import { kitHeader } from '../i18n/kit-text';
import { ActiveBadge, StatusBadge } from './status-badge';
import type { DataTableColumn } from './table-types';

/** What the shared columns read of an issued secret. */
export interface IssuedCredential {
  created_at: string;
  created_by: string | null;
  last_used_at: string | null;
  revoked_at: string | null;
}

export interface CredentialColumnsOptions<T> {
  /** The creation column's header, in the list's words ("Issued", "Created"). */
  createdHeader: string;
  /** Revoke's accessible label, naming the row: "Revoke people-team CI". */
  revokeLabel(row: T): string;
  onRevoke(row: T): void;
}

function CreatedCell({ row }: { row: IssuedCredential }) {
  const t = kit.useT();
  return (
    <>
      {formatDate(row.created_at)}
      {row.created_by && (
        <Text fontSize="xs" color="fg.muted">
          {t('credentials.by', { name: row.created_by })}
        </Text>
      )}
    </>
  );
}

function LastUsedCell({ row }: { row: IssuedCredential }) {
  const t = kit.useT();
  return <>{row.last_used_at ? formatDate(row.last_used_at) : t('credentials.never')}</>;
}

function StatusCell({ row }: { row: IssuedCredential }) {
  const t = kit.useT();
  if (!row.revoked_at) return <ActiveBadge status={1} />;
  return (
    <>
      <StatusBadge colorPalette="red">{t('credentials.revoked')}</StatusBadge>
      <Text fontSize="xs" color="fg.muted">
        {formatDate(row.revoked_at)}
      </Text>
    </>
  );
}

function RevokeButton({ label, onClick }: { label: string; onClick(): void }) {
  const t = kit.useT();
  return (
    <Button size="xs" variant="outline" colorPalette="red" aria-label={label} onClick={onClick}>
      {t('credentials.revoke')}
    </Button>
  );
}

export function credentialColumns<T extends IssuedCredential>({
  createdHeader,
  revokeLabel,
  onRevoke,
}: CredentialColumnsOptions<T>): DataTableColumn<T>[] {
  return [
    { id: 'created', header: createdHeader, cell: ({ row }) => <CreatedCell row={row.original} /> },
    {
      id: 'last_used',
      header: kitHeader('credentials.lastUsed'),
      cell: ({ row }) => <LastUsedCell row={row.original} />,
    },
    { id: 'status', header: kitHeader('credentials.status'), cell: ({ row }) => <StatusCell row={row.original} /> },
    {
      id: 'action',
      header: kitHeader('credentials.action'),
      cell: ({ row }) =>
        row.original.revoked_at ? null : (
          <RevokeButton label={revokeLabel(row.original)} onClick={() => onRevoke(row.original)} />
        ),
    },
  ];
}
