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
import { SYNC_OUTCOME_NAMES } from '@console/shared/contracts/touchpoint-kinds';
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
  const detail = useQuery({ ...syncRecordQuery(runId, record?.id ?? 0), enabled: open && !!record });
  const shown = detail.data ?? record;
  return (
    <Modal open={open} onClose={onClose} size="lg">
      <Dialog.Header>
        <Dialog.Title>{shown ? `View Info: ${shown.name}` : 'View Info'}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        {shown && (
          <DetailList
            rows={[
              ['Outcome', shown.outcome ? SYNC_OUTCOME_NAMES[shown.outcome] : 'Not applied'],
              ['Reason', orEmpty(shown.reason)],
              ['Source ID', shown.source_id],
              [
                'Touchpoint',
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
          As received
        </Text>
        {detail.isPending ? (
          <Spinner size="sm" aria-label="Loading the record" />
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
          Close
        </Button>
      </Dialog.Footer>
    </Modal>
  );
}
