/** A list filter dropdown whose first choice is always "All". */
import { Field, NativeSelect } from '@chakra-ui/react';
import { useId } from 'react';
import { ALL_OPTION } from '../api/list';
import { TIME_RANGES } from '../contracts/time-ranges';
import { kit } from '../i18n/kit-messages';

export interface FilterOption {
  id: string | number;
  text: string;
}

/** The periods a list filters by (1 Day, 1 Week, 1 Month), said in the language shown. */
export const TIME_RANGE_OPTIONS: FilterOption[] = TIME_RANGES.map((range) => ({
  id: range,
  get text() {
    return kit.t(`timeRange.${range}`);
  },
}));

export interface FilterSelectProps {
  label: string;
  /** The chosen id; '' (no filter in the URL) means All. */
  value: string;
  options: FilterOption[];
  onChange(value: string): void;
}

export function FilterSelect({ label, value, options, onChange }: FilterSelectProps) {
  const t = kit.useT();
  const id = useId();
  return (
    <Field.Root id={id} w="auto" minW="40">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value || ALL_OPTION.id} onChange={(e) => onChange(e.currentTarget.value)}>
          <option value={ALL_OPTION.id}>{t('all.option')}</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.text}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
