/**
 * Bulk credit: one amount to every wallet of a group, or to the selected wallets, as one batch
 * with one Idempotency-Key. The operator confirms the total before anything moves; a progress
 * bar follows the chunks; the summary says how many were credited, skipped and failed, with
 * reasons. While it runs the dialog cannot be closed and leaving the page asks first. A batch
 * interrupted by a reload is kept for this browser session and offered again under the same key,
 * so resuming it (or Run Again) pays nobody twice.
 */
import {
  ApiError,
  everyRemote,
  MONEY_RESOURCES,
  movementAmount,
  newIdempotencyKey,
  plural,
  rupees,
  useDirtyForm,
} from '@console/shared';
import {
  Alert,
  Box,
  Button,
  Dialog,
  Field,
  HStack,
  Input,
  Modal,
  MoneyInput,
  NativeSelect,
  ProgressBar,
  Stack,
  Text,
} from '@console/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useGroupOptions } from '../groups/api/list-group-options';
import { creditWallets } from './api/credit-wallets';
import { getGroupWallets } from './api/get-group-wallets';
import { emptySummary, runBulkCredit, type BulkCreditSummary } from './run-bulk-credit';
import { PENDING, pendingBatch, type Batch } from './bulk-credit-batch';
import { BulkCreditSummaryBox } from './bulk-credit-summary';

type Phase = 'form' | 'confirm' | 'running' | 'done';

export function BulkCreditDialog({
  open,
  selectedWalletIds,
  onClose,
}: {
  open: boolean;
  selectedWalletIds: number[];
  onClose(): void;
}) {
  const [running, setRunning] = useState(false);
  return (
    <Modal open={open} onClose={onClose} busy={running} size="lg" closeOnInteractOutside={false} noEnterSubmit>
      {/* Mounted afresh on every open: a new batch, a new key (unless one is resumed). */}
      {open && <BulkCreditBody selectedWalletIds={selectedWalletIds} onClose={onClose} onRunning={setRunning} />}
    </Modal>
  );
}

function BulkCreditBody({
  selectedWalletIds,
  onClose,
  onRunning,
}: {
  selectedWalletIds: number[];
  onClose(): void;
  onRunning(running: boolean): void;
}) {
  const queryClient = useQueryClient();
  const groups = useGroupOptions();
  const [interrupted, setInterrupted] = useState(pendingBatch);
  const [target, setTarget] = useState(selectedWalletIds.length > 0 ? 'selected' : '');
  const [amount, setAmount] = useState('');
  const [remark, setRemark] = useState('');
  const [phase, setPhase] = useState<Phase>('form');
  const [done, setDone] = useState(0);
  const [summary, setSummary] = useState<BulkCreditSummary>(emptySummary(0));
  const [problem, setProblem] = useState<string | null>(null);
  const [batch, setBatch] = useState<Batch | null>(null);
  const [resolving, setResolving] = useState(false);

  // Leaving the page mid-batch asks first (the unsaved-changes guard).
  useDirtyForm(phase === 'running');
  // A refused keystroke holds Credit until the operator corrects the amount (MoneyInput).
  const [held, setHeld] = useState(false);
  const valid = held ? null : movementAmount(amount);

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

  const run = async (current: Batch) => {
    setProblem(null);
    setBatch(current);
    sessionStorage.setItem(PENDING, JSON.stringify(current));
    setPhase('running');
    onRunning(true);
    setDone(0);
    setSummary(emptySummary(current.walletIds.length));
    try {
      const result = await runBulkCredit(
        current.walletIds,
        (chunk) => creditWallets(chunk, current.amount, current.remark, current.key),
        (n, partial) => {
          setDone(n);
          setSummary(partial);
        },
      );
      setSummary(result);
      sessionStorage.removeItem(PENDING);
    } catch {
      setProblem('The batch was interrupted. Run it again: wallets already credited will not be paid twice.');
    }
    setPhase('done');
    onRunning(false);
    await queryClient.invalidateQueries(everyRemote(...MONEY_RESOURCES));
  };

  const total = batch?.walletIds.length ?? 0;
  const locked = phase !== 'form';

  return (
    <>
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
          <MoneyInput
            label="Amount per wallet"
            value={amount}
            onChange={setAmount}
            disabled={locked}
            onRefusal={(message) => setHeld(message !== null)}
          />
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
          {phase === 'done' && batch && <BulkCreditSummaryBox summary={summary} batch={batch} />}
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
            <Button variant="outline" onClick={onClose} disabled={phase === 'running'}>
              {phase === 'done' ? 'Close' : 'Cancel'}
            </Button>
            {phase === 'done' ? (
              (summary.failed.length > 0 || problem) &&
              batch && <Button onClick={() => void run(batch)}>Run Again</Button>
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
