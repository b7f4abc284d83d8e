/**
 * The search box of a list. It reports what was typed 300 ms after the last keystroke, so a list
 * is fetched once per pause rather than once per letter — or at once when focus leaves the box, so
 * a report still pending never lands after the operator has moved on (typing, then opening a row:
 * the late report would bring the list back over the page the row opened). `data-search-box`
 * lets the shell exempt it from Enter-submits-the-form.
 */
import { Input } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { kit } from '../i18n/kit-messages';

export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchInputProps {
  value: string;
  onChange(value: string): void;
  placeholder?: string;
  /** The accessible name; defaults to the placeholder. */
  label?: string;
}

export function SearchInput({ value, onChange, placeholder: ownPlaceholder, label }: SearchInputProps) {
  const t = kit.useT();
  const placeholder = ownPlaceholder ?? t('page.search');
  const [text, setText] = useState(value);
  // A value changed from outside (filters reset, Back) replaces what is in the box; the box's own
  // report coming back (the list now searches it) does not: the operator may have typed on since.
  const [lastValue, setLastValue] = useState(value);
  const [reported, setReported] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    if (value !== reported) {
      setText(value);
      setReported(value);
    }
  }

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The latest callback, so a pending report never calls a stale one.
  const report = useRef(onChange);
  useEffect(() => {
    report.current = onChange;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <Input
      type="search"
      data-search-box=""
      size="sm"
      maxW="xs"
      value={text}
      placeholder={placeholder}
      aria-label={label ?? placeholder}
      onChange={(e) => {
        const next = e.currentTarget.value;
        setText(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          timer.current = undefined;
          setReported(next);
          report.current(next);
        }, SEARCH_DEBOUNCE_MS);
      }}
      onBlur={() => {
        if (timer.current === undefined) return;
        clearTimeout(timer.current);
        timer.current = undefined;
        setReported(text);
        report.current(text);
      }}
    />
  );
}
