/**
 * A rupee amount field: a decimal keyboard, and the text kept exactly as typed — a minus, a letter
 * or a third decimal is never dropped or rewritten — with the reason it is no amount under it
 * (`moneyProblem`). Whoever sends the amount disables its buttons on the same test, so a button is
 * never enabled beside a refusal, nor on a value other than the one typed.
 * `MoneyInput` is controlled by its dialog; `MoneyField` is the same inside a Formik form.
 */
import { Field, Input } from '@chakra-ui/react';
import { useField, useFormikContext } from 'formik';
import { type ReactNode, useId } from 'react';
import { moneyProblem } from '../forms/money';
import { RequiredMark } from './form-field';
import { kit } from '../i18n/kit-messages';

export interface MoneyInputProps {
  value: string;
  onChange(next: string): void;
  label?: ReactNode;
  disabled?: boolean;
  /** Added to the "Amounts are positive" refusal, e.g. "use Deduct Fund to take money out". */
  negativeHint?: string;
  /** A refusal of the whole value (from a form's schema), shown when the text itself is an amount. */
  error?: string | undefined;
  required?: boolean;
  helperText?: ReactNode;
}

export function MoneyInput({
  value,
  onChange,
  label: ownLabel,
  disabled,
  negativeHint,
  error,
  required,
  helperText: ownHelperText,
}: MoneyInputProps) {
  const t = kit.useT();
  const label = ownLabel ?? t('money.amount');
  const helperText = ownHelperText ?? t('money.helper');
  const id = useId();
  const message = moneyProblem(value, negativeHint) ?? error;
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
        onChange={(e) => onChange(e.currentTarget.value)}
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
 * text that is no amount is also the field's error, so Save is refused and focus comes back here.
 */
export function MoneyField({ name, label, required }: { name: string; label: ReactNode; required?: boolean }) {
  const [field, meta, helpers] = useField<string>({
    name,
    validate: (value) => moneyProblem(value ?? '') ?? undefined,
  });
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
