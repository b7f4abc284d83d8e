/**
 * Remotes (`/platform/remotes`): per remote its versions newest first — which is current and
 * previous, each one's status, who published it and when, the `@console/shared` range it was
 * built for, how many tenants pin it — and what the platform does with them: Make current (every
 * tenant following the current one gets it; its canary pins end), Roll out… (pin chosen tenants
 * to it first), Withdraw (tenants pinned to it fall back to current), Roll back (current → the
 * previous version, one click) and the kill switch (Switch off: no tenant gets the remote). Each
 * asks first and says the server's refusal in its dialog.
 */
import { ApiError, formatDate } from '@console/shared';
import type { PlatformRemote, RemoteName, RemoteVersion } from '@console/shared/contracts';
import {
  Box,
  Button,
  Card,
  DataTable,
  Heading,
  HStack,
  ListFailure,
  PageHeader,
  ReasonedButton,
  Stack,
  StatusBadge,
  Text,
  type DataTableColumn,
} from '@console/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useRefreshAction } from '@console/shared';
import { platformRemotesQuery } from './api/list-platform-remotes';
import { useMakeVersionCurrent } from './api/make-version-current';
import { useRollBackRemote } from './api/roll-back-remote';
import { useSetRemoteDisabled } from './api/set-remote-disabled';
import { useWithdrawVersion } from './api/withdraw-version';
import { QuestionDialog, RolloutDialog, type Question } from './remote-dialogs';

export default function RemotesPage() {
  const remotes = useQuery(platformRemotesQuery());
  const makeCurrent = useMakeVersionCurrent();
  const rollBack = useRollBackRemote();
  const withdraw = useWithdrawVersion();
  const setDisabled = useSetRemoteDisabled();
  const [question, setQuestion] = useState<Question | null>(null);
  const [rollout, setRollout] = useState<{ remote: RemoteName; version: string } | null>(null);
  useRefreshAction(() => remotes.refetch(), remotes.isFetching);

  const ask = {
    current: (remote: PlatformRemote, v: RemoteVersion) =>
      setQuestion({
        title: `Make ${v.version} current?`,
        text: `Every tenant following the current version of ${remote.name} gets ${v.version} on its next load${
          remote.current ? `, instead of ${remote.current}` : ''
        }. Tenants pinned to ${v.version} follow the current version again.`,
        confirmLabel: 'Make Current',
        busyLabel: 'Saving...',
        tone: 'primary',
        run: () => makeCurrent.mutateAsync({ remote: remote.name as RemoteName, version: v.version }),
      }),
    withdraw: (remote: PlatformRemote, v: RemoteVersion) =>
      setQuestion({
        title: `Withdraw ${v.version}?`,
        text: `No tenant gets ${remote.name} ${v.version} again. ${
          v.pinned_by > 0
            ? `${v.pinned_by === 1 ? 'The tenant pinned to it falls' : `The ${v.pinned_by} tenants pinned to it fall`} back to the current version (the audit log says so).`
            : 'No tenant is pinned to it.'
        } This cannot be undone.`,
        confirmLabel: 'Withdraw',
        busyLabel: 'Withdrawing...',
        tone: 'danger',
        run: () => withdraw.mutateAsync({ remote: remote.name as RemoteName, version: v.version }),
      }),
    rollBack: (remote: PlatformRemote) =>
      setQuestion({
        title: `Roll ${remote.name} back to ${remote.previous}?`,
        text: `Every tenant following the current version gets ${remote.previous} again instead of ${remote.current} on its next load; tenants pinned to ${remote.current} follow the current version again.`,
        confirmLabel: 'Roll Back',
        busyLabel: 'Rolling back...',
        tone: 'danger',
        run: () => rollBack.mutateAsync({ remote: remote.name as RemoteName }),
      }),
    disabled: (remote: PlatformRemote) =>
      setQuestion(
        remote.disabled
          ? {
              title: `Switch ${remote.name} on?`,
              text: `Tenants that have ${remote.name} enabled get it again on their next load.`,
              confirmLabel: 'Switch On',
              busyLabel: 'Switching on...',
              tone: 'primary',
              run: () => setDisabled.mutateAsync({ remote: remote.name as RemoteName, disabled: false }),
            }
          : {
              title: `Switch ${remote.name} off for every tenant?`,
              text: `No tenant gets ${remote.name}: its menu entries leave every console on its next load, and its pages say they are not available. The rest of the console keeps working.`,
              confirmLabel: 'Switch Off',
              busyLabel: 'Switching off...',
              tone: 'danger',
              run: () => setDisabled.mutateAsync({ remote: remote.name as RemoteName, disabled: true }),
            },
      ),
  };

  return (
    <>
      <PageHeader
        title="Remotes"
        subtitle="Published versions of each remote: make one current, roll it out to chosen tenants first, roll back, withdraw, or switch a remote off."
      />
      {remotes.isError && (
        <ListFailure
          message={remotes.error instanceof ApiError ? remotes.error.message : 'The server could not be reached.'}
          retry={() => void remotes.refetch()}
        />
      )}
      {remotes.isPending && !remotes.isError && (
        <DataTable caption="Remote versions" columns={versionColumns(null, ask)} data={[]} loading />
      )}
      <Stack gap="6">
        {(remotes.data ?? []).map((remote) => (
          <RemoteCard
            key={remote.name}
            remote={remote}
            ask={ask}
            onRollout={(v) => setRollout({ remote: remote.name as RemoteName, version: v.version })}
          />
        ))}
      </Stack>
      <QuestionDialog question={question} onClose={() => setQuestion(null)} />
      <RolloutDialog target={rollout} onClose={() => setRollout(null)} />
    </>
  );
}

type Ask = {
  current(remote: PlatformRemote, v: RemoteVersion): void;
  withdraw(remote: PlatformRemote, v: RemoteVersion): void;
  rollBack(remote: PlatformRemote): void;
  disabled(remote: PlatformRemote): void;
};

function RemoteCard({
  remote,
  ask,
  onRollout,
}: {
  remote: PlatformRemote;
  ask: Ask;
  onRollout(v: RemoteVersion): void;
}) {
  const headingId = `remote-${remote.name}`;
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline">
      <Card.Body>
        <HStack justify="space-between" align="flex-start" wrap="wrap" gap="3" mb="3">
          <Box>
            <Heading as="h2" size="md" id={headingId}>
              {remote.name} {remote.disabled && <StatusBadge colorPalette="red">Switched off</StatusBadge>}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              Current {remote.current ?? 'none'} · Previous {remote.previous ?? 'none'}
            </Text>
            {remote.override && (
              <Text fontSize="sm" color="fg.muted">
                This API serves {remote.override.version} from {remote.override.manifest_url} to tenants following the
                current version (a developer override).
              </Text>
            )}
          </Box>
          <HStack align="flex-start" gap="2">
            <ReasonedButton
              size="sm"
              variant="outline"
              reason={remote.previous ? undefined : 'No previous version to roll back to.'}
              onClick={() => ask.rollBack(remote)}
            >
              {remote.previous ? `Roll Back to ${remote.previous}` : 'Roll Back'}
            </ReasonedButton>
            <Button
              size="sm"
              variant="outline"
              colorPalette={remote.disabled ? undefined : 'red'}
              onClick={() => ask.disabled(remote)}
            >
              {remote.disabled ? 'Switch On' : 'Switch Off'}
            </Button>
          </HStack>
        </HStack>
        <DataTable
          caption={`Versions of ${remote.name}`}
          columns={versionColumns(remote, ask, onRollout)}
          data={remote.versions}
          getRowId={(v) => v.version}
          emptyText="No version published yet"
        />
      </Card.Body>
    </Card.Root>
  );
}

function versionColumns(
  remote: PlatformRemote | null,
  ask: Ask,
  onRollout: (v: RemoteVersion) => void = () => undefined,
): DataTableColumn<RemoteVersion>[] {
  return [
    {
      id: 'version',
      header: 'Version',
      cell: ({ row }) => (
        <HStack gap="2">
          <Text fontWeight="medium">{row.original.version}</Text>
          {remote?.current === row.original.version && <StatusBadge colorPalette="green">Current</StatusBadge>}
          {remote?.previous === row.original.version && <StatusBadge colorPalette="gray">Previous</StatusBadge>}
        </HStack>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) =>
        row.original.status === 'withdrawn' ? (
          <StatusBadge colorPalette="red">Withdrawn</StatusBadge>
        ) : (
          <StatusBadge colorPalette="blue">Available</StatusBadge>
        ),
    },
    {
      id: 'published',
      header: 'Published',
      cell: ({ row }) => (
        <>
          {formatDate(row.original.published_at)}
          <Text fontSize="xs" color="fg.muted">
            by {row.original.published_by}
          </Text>
        </>
      ),
    },
    { id: 'shared', header: 'Console Range', cell: ({ row }) => row.original.shared_range },
    {
      id: 'pinned',
      header: 'Pinned By',
      cell: ({ row }) =>
        row.original.pinned_by === 0
          ? '--'
          : `${row.original.pinned_by} ${row.original.pinned_by === 1 ? 'tenant' : 'tenants'}`,
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => {
        const v = row.original;
        if (!remote || v.status === 'withdrawn') return null;
        const current = remote.current === v.version;
        return (
          <HStack gap="1">
            {!current && (
              <Button
                size="xs"
                variant="outline"
                onClick={() => ask.current(remote, v)}
                aria-label={`Make ${v.version} current`}
              >
                Make Current
              </Button>
            )}
            {!current && (
              <Button
                size="xs"
                variant="outline"
                onClick={() => onRollout(v)}
                aria-label={`Roll out ${v.version} to tenants`}
              >
                Roll Out…
              </Button>
            )}
            {!current && (
              <Button
                size="xs"
                variant="outline"
                colorPalette="red"
                onClick={() => ask.withdraw(remote, v)}
                aria-label={`Withdraw ${v.version}`}
              >
                Withdraw
              </Button>
            )}
          </HStack>
        );
      },
    },
  ];
}
