/**
 * Add/Remove Fund (SPEC §2, §4, §5): an amount (min 0, step 0.01, two decimals at most), Add Fund
 * and Deduct Fund, both disabled unless the amount is above 0. On success the amount resets, the
 * lists refresh (from the server: nothing is shown before it commits) and the dialog closes; on
 * failure it stays open with the server's reason. Each distinct request carries its own
 * Idempotency-Key, reused only when the very same request is sent again.
 */
import { ApiError, rupees, useToastStore } from '@console/shared';
import { Alert, Button, Dialog, Field, Input, Modal, Stack, Text } from '@console/shared/ui';
import type { Wallet } from '@console/shared/contracts';
import { useRef, useState } from 'react';
import { useMoveFunds } from './api/move-funds';
import { AmountInput, movementAmount } from './amount-input';
import { walletTypeLabel } from './columns';
import { newIdempotencyKey } from './idempotency-key';

export function FundDialog({
  wallet,
  onClose,
  onDone,
}: {
  /** The wallet to fund; null keeps the dialog closed. */
  wallet: Pick<Wallet, 'id' | 'name' | 'amount' | 'type' | 'credit_limit'> | null;
  onClose(): void;
  onDone?(): void;
}) {
  const [amount, setAmount] = useState('');
  const [remark, setRemark] = useState('');
  const move = useMoveFunds();
  // One key per distinct request: a retry of the same request (after a lost answer) reuses it.
  const keys = useRef(new Map<string, string>());
  const valid = movementAmount(amount);
  const refused = move.error instanceof ApiError && !move.error.aborted ? move.error.message : null;

  const close = () => {
    if (move.isPending) return;
    setAmount('');
    setRemark('');
    move.reset();
    keys.current.clear();
    onClose();
  };

  const submit = async (sign: 1 | -1) => {
    if (!wallet || !valid) return;
    const signed = sign < 0 ? `-${valid}` : valid;
    // The request's identity in paise terms: "100.5" and "100.50" are one request, one key.
    const request = JSON.stringify([wallet.id, sign * Math.round(Number(valid) * 100), remark.trim()]);
    const key = keys.current.get(request) ?? newIdempotencyKey();
    keys.current.set(request, key);
    try {
      const movement = await move.mutateAsync({
        walletId: wallet.id,
        amount: signed,
        remark: remark.trim() || undefined,
        idempotencyKey: key,
      });
      useToastStore
        .getState()
        .showSuccess(
          `${sign > 0 ? 'Added' : 'Deducted'} ${rupees(Math.abs(movement.transaction_amount))}. Balance ${rupees(movement.after_balance)}.`,
        );
    } catch {
      // SPEC §4: on failure the dialog stays open; the API client showed the server's message.
      return;
    }
    keys.current.clear();
    setAmount('');
    setRemark('');
    move.reset();
    onDone?.();
    onClose();
  };

  return (
    <Modal open={wallet !== null} onClose={close} busy={move.isPending}>
      <Dialog.Header>
        <Dialog.Title>Add/Remove Fund</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        {wallet && (
          <Stack gap="3">
            <Text>
              {wallet.name} · {walletTypeLabel(wallet.type)} · balance <strong>{rupees(wallet.amount)}</strong>
              {wallet.type === 'postpaid' ? ` · credit limit ${rupees(wallet.credit_limit)}` : ''}
            </Text>
            <AmountInput value={amount} onChange={setAmount} disabled={move.isPending} />
            <Field.Root>
              <Field.Label>Remark</Field.Label>
              <Input
                value={remark}
                maxLength={500}
                disabled={move.isPending}
                onChange={(e) => setRemark(e.currentTarget.value.replace(/[<>]/g, ''))}
              />
            </Field.Root>
            {refused && (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Title>{refused}</Alert.Title>
              </Alert.Root>
            )}
          </Stack>
        )}
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={close} disabled={move.isPending}>
          Cancel
        </Button>
        <Button
          colorPalette="red"
          variant="outline"
          disabled={!valid || move.isPending}
          onClick={() => void submit(-1)}
        >
          Deduct Fund
        </Button>
        <Button disabled={!valid || move.isPending} loading={move.isPending} onClick={() => void submit(1)}>
          Add Fund
        </Button>
      </Dialog.Footer>
    </Modal>
  );
}
