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
 * moving money takes a click on the button that says which way. The kit's FormDialog, with the
 * two buttons as its actions.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useField } from 'formik';
import { useId } from 'react';
import { object } from 'yup';
import { useIdempotencyKeys } from '../hooks/use-idempotency-keys';
import { invalidateResources, MONEY_RESOURCES } from '../api/query-keys';
import { moveFunds } from '../api/move-funds';
import { FIELDS } from '../contracts/fields';
import { kit } from '../i18n/kit-messages';
import type { Wallet } from '../contracts/wallets';
import { rupees, walletTypeLabel } from '../format/format';
import { textRule } from '../forms/messages';
import { movementAmount, toPaise } from '../forms/money';
import { useToastStore } from '../stores/toast-store';
import { FormDialog } from './form-dialog';
import { MoneyInput } from './money-input';
import { Field, Input, Stack, Text } from './ui';

/** What the dialog shows and checks of the wallet: its name, type, balance and credit limit. */
export type FundWallet = Pick<Wallet, 'id' | 'name' | 'amount' | 'type' | 'credit_limit'>;

interface FundValues {
  amount: string;
  remark: string;
}

/** The amount is checked as typed by the buttons (see below); the remark by the server's rule. */
const schema = object({ remark: textRule(FIELDS.wallet.remark) });

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
  const t = kit.useT();
  const queryClient = useQueryClient();
  const move = useMutation({
    mutationFn: moveFunds,
    onSuccess: () => invalidateResources(queryClient, ...MONEY_RESOURCES),
  });
  const keys = useIdempotencyKeys();
  const deductId = useId();
  // What the preview says will be refused is not offered: Deduct Fund is disabled, the preview says why.
  const deductRefused = ({ amount }: FundValues) => {
    const valid = movementAmount(amount);
    return !!wallet && !!valid && leaves(wallet, valid, -1).belowFloor;
  };

  const submit =
    (sign: 1 | -1) =>
    async ({ amount, remark }: FundValues) => {
      const valid = movementAmount(amount);
      // Never so: FormDialog submits no disabled button, and a closed dialog none.
      if (!wallet || !valid) return;
      const signed = sign < 0 ? `-${valid}` : valid;
      // The request's identity in paise terms: "100.5" and "100.50" are one request, one key.
      const key = keys.keyFor([wallet.id, sign * Math.round(Number(valid) * 100), remark.trim()]);
      const movement = await move.mutateAsync({
        walletId: wallet.id,
        amount: signed,
        remark: remark.trim() || undefined,
        idempotencyKey: key,
      });
      useToastStore.getState().showSuccess(
        kit.t(sign > 0 ? 'fund.added' : 'fund.deducted', {
          amount: rupees(Math.abs(movement.transaction_amount)),
          balance: rupees(movement.after_balance),
        }),
      );
      onDone?.();
    };
  // Both buttons follow the text as typed: "-5" or "1e3" is no amount, and enables neither.
  const noAmount = ({ amount }: FundValues) => !movementAmount(amount);

  return (
    <FormDialog<FundValues>
      open={wallet !== null}
      onClose={() => {
        keys.forget();
        onClose();
      }}
      title={t('fund.title')}
      call={move}
      initialValues={{ amount: '', remark: '' }}
      validationSchema={schema}
      noEnterSubmit
      actions={[
        {
          label: t('fund.deduct'),
          palette: 'red',
          variant: 'outline',
          disabled: (values) => noAmount(values) || deductRefused(values),
          describedBy: (values) => (deductRefused(values) ? deductId : undefined),
          onSubmit: submit(-1),
        },
        { label: t('fund.add'), disabled: noAmount, onSubmit: submit(1) },
      ]}
    >
      {({ values, isSubmitting, setFieldValue }) => {
        const valid = movementAmount(values.amount);
        return (
          wallet && (
            <>
              <Text>
                {wallet.name} · {walletTypeLabel(wallet.type)} · {t('fund.balance')}{' '}
                <strong>{rupees(wallet.amount)}</strong>
                {wallet.type === 'postpaid' ? t('fund.creditLimit', { amount: rupees(wallet.credit_limit) }) : ''}
              </Text>
              <MoneyInput
                value={values.amount}
                onChange={(next) => void setFieldValue('amount', next)}
                disabled={isSubmitting}
                negativeHint={t('fund.negativeHint')}
              />
              {valid && <BalancePreview wallet={wallet} amount={valid} deductId={deductId} />}
              <RemarkField disabled={isSubmitting} />
            </>
          )
        );
      }}
    </FormDialog>
  );
}

/**
 * The remark of a money movement (Add/Remove Fund, Bulk Credit): free text up to 500 characters,
 * never < or >, in a FormDialog's `remark`; the form's check of it (`textRule(FIELDS.wallet.remark)`,
 * said once the form was submitted) or a refusal of it by the server shows under it.
 */
export function RemarkField({ disabled }: { disabled: boolean }) {
  const [field, meta, helpers] = useField<string>('remark');
  const t = kit.useT();
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{t('fund.remark')}</Field.Label>
      <Input
        value={field.value}
        maxLength={FIELDS.wallet.remark.maxLength}
        disabled={disabled}
        onChange={(e) => void helpers.setValue(e.currentTarget.value.replace(/[<>]/g, ''))}
      />
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
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
  const t = kit.useT();
  return (
    <Stack gap="0" fontSize="sm" aria-live="polite" data-testid="balance-preview">
      <Text>{t('fund.afterAdd', { amount: rupees(added.balance / 100) })}</Text>
      <Text id={deductId} color={deducted.belowFloor ? 'fg.error' : undefined}>
        {t('fund.afterDeduct', { amount: rupees(deducted.balance / 100) })}
        {deducted.belowFloor ? t(wallet.type === 'postpaid' ? 'fund.belowCreditLimit' : 'fund.belowFloor') : ''}
      </Text>
    </Stack>
  );
}
