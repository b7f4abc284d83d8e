/**
 * Add/Remove Fund (SPEC §2, §4, §5), the one fund dialog of the console (Employee Wallets, a
 * wallet's page, Transaction Wallet List): an amount (positive, two decimals at most — a keystroke the
 * field cannot take is refused with the reason), Add Fund and Deduct Fund, both disabled unless
 * the amount is above 0 and no refusal stands (typing "-5" never enables Add Fund on 5), each
 * with the balance it would leave. On success the amount resets, every remote's wallets, ledger,
 * customers and wallet movements refetch (`MONEY_RESOURCES`, from the server: nothing is shown
 * before it commits) and the dialog closes; on
 * failure it stays open with the server's reason. Each distinct request carries its own
 * Idempotency-Key, reused only when the very same request is sent again. Enter does nothing here:
 * moving money takes a click on the button that says which way.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { newIdempotencyKey } from '../api/idempotency-key';
import { everyRemote, MONEY_RESOURCES } from '../api/query-keys';
import { moveFunds } from '../api/move-funds';
import type { Wallet } from '../contracts/wallets';
import { rupees, walletTypeLabel } from '../format/format';
import { movementAmount, toPaise } from '../forms/money';
import { useToastStore } from '../stores/toast-store';
import { Modal } from './modal';
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
  // One key per distinct request: a retry of the same request (after a lost answer) reuses it.
  const keys = useRef(new Map<string, string>());
  // A refused keystroke holds both buttons until the operator corrects the amount.
  const [held, setHeld] = useState(false);
  const valid = held ? null : movementAmount(amount);

  const close = () => {
    if (move.isPending) return;
    setAmount('');
    setRemark('');
    setHeld(false);
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
      // SPEC §4: on failure the dialog stays open, the server's reason above its buttons.
      return;
    }
    keys.current.clear();
    setAmount('');
    setRemark('');
    setHeld(false);
    move.reset();
    onDone?.();
    onClose();
  };

  return (
    <Modal open={wallet !== null} onClose={close} busy={move.isPending} noEnterSubmit>
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
              onRefusal={(message) => setHeld(message !== null)}
            />
            {valid && <BalancePreview wallet={wallet} amount={valid} />}
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

/** The balance each button would leave, from the balance shown (the server has the last word). */
function BalancePreview({ wallet, amount }: { wallet: FundWallet; amount: string }) {
  const balance = Math.round(wallet.amount * 100);
  const floor = wallet.type === 'postpaid' ? -Math.round(wallet.credit_limit * 100) : 0;
  const added = balance + toPaise(amount);
  const deducted = balance - toPaise(amount);
  return (
    <Stack gap="0" fontSize="sm" aria-live="polite" data-testid="balance-preview">
      <Text>After Add Fund: {rupees(added / 100)}</Text>
      <Text color={deducted < floor ? 'fg.error' : undefined}>
        After Deduct Fund: {rupees(deducted / 100)}
        {deducted < floor
          ? ` — below the ${wallet.type === 'postpaid' ? 'credit limit' : '₹0.00 floor'}; it will be refused`
          : ''}
      </Text>
    </Stack>
  );
}
