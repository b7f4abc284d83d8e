/**
 * View Info: what a sync did with one touchpoint it received (its outcome and why) and the record
 * exactly as the feed sent it, pretty-printed.
 */
import {
  Box,
  Button,
  Code,
  DetailList,
  Dialog,
  Modal,
  PathLink,
  RefusalAlert,
  Spinner,
  Text,
} from '@console/shared/ui';
import { orEmpty } from '@console/shared';
import type { SyncRecord } from '@console/shared/contracts';
import { useQuery } from '@tanstack/react-query';
import { catalogue } from '../../i18n/catalogue';
import { syncRecordQuery } from './api/get-sync-record';

export function RecordInfoDialog({
  runId,
  record,
  open,
  onClose,
}: {
  runId: number;
  record: SyncRecord | undefined;
  open: boolean;
  onClose(): void;
}) {
  const t = catalogue.useT();
  const detail = useQuery({ ...syncRecordQuery(runId, record?.id ?? 0), enabled: open && !!record });
  const shown = detail.data ?? record;
  return (
    <Modal open={open} onClose={onClose} size="lg">
      <Dialog.Header>
        <Dialog.Title>{shown ? t('sync.viewInfoOf', { name: shown.name }) : t('sync.viewInfo')}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        {shown && (
          <DetailList
            rows={[
              [t('sync.outcome'), shown.outcome ? t(`sync.outcome.${shown.outcome}`) : t('sync.notApplied')],
              [t('sync.reason'), orEmpty(shown.reason)],
              [t('sync.sourceId'), shown.source_id],
              [
                t('sync.touchpoint'),
                shown.touchpoint_id ? (
                  <PathLink to={`/touchpoint/${shown.touchpoint_id}`}>{shown.name}</PathLink>
                ) : (
                  orEmpty(null)
                ),
              ],
            ]}
          />
        )}
        <Text fontWeight="semibold" mt="4" mb="1">
          {t('sync.asReceived')}
        </Text>
        {detail.isPending ? (
          <Spinner size="sm" aria-label={t('sync.loadingRecord')} />
        ) : detail.isError ? (
          <RefusalAlert error={detail.error.message} />
        ) : (
          <Box maxH="96" overflow="auto" borderWidth="1px" borderRadius="md">
            <Code as="pre" display="block" whiteSpace="pre" p="3" fontSize="xs" data-testid="record-payload">
              {JSON.stringify(detail.data.payload, null, 2)}
            </Code>
          </Box>
        )}
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          {t('common.close')}
        </Button>
      </Dialog.Footer>
    </Modal>
  );
}
