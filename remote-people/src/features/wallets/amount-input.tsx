/**
 * A rupee amount as typed: a number input with min 0 and step 0.01 (SPEC §2/§5) that keeps at
 * most two decimals and no sign, so it never holds an amount the server would have to round.
 */
import { filterInput } from '@console/shared';
import { MAX_MOVEMENT_RUPEES } from '@console/shared/contracts/limits';
import { Field, Input } from '@console/shared/ui';

/** The typed amount when it is one the server accepts for a movement, else null. */
export function movementAmount(text: string): string | null {
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text.trim())) return null;
  const n = Number(text);
  return n > 0 && n <= MAX_MOVEMENT_RUPEES ? text.trim() : null;
}

export function AmountInput({
  value,
  onChange,
  label = 'Amount',
  disabled,
}: {
  value: string;
  onChange(next: string): void;
  label?: string;
  disabled?: boolean;
}) {
  const tooLarge = Number(value) > MAX_MOVEMENT_RUPEES;
  return (
    <Field.Root invalid={tooLarge}>
      <Field.Label>{label}</Field.Label>
      <Input
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        value={value}
        placeholder="0.00"
        disabled={disabled}
        onChange={(e) => onChange(filterInput(e.currentTarget.value, { decimals: 2, noNegative: true }))}
      />
      {tooLarge && <Field.ErrorText>Enter number smaller than or equal to {MAX_MOVEMENT_RUPEES}</Field.ErrorText>}
    </Field.Root>
  );
}
