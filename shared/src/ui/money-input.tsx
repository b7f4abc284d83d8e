/**
 * A rupee amount field: a decimal keyboard, and a keystroke it cannot take (a minus, a letter, a
 * third decimal) refused visibly under the field rather than dropped or rounded. The refusal
 * stands while the operator keeps typing after it — "-5" is not 5, "5e0" is not 50 — and holds
 * the dialog's buttons (`onRefusal`) or the form's Save, until they correct the amount (delete or
 * replace what they typed). So no button is ever enabled on a value other than the one meant.
 * `MoneyInput` is controlled by its dialog; `MoneyField` is the same inside a Formik form.
 */
import { Field, Input } from '@chakra-ui/react';
import { useField, useFormikContext } from 'formik';
import { type ReactNode, useId, useRef, useState } from 'react';
import { MONEY_MESSAGES, moneyKeystroke } from '../forms/money';
import { MAX_MOVEMENT_RUPEES } from '../contracts/limits';
import { RequiredMark } from './form-field';

export interface MoneyInputProps {
  value: string;
  onChange(next: string): void;
  label?: ReactNode;
  disabled?: boolean;
  /** Added to the "Amounts are positive" refusal, e.g. "use Deduct Fund to take money out". */
  negativeHint?: string;
  /** A refusal of the whole value (from a form's schema), shown when no keystroke was refused. */
  error?: string | undefined;
  required?: boolean;
  helperText?: ReactNode;
  /** Told when a refusal starts to stand (its message) and when it is corrected (null). */
  onRefusal?(message: string | null): void;
}

/** Whether `next` only adds to the end of `previous`: typing on after a refusal, not correcting it. */
const typesOn = (previous: string, next: string) => next.length > previous.length && next.startsWith(previous);

export function MoneyInput({
  value,
  onChange,
  label = 'Amount',
  disabled,
  negativeHint,
  error,
  required,
  helperText = 'Rupees, up to two decimals',
  onRefusal,
}: MoneyInputProps) {
  const id = useId();
  const [refused, setRefusedState] = useState<string | null>(null);
  const setRefused = (next: string | null) => {
    setRefusedState(next);
    if (next !== refused) onRefusal?.(next);
  };
  const tooLarge = Number(value) > MAX_MOVEMENT_RUPEES ? MONEY_MESSAGES.tooLarge : undefined;
  const message = refused ?? error ?? tooLarge;
  return (
    <Field.Root id={id} invalid={!!message} required={false}>
      <Field.Label>
        {label}
        {required && <RequiredMark />}
      </Field.Label>
      <Input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        placeholder="0.00"
        disabled={disabled}
        aria-required={required || undefined}
        onChange={(e) => {
          const result = moneyKeystroke(e.currentTarget.value, negativeHint);
          if ('refused' in result) return setRefused(result.refused);
          if (!refused || !typesOn(value, result.text)) setRefused(null);
          onChange(result.text);
        }}
      />
      {message ? (
        <Field.ErrorText aria-live="polite">{message}</Field.ErrorText>
      ) : (
        <Field.HelperText>{helperText}</Field.HelperText>
      )}
    </Field.Root>
  );
}

/**
 * The money field of a Formik form (a credit limit): the same refusals, and the schema's error. A
 * standing refusal is also the field's error, so Save is refused and focus comes back here.
 */
export function MoneyField({ name, label, required }: { name: string; label: ReactNode; required?: boolean }) {
  const refusal = useRef<string | null>(null);
  const [field, meta, helpers] = useField<string>({ name, validate: () => refusal.current ?? undefined });
  const { submitCount } = useFormikContext();
  const error = typeof meta.error === 'string' && (meta.touched || submitCount > 0) ? meta.error : undefined;
  return (
    <MoneyInput
      label={label}
      value={field.value ?? ''}
      onChange={(next) => void helpers.setValue(next)}
      error={error}
      required={required}
      onRefusal={(message) => {
        refusal.current = message;
      }}
    />
  );
}
