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
import { SYNC_OUTCOMES, SYNC_OUTCOME_NAMES } from '@console/shared/contracts/touchpoint-kinds';
import { syncRunQuery } from './api/get-sync-run';
import { syncRecordsQuery } from './api/list-sync-records';
import { recordColumns } from './record-columns';
import { RecordInfoDialog } from './record-info-dialog';
import { SyncStatusBadge } from './run-columns';

const OUTCOME_OPTIONS = SYNC_OUTCOMES.map((o) => ({ id: o, text: SYNC_OUTCOME_NAMES[o] }));
const isOutcome = (text: string): text is SyncOutcome => (SYNC_OUTCOMES as readonly string[]).includes(text);

export function RunRecords({ runId }: { runId: number }) {
  const run = useQuery(syncRunQuery(runId));
  const [outcome, setOutcome] = useState<SyncOutcome | undefined>(undefined);
  const [info, setInfo] = useState<{ open: boolean; record?: SyncRecord }>({ open: false });
  const columns = useMemo(() => recordColumns({ onInfo: (record) => setInfo({ open: true, record }) }), []);

  if (!run.data) {
    return (
      <Box mt="8">
        {run.isError ? (
          <Alert.Root status={run.error instanceof ApiError && run.error.status === 404 ? 'warning' : 'error'}>
            <Alert.Indicator />
            <Alert.Title>
              {run.error instanceof ApiError && run.error.status === 404 ? 'Sync run not found' : run.error.message}
            </Alert.Title>
          </Alert.Root>
        ) : (
          <Spinner aria-label="Loading the sync run" />
        )}
      </Box>
    );
  }
  const data = run.data;
  return (
    <Stack gap="3" mt="8" as="section" aria-label={`Records of sync run ${data.id}`}>
      <HStack justify="space-between" align="end" wrap="wrap" gap="3">
        <Box>
          <Heading as="h2" size="md">
            Run {data.id}: {data.channel}
          </Heading>
          <HStack gap="2" fontSize="sm" color="fg.muted">
            <SyncStatusBadge run={data} />
            <Text>
              Started {formatDate(data.started_at)} ·{' '}
              {data.status === 'running' ? syncProgress(data) : syncOutcome(data)}
            </Text>
          </HStack>
        </Box>
        <FilterSelect
          label="Outcome"
          value={outcome ?? ''}
          options={OUTCOME_OPTIONS}
          onChange={(text) => setOutcome(isOutcome(text) ? text : undefined)}
        />
      </HStack>
      <PagedTable
        // A new filter starts from its first page.
        key={outcome ?? 'ALL'}
        caption={`Touchpoints received by sync run ${data.id}`}
        columns={columns}
        noun="Touchpoints"
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
