/**
 * The kit's one day picker, for every filter and form that takes a day: a text box that shows the
 * console's format ("07 Nov 2026", as every time on screen reads) whatever the browser's locale,
 * with a calendar beside it. The value is the API's "2026-11-07" ('' for none).
 *
 * An operator may type "7/11/2026", "7 Nov 2026" or "2026-11-07" (day first, as India writes it):
 * it is read when they leave the box or press Enter. What they typed stays as typed until then,
 * and text that is not a day (or falls outside min/max) stays too, with its reason under the box —
 * never replaced by a guess, and the value does not change.
 */
import { DatePicker, Field, HStack, IconButton, Input, Portal, parseDate, type DateValue } from '@chakra-ui/react';
import { useState } from 'react';
import { formatDay, parseDay } from '../format/format';
import { CalendarDays } from './icons';
import { kit } from '../i18n/kit-messages';

export interface DateFieldProps {
  label: string;
  /** "YYYY-MM-DD", or '' for none. */
  value: string;
  onChange(value: string): void;
  /** The earliest and latest days offered ("YYYY-MM-DD"). */
  min?: string | undefined;
  max?: string | undefined;
  disabled?: boolean | undefined;
  /** Shown in the empty box (why it is disabled, say); the kit's "DD Mon YYYY" by default. */
  placeholder?: string | undefined;
}

const day = (ymd: string | undefined): DateValue | undefined => (ymd && parseDay(ymd) ? parseDate(ymd) : undefined);

/** Why `text` is not a day this field takes, or the day ("YYYY-MM-DD") it is. */
export function readDay(text: string, { min, max }: { min?: string | undefined; max?: string | undefined } = {}) {
  const ymd = parseDay(text);
  if (!ymd) return { error: kit.t('date.notADay', { text: text.trim() }) };
  if (min && ymd < min) return { error: kit.t('date.orLater', { day: formatDay(min) }) };
  if (max && ymd > max) return { error: kit.t('date.orEarlier', { day: formatDay(max) }) };
  return { ymd };
}

export function DateField({ label, value, onChange, min, max, disabled, placeholder }: DateFieldProps) {
  // What the operator is typing (null: not editing, the box shows the value) and why it is refused.
  const t = kit.useT();
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const settle = (next: string) => {
    setText(null);
    setError(undefined);
    if (next !== value) onChange(next);
  };
  const commit = () => {
    if (text === null) return;
    if (text.trim() === '') return settle('');
    const read = readDay(text, { min, max });
    if (read.ymd) settle(read.ymd);
    else setError(read.error);
  };
  const current = day(value);

  return (
    <Field.Root w="auto" invalid={error !== undefined} disabled={disabled}>
      <Field.Label fontSize="sm">{label}</Field.Label>
      <HStack gap="1">
        <Input
          size="sm"
          w="9.5rem"
          inputMode="text"
          autoComplete="off"
          placeholder={placeholder ?? t('date.placeholder')}
          value={text ?? formatDay(value)}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setError(undefined);
          }}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              commit();
            }
          }}
        />
        <DatePicker.Root
          size="sm"
          w="auto"
          locale="en-GB"
          startOfWeek={1}
          disabled={disabled}
          value={current ? [current] : []}
          min={day(min)}
          max={day(max)}
          onValueChange={(details) => settle(details.value[0]?.toString() ?? '')}
        >
          <DatePicker.Control>
            <DatePicker.Trigger asChild>
              <IconButton size="sm" variant="outline" aria-label={t('date.calendar', { label })}>
                <CalendarDays aria-hidden />
              </IconButton>
            </DatePicker.Trigger>
          </DatePicker.Control>
          <Portal>
            <DatePicker.Positioner>
              <DatePicker.Content>
                <DatePicker.View view="day">
                  <DatePicker.Header />
                  <DatePicker.DayTable />
                </DatePicker.View>
                <DatePicker.View view="month">
                  <DatePicker.Header />
                  <DatePicker.MonthTable />
                </DatePicker.View>
                <DatePicker.View view="year">
                  <DatePicker.Header />
                  <DatePicker.YearTable />
                </DatePicker.View>
              </DatePicker.Content>
            </DatePicker.Positioner>
          </Portal>
        </DatePicker.Root>
      </HStack>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
