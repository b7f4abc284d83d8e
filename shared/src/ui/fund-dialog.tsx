/**
 * Add/Remove Fund, the one fund dialog of the console (Employee Wallets, a
 * wallet's page, Transaction Wallet List): an amount (positive, two decimals at most — kept as
 * typed, and refused with the reason when it is no amount), Add Fund and Deduct Fund, both
 * disabled unless the text is an amount above 0 (typing "-5" never enables Add Fund on 5), each
 * with the balance it would leave. On success the amount resets, every remote's wallets, ledger,
 * customers and wallet movements refetch (`MONEY_RESOURCES`, from the server: nothing is shown
 * before it commits) and the dialog closes; on
 * failure it stays open with the server's reason. Each distinct request carries its own
 * Idempotency-Key, reused only when the very same request is sent again. Enter does nothing here:
 * moving money takes a click on the button that says which way.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useIdempotencyKeys } from '../hooks/use-idempotency-keys';
import { everyRemote, MONEY_RESOURCES } from '../api/query-keys';
import { moveFunds } from '../api/move-funds';
import type { Wallet } from '../contracts/wallets';
import { rupees, walletTypeLabel } from '../format/format';
import { movementAmount, toPaise } from '../forms/money';
import { useToastStore } from '../stores/toast-store';
import { Modal } from './modal';
import { HoldsInput } from './use-open-dialog';
import { MoneyInput } from './money-input';
import { RefusalAlert } from './refusal-alert';
import { Button, Dialog, Field, Input, Stack, Text } from './ui';

/** What the dialog shows and checks of the wallet: its name, type, balance and credit limit. */
export type FundWallet = Pick<Wallet, 'id' | 'name' | 'amount' | 'type' | 'credit_limit'>;

export function FundDialog({
  wallet,
  onClose,
  onDone,
}: {
  /** The wallet to fund; null keeps the dialog closed. */
  wallet: FundWallet | null;
  onClose(): void;
  onDone?(): void;
}) {
  const [amount, setAmount] = useState('');
  const [remark, setRemark] = useState('');
  const queryClient = useQueryClient();
  const move = useMutation({
    mutationFn: moveFunds,
    onSuccess: () => queryClient.invalidateQueries(everyRemote(...MONEY_RESOURCES)),
  });
  const keys = useIdempotencyKeys();
  // Both buttons follow the text as typed: "-5" or "1e3" is no amount, and enables neither.
  const valid = movementAmount(amount);
  // What the preview says will be refused is not offered: Deduct Fund is disabled, the preview says why.
  const deductRefused = !!wallet && !!valid && leaves(wallet, valid, -1).belowFloor;
  const deductId = useId();

  const close = () => {
    if (move.isPending) return;
    setAmount('');
    setRemark('');
    move.reset();
    keys.forget();
    onClose();
  };

  const submit = async (sign: 1 | -1) => {
    if (!wallet || !valid) return;
    const signed = sign < 0 ? `-${valid}` : valid;
    // The request's identity in paise terms: "100.5" and "100.50" are one request, one key.
    const key = keys.keyFor([wallet.id, sign * Math.round(Number(valid) * 100), remark.trim()]);
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
      // On failure the dialog stays open, the server's reason above its buttons.
      return;
    }
    keys.forget();
    setAmount('');
    setRemark('');
    move.reset();
    onDone?.();
    onClose();
  };

  return (
    <Modal open={wallet !== null} onClose={close} busy={move.isPending} noEnterSubmit>
      <HoldsInput when={amount !== '' || remark !== ''} />
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
            <MoneyInput
              value={amount}
              onChange={setAmount}
              disabled={move.isPending}
              negativeHint="use Deduct Fund to take money out"
            />
            {valid && <BalancePreview wallet={wallet} amount={valid} deductId={deductId} />}
            <Field.Root>
              <Field.Label>Remark</Field.Label>
              <Input
                value={remark}
                maxLength={500}
                disabled={move.isPending}
                onChange={(e) => setRemark(e.currentTarget.value.replace(/[<>]/g, ''))}
              />
            </Field.Root>
            <RefusalAlert error={move.error} />
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
          disabled={!valid || deductRefused || move.isPending}
          aria-describedby={deductRefused ? deductId : undefined}
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

/** The balance a movement would leave, in paise, and whether it is below the wallet's floor. */
function leaves(wallet: FundWallet, amount: string, sign: 1 | -1) {
  const balance = Math.round(wallet.amount * 100) + sign * toPaise(amount);
  const floor = wallet.type === 'postpaid' ? -Math.round(wallet.credit_limit * 100) : 0;
  return { balance, belowFloor: balance < floor };
}

/** The balance each button would leave, from the balance shown (the server has the last word). */
function BalancePreview({ wallet, amount, deductId }: { wallet: FundWallet; amount: string; deductId: string }) {
  const added = leaves(wallet, amount, 1);
  const deducted = leaves(wallet, amount, -1);
  return (
    <Stack gap="0" fontSize="sm" aria-live="polite" data-testid="balance-preview">
      <Text>After Add Fund: {rupees(added.balance / 100)}</Text>
      <Text id={deductId} color={deducted.belowFloor ? 'fg.error' : undefined}>
        After Deduct Fund: {rupees(deducted.balance / 100)}
        {deducted.belowFloor
          ? ` — below the ${wallet.type === 'postpaid' ? 'credit limit' : '₹0.00 floor'}; it will be refused`
          : ''}
      </Text>
    </Stack>
  );
}
