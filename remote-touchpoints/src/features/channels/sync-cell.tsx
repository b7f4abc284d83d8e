/**
 * The Sync Touchpoints cell of a channel: the Sync button, then the run it started (or the
 * channel's latest) — its progress while it runs, polled every second, and its outcome with a
 * link to its records once done. A channel without a feed URL cannot sync, and says so.
 */
import { ApiError } from '@console/shared';
import type { Channel, SyncRun } from '@console/shared/contracts';
import { PathLink, ReasonedButton, Spinner, Stack, HStack, Text } from '@console/shared/ui';
import { useLiveSyncRuns } from '../sync/api/get-sync-run';
import { syncOutcome, syncProgress, syncRunPath } from '../../lib/sync-run-text';
import { catalogue } from '../../i18n/catalogue';
import { useStartSync } from './api/start-sync';

/** The newer of two runs (the one just started may not be in the list yet). */
const newest = (a: SyncRun | null | undefined, b: SyncRun | null | undefined) =>
  a && b ? (a.id >= b.id ? a : b) : (a ?? b ?? null);

export function SyncCell({ channel }: { channel: Channel }) {
  const startSync = useStartSync();
  const t = catalogue.useT();
  const latest = newest(startSync.data, channel.last_run);
  const [run] = useLiveSyncRuns(latest ? [latest] : []);
  const running = run?.status === 'running';
  const refusal = startSync.error instanceof ApiError && !startSync.error.aborted ? startSync.error.message : null;

  return (
    <Stack gap="1" align="flex-start">
      <ReasonedButton
        size="xs"
        aria-label={t('channels.syncAria', { name: channel.name })}
        reason={channel.feed_url ? null : t('channels.noFeed')}
        loading={startSync.isPending}
        disabled={running}
        onClick={() => startSync.mutate(channel.id)}
      >
        {t('channels.sync')}
      </ReasonedButton>
      {refusal && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {refusal}
        </Text>
      )}
      {run && <RunSummary run={run} />}
    </Stack>
  );
}

function RunSummary({ run }: { run: SyncRun }) {
  const t = catalogue.useT();
  if (run.status === 'running') {
    return (
      <HStack gap="2" fontSize="sm" aria-live="polite">
        <Spinner size="xs" />
        <Text>{syncProgress(run, t)}</Text>
      </HStack>
    );
  }
  return (
    <Text fontSize="sm" color={run.status === 'failed' ? 'fg.error' : 'fg.muted'} aria-live="polite">
      {syncOutcome(run, t)} · <PathLink to={syncRunPath(run.id)}>{t('channels.details')}</PathLink>
    </Text>
  );
}
