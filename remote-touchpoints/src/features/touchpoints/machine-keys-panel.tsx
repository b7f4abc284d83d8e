/**
 * The touchpoint page's Machine Keys: the keys its machine signs vends with (prefix, created, last
 * used, status), Issue Key (the secret shown once, in `IssueKeyDialog`) and Revoke (an alert
 * dialog: a revoked key is refused at once). Anyone who opens the page may do both — the server
 * asks the same code (PERM_VIEW_TOUCHPOINT_LIST) of the page and of its keys.
 */
import { ApiError } from '@console/shared';
import type { Touchpoint, TouchpointKey } from '@console/shared/contracts';
import {
  Code,
  ConfirmDialog,
  credentialColumns,
  DataTable,
  Heading,
  HStack,
  ListFailure,
  ReasonedButton,
  Text,
  type DataTableColumn,
} from '@console/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { catalogue, type Translate } from '../../i18n/catalogue';
import { IssueKeyDialog } from './issue-key-dialog';
import { touchpointKeysQuery } from './api/list-touchpoint-keys';
import { useRevokeTouchpointKey } from './api/revoke-touchpoint-key';

/** The server's cap on live keys per touchpoint (a rotation needs two). */
export const MAX_LIVE_KEYS = 5;

export function MachineKeysPanel({ touchpoint }: { touchpoint: Touchpoint }) {
  const t = catalogue.useT();
  const keys = useQuery(touchpointKeysQuery(touchpoint.id));
  const [issuing, setIssuing] = useState(false);
  const [revoking, setRevoking] = useState<TouchpointKey | null>(null);
  const columns = useMemo(() => keyColumns({ t, onRevoke: setRevoking }), [t]);
  const live = (keys.data ?? []).filter((k) => k.revoked_at === null).length;

  return (
    <>
      <HStack justify="space-between" align="flex-start" mb="1" mt="8">
        <Heading as="h2" size="md" id="machine-keys-heading">
          {t('keys.heading')}
        </Heading>
        <ReasonedButton
          size="sm"
          reason={
            live >= MAX_LIVE_KEYS
              ? t('keys.tooMany', { max: MAX_LIVE_KEYS })
              : keys.isPending
                ? t('keys.loading')
                : undefined
          }
          onClick={() => setIssuing(true)}
        >
          {t('keys.issue')}
        </ReasonedButton>
      </HStack>
      <Text fontSize="sm" color="fg.muted" mb="2">
        {t('keys.about')}
      </Text>
      {keys.isError && (
        <ListFailure
          message={keys.error instanceof ApiError ? keys.error.message : t('keys.unreachable')}
          retry={() => void keys.refetch()}
        />
      )}
      <DataTable
        caption={t('keys.caption', { name: touchpoint.name })}
        columns={columns}
        data={keys.data ?? []}
        loading={keys.isPending && !keys.isError}
        emptyText={t('keys.empty')}
      />
      <IssueKeyDialog open={issuing} touchpoint={touchpoint} onClose={() => setIssuing(false)} />
      <RevokeKeyDialog touchpoint={touchpoint} keyToRevoke={revoking} onClose={() => setRevoking(null)} />
    </>
  );
}

/** "tpk_3fa9c1…": the start of the key, enough to tell keys apart. */
export const keyPrefixText = (k: TouchpointKey) => `${k.prefix}…`;

function keyColumns({
  t,
  onRevoke,
}: {
  t: Translate;
  onRevoke(k: TouchpointKey): void;
}): DataTableColumn<TouchpointKey>[] {
  return [
    { id: 'prefix', header: t('keys.prefix'), cell: ({ row }) => <Code>{keyPrefixText(row.original)}</Code> },
    { id: 'label', header: t('common.label'), cell: ({ row }) => row.original.label ?? '--' },
    ...credentialColumns<TouchpointKey>({
      createdHeader: t('common.created'),
      revokeLabel: (k) => t('keys.revokeAria', { prefix: keyPrefixText(k) }),
      onRevoke,
    }),
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
  const t = catalogue.useT();
  const revoke = useRevokeTouchpointKey(touchpoint.id);
  const close = () => {
    revoke.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={keyToRevoke !== null}
      title={t('keys.revokeTitle')}
      text={keyToRevoke && t('keys.revokeText', { prefix: keyPrefixText(keyToRevoke), name: touchpoint.name })}
      confirmLabel={t('keys.revokeConfirm')}
      busyLabel={t('keys.revoking')}
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
