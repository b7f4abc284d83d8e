/**
 * Remotes (`/platform/remotes`): per remote its versions newest first — which is current and
 * previous, each one's status, who published it and when, the `@console/shared` range it was
 * built for, how many tenants pin it — and what the platform does with them: Make current (every
 * tenant following the current one gets it; its canary pins end), Roll out… (pin chosen tenants
 * to it first), Withdraw (tenants pinned to it fall back to current), Roll back (current → the
 * previous version, one click) and the kill switch (Switch off: no tenant gets the remote). Each
 * asks first and says the server's refusal in its dialog.
 */
import { ApiError } from '@console/shared';
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
} from '@console/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useRefreshAction } from '@console/shared';
import { catalogue } from '../../i18n/catalogue';
import { platformRemotesQuery } from './api/list-platform-remotes';
import { useMakeVersionCurrent } from './api/make-version-current';
import { useRollBackRemote } from './api/roll-back-remote';
import { useSetRemoteDisabled } from './api/set-remote-disabled';
import { useWithdrawVersion } from './api/withdraw-version';
import { QuestionDialog, RolloutDialog, type Question } from './remote-dialogs';
import { versionColumns, type Ask } from './version-columns';

export default function RemotesPage() {
  const t = catalogue.useT();
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
        title: t('remotes.ask.current.title', { version: v.version }),
        text: t('remotes.ask.current.text', {
          remote: remote.name,
          version: v.version,
          instead: remote.current ? t('remotes.ask.current.instead', { current: remote.current }) : '',
        }),
        confirmLabel: t('remotes.makeCurrent'),
        busyLabel: t('remotes.saving'),
        tone: 'primary',
        run: () => makeCurrent.mutateAsync({ remote: remote.name as RemoteName, version: v.version }),
      }),
    withdraw: (remote: PlatformRemote, v: RemoteVersion) =>
      setQuestion({
        title: t('remotes.ask.withdraw.title', { version: v.version }),
        text: t('remotes.ask.withdraw.text', {
          remote: remote.name,
          version: v.version,
          pinned:
            v.pinned_by === 0
              ? t('remotes.ask.withdraw.pinnedNone')
              : v.pinned_by === 1
                ? t('remotes.ask.withdraw.pinnedOne')
                : t('remotes.ask.withdraw.pinnedMany', { n: v.pinned_by }),
        }),
        confirmLabel: t('remotes.withdraw'),
        busyLabel: t('remotes.withdrawing'),
        tone: 'danger',
        run: () => withdraw.mutateAsync({ remote: remote.name as RemoteName, version: v.version }),
      }),
    rollBack: (remote: PlatformRemote) =>
      setQuestion({
        title: t('remotes.ask.rollBack.title', { remote: remote.name, previous: String(remote.previous) }),
        text: t('remotes.ask.rollBack.text', { previous: String(remote.previous), current: String(remote.current) }),
        confirmLabel: t('remotes.rollBack'),
        busyLabel: t('remotes.rollingBack'),
        tone: 'danger',
        run: () => rollBack.mutateAsync({ remote: remote.name as RemoteName }),
      }),
    disabled: (remote: PlatformRemote) =>
      setQuestion(
        remote.disabled
          ? {
              title: t('remotes.ask.on.title', { remote: remote.name }),
              text: t('remotes.ask.on.text', { remote: remote.name }),
              confirmLabel: t('remotes.switchOn'),
              busyLabel: t('remotes.switchingOn'),
              tone: 'primary',
              run: () => setDisabled.mutateAsync({ remote: remote.name as RemoteName, disabled: false }),
            }
          : {
              title: t('remotes.ask.off.title', { remote: remote.name }),
              text: t('remotes.ask.off.text', { remote: remote.name }),
              confirmLabel: t('remotes.switchOff'),
              busyLabel: t('remotes.switchingOff'),
              tone: 'danger',
              run: () => setDisabled.mutateAsync({ remote: remote.name as RemoteName, disabled: true }),
            },
      ),
  };

  return (
    <>
      <PageHeader title={t('remotes.title')} subtitle={t('remotes.subtitle')} />
      {remotes.isError && (
        <ListFailure
          message={remotes.error instanceof ApiError ? remotes.error.message : t('common.unreachable')}
          retry={() => void remotes.refetch()}
        />
      )}
      {remotes.isPending && !remotes.isError && (
        <DataTable caption={t('remotes.caption')} columns={versionColumns(t, null, ask)} data={[]} loading />
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

function RemoteCard({
  remote,
  ask,
  onRollout,
}: {
  remote: PlatformRemote;
  ask: Ask;
  onRollout(v: RemoteVersion): void;
}) {
  const t = catalogue.useT();
  const headingId = `remote-${remote.name}`;
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline">
      <Card.Body>
        <HStack justify="space-between" align="flex-start" wrap="wrap" gap="3" mb="3">
          <Box>
            <Heading as="h2" size="md" id={headingId}>
              {remote.name}{' '}
              {remote.disabled && <StatusBadge colorPalette="red">{t('remotes.switchedOff')}</StatusBadge>}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {t('remotes.currentPrevious', {
                current: remote.current ?? t('remotes.none'),
                previous: remote.previous ?? t('remotes.none'),
              })}
            </Text>
            {remote.override && (
              <Text fontSize="sm" color="fg.muted">
                {t('remotes.override', { version: remote.override.version, url: remote.override.manifest_url })}
              </Text>
            )}
          </Box>
          <HStack align="flex-start" gap="2">
            <ReasonedButton
              size="sm"
              variant="outline"
              reason={remote.previous ? undefined : t('remotes.noPrevious')}
              onClick={() => ask.rollBack(remote)}
            >
              {remote.previous ? t('remotes.rollBackTo', { version: remote.previous }) : t('remotes.rollBack')}
            </ReasonedButton>
            <Button
              size="sm"
              variant="outline"
              colorPalette={remote.disabled ? undefined : 'red'}
              onClick={() => ask.disabled(remote)}
            >
              {remote.disabled ? t('remotes.switchOn') : t('remotes.switchOff')}
            </Button>
          </HStack>
        </HStack>
        <DataTable
          caption={t('remotes.versionsOf', { remote: remote.name })}
          columns={versionColumns(t, remote, ask, onRollout)}
          data={remote.versions}
          getRowId={(v) => v.version}
          emptyText={t('remotes.noVersions')}
        />
      </Card.Body>
    </Card.Root>
  );
}
