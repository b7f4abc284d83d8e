/**
 * The records of the chosen sync run (`?run=<id>`): which run it is, its touchpoints as received
 * with an Outcome filter, and View Info on each.
 */
import { ApiError, formatDate } from '@console/shared';
import type { SyncOutcome, SyncRecord } from '@console/shared/contracts';
import { Alert, Box, FilterSelect, Heading, HStack, PagedTable, Spinner, Stack, Text } from '@console/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { syncOutcome, syncProgress } from '../../lib/sync-run-text';
import { SYNC_OUTCOMES } from '@console/shared/contracts/touchpoint-kinds';
import { catalogue } from '../../i18n/catalogue';
import { syncRunQuery } from './api/get-sync-run';
import { syncRecordsQuery } from './api/list-sync-records';
import { recordColumns } from './record-columns';
import { RecordInfoDialog } from './record-info-dialog';
import { SyncStatusBadge } from './run-columns';

const isOutcome = (text: string): text is SyncOutcome => (SYNC_OUTCOMES as readonly string[]).includes(text);

export function RunRecords({ runId }: { runId: number }) {
  const t = catalogue.useT();
  const run = useQuery(syncRunQuery(runId));
  const [outcome, setOutcome] = useState<SyncOutcome | undefined>(undefined);
  const [info, setInfo] = useState<{ open: boolean; record?: SyncRecord }>({ open: false });
  const columns = useMemo(() => recordColumns({ t, onInfo: (record) => setInfo({ open: true, record }) }), [t]);
  const outcomeOptions = useMemo(() => SYNC_OUTCOMES.map((o) => ({ id: o, text: t(`sync.outcome.${o}`) })), [t]);

  if (!run.data) {
    return (
      <Box mt="8">
        {run.isError ? (
          <Alert.Root status={run.error instanceof ApiError && run.error.status === 404 ? 'warning' : 'error'}>
            <Alert.Indicator />
            <Alert.Title>
              {run.error instanceof ApiError && run.error.status === 404 ? t('sync.runNotFound') : run.error.message}
            </Alert.Title>
          </Alert.Root>
        ) : (
          <Spinner aria-label={t('sync.loadingRun')} />
        )}
      </Box>
    );
  }
  const data = run.data;
  return (
    <Stack gap="3" mt="8" as="section" aria-label={t('sync.recordsOf', { id: data.id })}>
      <HStack justify="space-between" align="end" wrap="wrap" gap="3">
        <Box>
          <Heading as="h2" size="md">
            {t('sync.runHeading', { id: data.id, channel: data.channel })}
          </Heading>
          <HStack gap="2" fontSize="sm" color="fg.muted">
            <SyncStatusBadge run={data} />
            <Text>
              {t('sync.runStarted', {
                date: formatDate(data.started_at),
                summary: data.status === 'running' ? syncProgress(data, t) : syncOutcome(data, t),
              })}
            </Text>
          </HStack>
        </Box>
        <FilterSelect
          label={t('sync.outcome')}
          value={outcome ?? ''}
          options={outcomeOptions}
          onChange={(text) => setOutcome(isOutcome(text) ? text : undefined)}
        />
      </HStack>
      <PagedTable
        // A new filter starts from its first page.
        key={outcome ?? 'ALL'}
        caption={t('sync.receivedBy', { id: data.id })}
        columns={columns}
        noun={t('common.touchpoints')}
        query={(page, pageSize) => syncRecordsQuery(data.id, data.status, outcome, page, pageSize)}
      />
      <RecordInfoDialog
        runId={data.id}
        record={info.record}
        open={info.open}
        onClose={() => setInfo((i) => ({ ...i, open: false }))}
      />
    </Stack>
  );
}
