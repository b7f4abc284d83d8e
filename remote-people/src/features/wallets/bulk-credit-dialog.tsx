/**
 * Bulk credit: one amount to every wallet of a group, or to the selected wallets, as one batch
 * with one Idempotency-Key. A progress bar follows the chunks; the summary says how many were
 * credited, skipped and failed, with reasons. "Run again" resends the same batch: wallets already
 * paid answer "already credited" and are not paid twice.
 */
import { rupees } from '@console/shared';
import { Alert, Box, Button, Dialog, Field, Input, NativeSelect, Portal, Stack, Text } from '@console/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useGroupOptions } from '../../lib/group-options';
import { MONEY_KEYS } from '../../lib/query-keys';
import { creditChunk, groupWallets } from './api/bulk-credit';
import { AmountInput, movementAmount } from './amount-input';
import { emptySummary, runBulkCredit, type BulkCreditSummary } from './bulk-credit';
import { newIdempotencyKey } from './idempotency-key';

type Phase = 'form' | 'running' | 'done';

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
    <Dialog.Root
      open={open}
      onOpenChange={(d) => !d.open && onClose()}
      placement="center"
      size="lg"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {/* Mounted afresh on every open: a new batch, a new key. */}
            {open && <BulkCreditBody selectedWalletIds={selectedWalletIds} onClose={onClose} />}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function BulkCreditBody({ selectedWalletIds, onClose }: { selectedWalletIds: number[]; onClose(): void }) {
  const queryClient = useQueryClient();
  const groups = useGroupOptions();
  const [batchKey] = useState(newIdempotencyKey);
  const [target, setTarget] = useState(selectedWalletIds.length > 0 ? 'selected' : '');
  const [amount, setAmount] = useState('');
  const [remark, setRemark] = useState('');
  const [phase, setPhase] = useState<Phase>('form');
  const [done, setDone] = useState(0);
  const [summary, setSummary] = useState<BulkCreditSummary>(emptySummary(0));
  const [withoutWallet, setWithoutWallet] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  // The batch as first run: a re-run sends exactly the same wallets and amount.
  const [batch, setBatch] = useState<{ walletIds: number[]; amount: string; remark: string } | null>(null);

  const valid = movementAmount(amount);
  const locked = batch !== null;

  const run = async () => {
    setProblem(null);
    let current = batch;
    if (!current) {
      if (!valid || !target) return;
      let walletIds = selectedWalletIds;
      if (target !== 'selected') {
        try {
          const reach = await groupWallets(Number(target));
          walletIds = reach.wallet_ids;
          setWithoutWallet(reach.customers_without_wallet);
        } catch {
          return;
        }
      }
      if (walletIds.length === 0) {
        setProblem('No wallet to credit: the group has no member with an active wallet.');
        return;
      }
      current = { walletIds, amount: valid, remark: remark.trim() };
      setBatch(current);
    }
    const { walletIds, amount: credit, remark: note } = current;
    setPhase('running');
    setDone(0);
    setSummary(emptySummary(walletIds.length));
    try {
      const result = await runBulkCredit(
        walletIds,
        (chunk) => creditChunk(chunk, credit, note, batchKey),
        (n, partial) => {
          setDone(n);
          setSummary(partial);
        },
      );
      setSummary(result);
    } catch {
      setProblem('The batch was interrupted. Run it again: wallets already credited will not be paid twice.');
    }
    setPhase('done');
    await Promise.all(MONEY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };

  const total = batch?.walletIds.length ?? 0;
  const percent = total ? Math.round((done / total) * 100) : 0;

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>Bulk Credit</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="3">
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
                    Group: {g.name} ({g.member_count} members)
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <AmountInput label="Amount per wallet" value={amount} onChange={setAmount} disabled={locked} />
          <Field.Root>
            <Field.Label>Remark</Field.Label>
            <Input
              value={remark}
              maxLength={500}
              disabled={locked}
              onChange={(e) => setRemark(e.currentTarget.value.replace(/[<>]/g, ''))}
            />
          </Field.Root>
          {phase !== 'form' && (
            <Box>
              <Text mb="1">
                {phase === 'running' ? 'Crediting' : 'Processed'} {done} of {total} wallets
              </Text>
              <Box
                role="progressbar"
                aria-label="Bulk credit progress"
                aria-valuemin={0}
                aria-valuemax={total}
                aria-valuenow={done}
                h="3"
                bg="bg.muted"
                borderRadius="full"
                overflow="hidden"
              >
                <Box h="full" w={`${percent}%`} bg="green.500" transition="width 0.2s" />
              </Box>
            </Box>
          )}
          {phase === 'done' && batch && (
            <Summary summary={summary} amount={batch.amount} withoutWallet={withoutWallet} />
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
        <Button variant="outline" onClick={onClose} disabled={phase === 'running'}>
          {phase === 'done' ? 'Close' : 'Cancel'}
        </Button>
        {phase === 'done' ? (
          (summary.failed.length > 0 || problem) && <Button onClick={() => void run()}>Run again</Button>
        ) : (
          <Button
            onClick={() => void run()}
            disabled={!valid || !target || phase === 'running'}
            loading={phase === 'running'}
          >
            Credit
          </Button>
        )}
      </Dialog.Footer>
    </>
  );
}

function Summary({
  summary,
  amount,
  withoutWallet,
}: {
  summary: BulkCreditSummary;
  amount: string;
  withoutWallet: number;
}) {
  return (
    <Box role="status" aria-label="Bulk credit summary" borderWidth="1px" borderRadius="md" p="3">
      <Text fontWeight="semibold">
        Credited {summary.credited} of {summary.total} wallets with {rupees(Number(amount))} each.
      </Text>
      {summary.alreadyCredited > 0 && <Text>Already credited by this batch: {summary.alreadyCredited}</Text>}
      <Text>Skipped: {summary.skipped.length + withoutWallet}</Text>
      {withoutWallet > 0 && <Text fontSize="sm">{withoutWallet} members have no active wallet.</Text>}
      <Reasons items={summary.skipped} />
      <Text>Failed: {summary.failed.length}</Text>
      <Reasons items={summary.failed} />
    </Box>
  );
}

function Reasons({ items }: { items: { walletId: number; reason: string }[] }) {
  if (items.length === 0) return null;
  return (
    <Box as="ul" fontSize="sm" ps="5" maxH="32" overflowY="auto">
      {items.map((item) => (
        <li key={item.walletId}>
          Wallet {item.walletId}: {item.reason}
        </li>
      ))}
    </Box>
  );
}
