/**
 * Bulk credit: one amount to every wallet of a group, or to the selected wallets, as one batch
 * with one Idempotency-Key. The operator confirms the total before anything moves; the dialog
 * then sends the batch once — the server stores it and credits the wallets as a job — and follows
 * it: a progress bar while it runs, then the summary of how many were credited, skipped and
 * failed, with reasons. Closing the dialog or leaving the page does not stop the credit. A batch
 * the dialog stopped following is kept for this browser session and offered again under the same
 * key, which answers the same batch; Run Again runs an ended batch again. Neither pays anybody twice.
 */
import {
  ApiError,
  everyRemote,
  MONEY_RESOURCES,
  movementAmount,
  newIdempotencyKey,
  plural,
  rupees,
  type ApiResult,
} from '@console/shared';
import type { BulkCredit } from '@console/shared/contracts';
import {
  Alert,
  Box,
  Button,
  Dialog,
  Field,
  HoldsInput,
  HStack,
  Input,
  Modal,
  MoneyInput,
  NativeSelect,
  ProgressBar,
  Stack,
  Text,
} from '@console/shared/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { bulkCreditsKeys } from '../../lib/query-keys';
import { useGroupOptions } from '../groups/api/list-group-options';
import { bulkCreditQuery, isUnderway } from './api/get-bulk-credit';
import { getGroupWallets } from './api/get-group-wallets';
import { runBulkCreditAgain } from './api/run-bulk-credit-again';
import { startBulkCredit } from './api/start-bulk-credit';
import { PENDING, pendingBatch, type Batch } from './bulk-credit-batch';
import { summaryOf } from './bulk-credit-progress';
import { BulkCreditSummaryBox } from './bulk-credit-summary';

type Phase = 'form' | 'confirm' | 'running' | 'done';

const INTERRUPTED = 'The batch was interrupted. Run it again: wallets already credited will not be paid twice.';

export function BulkCreditDialog({
  open,
  selectedWalletIds,
  onClose,
}: {
  open: boolean;
  selectedWalletIds: number[];
  onClose(): void;
}) {
  return (
    <Modal open={open} onClose={onClose} size="lg" closeOnInteractOutside={false} noEnterSubmit>
      {/* Mounted afresh on every open: a new batch, a new key (unless one is resumed). */}
      {open && <BulkCreditBody selectedWalletIds={selectedWalletIds} onClose={onClose} />}
    </Modal>
  );
}

function BulkCreditBody({ selectedWalletIds, onClose }: { selectedWalletIds: number[]; onClose(): void }) {
  const queryClient = useQueryClient();
  const groups = useGroupOptions();
  const [interrupted, setInterrupted] = useState(pendingBatch);
  const [target, setTarget] = useState(selectedWalletIds.length > 0 ? 'selected' : '');
  const [amount, setAmount] = useState('');
  const [remark, setRemark] = useState('');
  const [phase, setPhase] = useState<Phase>('form');
  const [problem, setProblem] = useState<string | null>(null);
  const [batch, setBatch] = useState<Batch | null>(null);
  const [resolving, setResolving] = useState(false);
  // The batch on the server, once it answered: polled while its job runs.
  const [batchId, setBatchId] = useState<number | null>(null);
  const { data: progress } = useQuery({ ...bulkCreditQuery(batchId ?? 0), enabled: batchId !== null });

  // The batch has ended: its summary is final, and the money it moved is shown everywhere.
  const ended = phase === 'running' && progress !== undefined && !isUnderway(progress);
  useEffect(() => {
    if (!ended) return;
    setPhase('done');
    sessionStorage.removeItem(PENDING);
    if (progress.status === 'failed') setProblem(INTERRUPTED);
    void queryClient.invalidateQueries(everyRemote(...MONEY_RESOURCES));
  }, [ended, progress, queryClient]);
  // Credit follows the text as typed: "-5" or "1e3" is no amount (MoneyInput says why).
  const valid = movementAmount(amount);

  /** Works out which wallets the batch reaches, then asks for confirmation. */
  const prepare = async () => {
    setProblem(null);
    if (!valid || !target) return;
    let walletIds = selectedWalletIds;
    let withoutWallet = 0;
    let label = `Selected wallets`;
    if (target !== 'selected') {
      setResolving(true);
      try {
        const reach = await getGroupWallets(Number(target));
        walletIds = reach.wallet_ids;
        withoutWallet = reach.customers_without_wallet;
        label = `Group: ${groups.data?.find((g) => String(g.id) === target)?.name ?? target}`;
      } catch (error) {
        if (error instanceof ApiError && !error.aborted) setProblem(error.message);
        return;
      } finally {
        setResolving(false);
      }
    }
    if (walletIds.length === 0) {
      setProblem('No wallet to credit: the group has no member with an active wallet.');
      return;
    }
    setBatch({
      key: newIdempotencyKey(),
      walletIds,
      amount: valid,
      remark: remark.trim(),
      target: label,
      withoutWallet,
    });
    setPhase('confirm');
  };

  /**
   * Sends the batch by `call` and follows the batch the server answers with. A refusal (4xx)
   * stored nothing and says why; otherwise whether the batch was stored is unknown, and sending
   * it again under the same key settles it.
   */
  const send = async (current: Batch, call: () => Promise<ApiResult<{ data: BulkCredit }>>) => {
    setProblem(null);
    setBatch(current);
    sessionStorage.setItem(PENDING, JSON.stringify(current));
    setPhase('running');
    const result = await call();
    if (!result.ok) {
      setProblem(result.status >= 400 && result.status < 500 ? result.message : INTERRUPTED);
      setPhase('done');
      return;
    }
    queryClient.setQueryData(bulkCreditsKeys.detail(result.data.data.id), result.data.data);
    setBatchId(result.data.data.id);
  };
  /** Confirm Credit, Resume It: the same key answers the same batch. */
  const run = (current: Batch) => send(current, () => startBulkCredit(current));
  /** Run Again: an ended batch runs again on the server; one never answered is sent again. */
  const runAgain = (current: Batch) => {
    if (batchId === null) return run(current);
    const id = batchId;
    // Followed again once the server answers: until then its last poll (ended) is not its state.
    setBatchId(null);
    return send(current, () => runBulkCreditAgain(id));
  };

  const total = progress?.total ?? batch?.walletIds.length ?? 0;
  const done = progress?.processed ?? 0;
  const locked = phase !== 'form';

  return (
    <>
      <HoldsInput when={phase === 'form' && (amount !== '' || remark !== '')} />
      <Dialog.Header>
        <Dialog.Title>Bulk Credit</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="3">
          {interrupted && phase === 'form' && (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Box>
                <Alert.Title>
                  An interrupted bulk credit did not finish: {interrupted.target},{' '}
                  {plural(interrupted.walletIds.length, 'wallet')} × {rupees(Number(interrupted.amount))}.
                </Alert.Title>
                <Alert.Description>Resuming it will not pay twice the wallets it already credited.</Alert.Description>
                <HStack mt="2">
                  <Button size="sm" onClick={() => void run(interrupted)}>
                    Resume It
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => {
                      sessionStorage.removeItem(PENDING);
                      setInterrupted(null);
                    }}
                  >
                    Discard
                  </Button>
                </HStack>
              </Box>
            </Alert.Root>
          )}
          <Field.Root>
            <Field.Label>Credit to</Field.Label>
            <NativeSelect.Root disabled={locked}>
              <NativeSelect.Field value={target} onChange={(e) => setTarget(e.currentTarget.value)}>
                <option value="">Select group</option>
                {selectedWalletIds.length > 0 && (
                  <option value="selected">Selected wallets ({selectedWalletIds.length})</option>
                )}
                {(groups.data ?? []).map((g) => (
                  <option key={g.id} value={g.id}>
                    Group: {g.name} ({plural(g.member_count, 'member')})
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <MoneyInput label="Amount per wallet" value={amount} onChange={setAmount} disabled={locked} />
          <Field.Root>
            <Field.Label>Remark</Field.Label>
            <Input
              value={remark}
              maxLength={500}
              disabled={locked}
              onChange={(e) => setRemark(e.currentTarget.value.replace(/[<>]/g, ''))}
            />
          </Field.Root>
          {phase === 'confirm' && batch && (
            <Box role="status" aria-label="Bulk credit total" borderWidth="1px" borderRadius="md" p="3" bg="bg.muted">
              <Text fontWeight="semibold">
                {plural(batch.walletIds.length, 'wallet')} × {rupees(Number(batch.amount))} ={' '}
                {rupees((batch.walletIds.length * Math.round(Number(batch.amount) * 100)) / 100)}
              </Text>
              {batch.withoutWallet > 0 && (
                <Text fontSize="sm">{plural(batch.withoutWallet, 'member has', 'members have')} no active wallet.</Text>
              )}
            </Box>
          )}
          {(phase === 'running' || phase === 'done') && (
            <Box>
              <Text mb="1">
                {phase === 'running' ? 'Crediting' : 'Processed'} {done} of {plural(total, 'wallet')}
              </Text>
              <ProgressBar label="Bulk credit progress" value={done} max={total} />
            </Box>
          )}
          {phase === 'done' && batch && progress && (
            <BulkCreditSummaryBox summary={summaryOf(progress)} batch={batch} />
          )}
          {problem && (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Title>{problem}</Alert.Title>
            </Alert.Root>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        {phase === 'confirm' ? (
          <>
            <Button variant="outline" onClick={() => setPhase('form')}>
              Back
            </Button>
            <Button onClick={() => batch && void run(batch)}>Confirm Credit</Button>
          </>
        ) : (
          <>
            {/* Closing while the batch runs leaves it running on the server. */}
            <Button variant="outline" onClick={onClose}>
              {phase === 'form' ? 'Cancel' : 'Close'}
            </Button>
            {phase === 'done' ? (
              ((progress?.failed ?? 0) > 0 || problem) &&
              batch && <Button onClick={() => void runAgain(batch)}>Run Again</Button>
            ) : (
              <Button
                onClick={() => void prepare()}
                disabled={!valid || !target || phase === 'running'}
                loading={phase === 'running' || resolving}
              >
                Credit
              </Button>
            )}
          </>
        )}
      </Dialog.Footer>
    </>
  );
}
