/**
 * A rupee amount field: a decimal keyboard, and a keystroke it cannot take (a minus, a letter, a
 * third decimal) refused visibly under the field rather than dropped or rounded. `MoneyInput` is
 * controlled by its dialog; `MoneyField` is the same inside a Formik form.
 */
import { Field, Input } from '@chakra-ui/react';
import { useField, useFormikContext } from 'formik';
import { type ReactNode, useId, useState } from 'react';
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
}

export function MoneyInput({
  value,
  onChange,
  label = 'Amount',
  disabled,
  negativeHint,
  error,
  required,
  helperText = 'Rupees, up to two decimals',
}: MoneyInputProps) {
  const id = useId();
  const [refused, setRefused] = useState<string | null>(null);
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
          setRefused(null);
          onChange(result.text);
        }}
        onBlur={() => setRefused(null)}
      />
      {message ? (
        <Field.ErrorText aria-live="polite">{message}</Field.ErrorText>
      ) : (
        <Field.HelperText>{helperText}</Field.HelperText>
      )}
    </Field.Root>
  );
}

/** The money field of a Formik form (a credit limit): the same refusals, and the schema's error. */
export function MoneyField({ name, label, required }: { name: string; label: ReactNode; required?: boolean }) {
  const [field, meta, helpers] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const error = typeof meta.error === 'string' && (meta.touched || submitCount > 0) ? meta.error : undefined;
  return (
    <MoneyInput
      label={label}
      value={field.value ?? ''}
      onChange={(next) => void helpers.setValue(next)}
      error={error}
      required={required}
    />
  );
}
