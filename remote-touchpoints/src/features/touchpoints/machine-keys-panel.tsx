/**
 * The touchpoint page's Machine Keys: the keys its machine signs vends with (prefix, created, last
 * used, status), Issue Key (the secret shown once, in `IssueKeyDialog`) and Revoke (an alert
 * dialog: a revoked key is refused at once). Anyone who opens the page may do both — the server
 * asks the same code (PERM_VIEW_TOUCHPOINT_LIST) of the page and of its keys.
 */
import { ApiError, formatDate } from '@console/shared';
import type { Touchpoint, TouchpointKey } from '@console/shared/contracts';
import {
  Button,
  Code,
  ConfirmDialog,
  DataTable,
  Heading,
  HStack,
  ListFailure,
  ReasonedButton,
  StatusBadge,
  Text,
  type DataTableColumn,
} from '@console/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { IssueKeyDialog } from './issue-key-dialog';
import { touchpointKeysQuery } from './api/list-touchpoint-keys';
import { useRevokeTouchpointKey } from './api/revoke-touchpoint-key';

/** The server's cap on live keys per touchpoint (a rotation needs two). */
export const MAX_LIVE_KEYS = 5;

export function MachineKeysPanel({ touchpoint }: { touchpoint: Touchpoint }) {
  const keys = useQuery(touchpointKeysQuery(touchpoint.id));
  const [issuing, setIssuing] = useState(false);
  const [revoking, setRevoking] = useState<TouchpointKey | null>(null);
  const columns = useMemo(() => keyColumns({ onRevoke: setRevoking }), []);
  const live = (keys.data ?? []).filter((k) => k.revoked_at === null).length;

  return (
    <>
      <HStack justify="space-between" align="flex-start" mb="1" mt="8">
        <Heading as="h2" size="md" id="machine-keys-heading">
          Machine Keys
        </Heading>
        <ReasonedButton
          size="sm"
          reason={
            live >= MAX_LIVE_KEYS
              ? `A touchpoint holds at most ${MAX_LIVE_KEYS} live keys: revoke one first.`
              : keys.isPending
                ? 'Loading the keys…'
                : undefined
          }
          onClick={() => setIssuing(true)}
        >
          Issue Key
        </ReasonedButton>
      </HStack>
      <Text fontSize="sm" color="fg.muted" mb="2">
        The machine signs every vend with its key. A key is shown once, when issued; a revoked key is refused at once.
      </Text>
      {keys.isError && (
        <ListFailure
          message={keys.error instanceof ApiError ? keys.error.message : 'The server could not be reached.'}
          retry={() => void keys.refetch()}
        />
      )}
      <DataTable
        caption={`Machine keys of ${touchpoint.name}`}
        columns={columns}
        data={keys.data ?? []}
        loading={keys.isPending && !keys.isError}
        emptyText="No keys yet: issue one for this touchpoint's machine"
      />
      <IssueKeyDialog open={issuing} touchpoint={touchpoint} onClose={() => setIssuing(false)} />
      <RevokeKeyDialog touchpoint={touchpoint} keyToRevoke={revoking} onClose={() => setRevoking(null)} />
    </>
  );
}

/** "tpk_3fa9c1…": the start of the key, enough to tell keys apart. */
export const keyPrefixText = (k: TouchpointKey) => `${k.prefix}…`;

function keyColumns({ onRevoke }: { onRevoke(k: TouchpointKey): void }): DataTableColumn<TouchpointKey>[] {
  return [
    { id: 'prefix', header: 'Prefix', cell: ({ row }) => <Code>{keyPrefixText(row.original)}</Code> },
    { id: 'label', header: 'Label', cell: ({ row }) => row.original.label ?? '--' },
    {
      id: 'created',
      header: 'Created',
      cell: ({ row }) => (
        <>
          {formatDate(row.original.created_at)}
          {row.original.created_by && (
            <Text fontSize="xs" color="fg.muted">
              by {row.original.created_by}
            </Text>
          )}
        </>
      ),
    },
    {
      id: 'last_used',
      header: 'Last Used',
      cell: ({ row }) => (row.original.last_used_at ? formatDate(row.original.last_used_at) : 'Never'),
    },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) =>
        row.original.revoked_at ? (
          <>
            <StatusBadge colorPalette="red">Revoked</StatusBadge>
            <Text fontSize="xs" color="fg.muted">
              {formatDate(row.original.revoked_at)}
            </Text>
          </>
        ) : (
          <StatusBadge colorPalette="green">Active</StatusBadge>
        ),
    },
    {
      id: 'action',
      header: 'Action',
      cell: ({ row }) =>
        row.original.revoked_at ? null : (
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            aria-label={`Revoke ${keyPrefixText(row.original)}`}
            onClick={() => onRevoke(row.original)}
          >
            Revoke
          </Button>
        ),
    },
  ];
}

function RevokeKeyDialog({
  touchpoint,
  keyToRevoke,
  onClose,
}: {
  touchpoint: Touchpoint;
  keyToRevoke: TouchpointKey | null;
  onClose(): void;
}) {
  const revoke = useRevokeTouchpointKey(touchpoint.id);
  const close = () => {
    revoke.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={keyToRevoke !== null}
      title="Revoke this key?"
      text={
        keyToRevoke &&
        `${keyPrefixText(keyToRevoke)} stops working at once: ${touchpoint.name} is refused every vend it signs with it. This cannot be undone.`
      }
      confirmLabel="Revoke Key"
      busyLabel="Revoking..."
      tone="danger"
      busy={revoke.isPending}
      error={revoke.error instanceof ApiError ? revoke.error.message : undefined}
      onCancel={close}
      onConfirm={async () => {
        if (!keyToRevoke) return;
        try {
          await revoke.mutateAsync(keyToRevoke.id);
        } catch {
          return; // The dialog stays open with the reason.
        }
        close();
      }}
    />
  );
}
