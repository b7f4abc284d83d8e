/**
 * One choice out of many, found by typing (a wallet's owner among thousands of customers): a
 * combobox whose options are the server's matches for what was typed. The chosen one shows in
 * the input; choosing another replaces it — nothing is unchecked behind the operator's back.
 */
import { Combobox, Field, Portal, Text, useListCollection } from '@chakra-ui/react';
import { Spinner } from './spinner';
import { type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { OPTIONS_COUNT_CAP } from '../contracts/limits';
import { RequiredMark } from './form-field';
import { kit } from '../i18n/kit-messages';

export interface SearchSelectOption {
  id: number;
  label: string;
  /** Said after the label in the list of matches, not in the input ("4 members"). */
  detail?: string;
}

export interface SearchSelectProps {
  label: ReactNode;
  /** The chosen option, or null. */
  value: SearchSelectOption | null;
  onChange(next: SearchSelectOption | null): void;
  /** Called with what is typed; the caller fetches the matches. */
  onSearch(text: string): void;
  /** The matches of the current search; undefined while the first ones load. */
  options: SearchSelectOption[] | undefined;
  /** How many matches the server returns at most: a full list asks to type more. */
  limit?: number;
  /** How many match in all (the server's capped count) and what they are: "Type to search 2,000 touchpoints". */
  total?: number;
  noun?: string;
  /** `sm` in a list's filter row, beside its other filters. */
  size?: 'sm' | 'md';
  placeholder?: string;
  /** Shown when nothing matches what was typed. */
  emptyText?: string;
  required?: boolean;
  disabled?: boolean;
  error?: string | undefined;
  helperText?: ReactNode;
}

/** "Type to search 2,000 touchpoints"; past the count's cap, "more than 10,000". */
export const searchHint = (total: number, noun: string) =>
  total > OPTIONS_COUNT_CAP
    ? kit.t('pick.hintMore', { n: OPTIONS_COUNT_CAP.toLocaleString('en-IN'), noun })
    : kit.t('pick.hint', { n: total.toLocaleString('en-IN'), noun });

export function SearchSelect({
  label,
  value,
  onChange,
  onSearch,
  options,
  limit,
  total,
  noun: ownNoun,
  size = 'md',
  placeholder: ownPlaceholder,
  emptyText: ownEmptyText,
  required,
  disabled,
  error,
  helperText,
}: SearchSelectProps) {
  const t = kit.useT();
  const noun = ownNoun ?? t('pick.records');
  const placeholder = ownPlaceholder ?? t('pick.typeToSearch');
  const emptyText = ownEmptyText ?? t('pick.noMatchMobile');
  const id = useId();
  const { collection, set } = useListCollection<SearchSelectOption>({
    initialItems: [],
    itemToString: (item) => item.label,
    itemToValue: (item) => String(item.id),
  });
  // The chosen option stays in the collection so the input can show it. Callers build `options`
  // and `value` afresh on each render, so the collection follows their content, not their
  // identity (an identity dependency would set, re-render and set again forever).
  const items = options ?? [];
  const shown = value && !items.some((o) => o.id === value.id) ? [value, ...items] : items;
  const content = JSON.stringify(shown.map((o) => [o.id, o.label, o.detail]));
  useEffect(() => {
    set(
      JSON.parse(content).map(([id, label, detail]: [number, string, string | null]) =>
        detail ? { id, label, detail } : { id, label },
      ),
    );
  }, [content, set]);
  // The input shows the chosen one's name, also when the choice changes from outside (cleared,
  // Back, a linked one's name that arrived): such a change starts the field afresh with it. A choice
  // made here is noted first, so it does not (the field keeps its focus).
  const chosen = value ? `${value.id}:${value.label}` : '';
  const [noted, setNoted] = useState(chosen);
  const [generation, setGeneration] = useState(0);
  if (chosen !== noted) {
    setNoted(chosen);
    setGeneration((g) => g + 1);
  }
  // Inside a dialog the matches open within it: a modal dialog hides everything outside itself
  // from assistive technology, the matches too if they were put at the page's end.
  const field = useRef<HTMLDivElement>(null);
  const [inDialog, setInDialog] = useState(false);
  useLayoutEffect(() => setInDialog(!!field.current?.closest('[role="dialog"], [role="alertdialog"]')), []);

  return (
    <Field.Root ref={field} id={id} invalid={!!error} {...(size === 'sm' ? { w: 'auto', minW: '56' } : {})}>
      <Combobox.Root
        size={size}
        collection={collection}
        value={value ? [String(value.id)] : []}
        key={generation}
        defaultInputValue={value?.label ?? ''}
        onInputValueChange={(details) => {
          if (details.reason === 'input-change') onSearch(details.inputValue);
        }}
        onValueChange={(details) => {
          const next = details.items[0] ?? null;
          setNoted(next ? `${next.id}:${next.label}` : '');
          onChange(next);
        }}
        openOnClick
        disabled={disabled}
        inputBehavior="autohighlight"
        width="full"
      >
        <Combobox.Label>
          {label}
          {required && <RequiredMark />}
        </Combobox.Label>
        <Combobox.Control>
          <Combobox.Input placeholder={placeholder} aria-required={required || undefined} />
          <Combobox.IndicatorGroup>
            {options === undefined && <Spinner size="xs" aria-label={t('pick.searching')} />}
            {/* A tab stop (the library leaves it to the pointer), so a keyboard can clear the choice too. */}
            <Combobox.ClearTrigger aria-label={t('pick.clear')} tabIndex={0} />
            <Combobox.Trigger aria-label={t('pick.show')} />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Portal disabled={inDialog}>
          <Combobox.Positioner>
            <Combobox.Content>
              <Combobox.Empty>{emptyText}</Combobox.Empty>
              {/* First, where it is read before the matches (a long list scrolls). */}
              {total !== undefined && options !== undefined && total > options.length ? (
                <Text px="2" py="1.5" fontSize="sm" color="fg.muted">
                  {searchHint(total, noun)}
                </Text>
              ) : (
                total === undefined &&
                limit !== undefined &&
                (options?.length ?? 0) >= limit && (
                  <Text px="2" py="1.5" fontSize="sm" color="fg.muted">
                    {t('pickers.firstType', { limit })}
                  </Text>
                )
              )}
              {collection.items.map((item) => (
                <Combobox.Item item={item} key={item.id}>
                  {item.label}
                  {item.detail && (
                    <Text as="span" color="fg.muted">
                      {' '}
                      ({item.detail})
                    </Text>
                  )}
                  <Combobox.ItemIndicator />
                </Combobox.Item>
              ))}
            </Combobox.Content>
          </Combobox.Positioner>
        </Portal>
      </Combobox.Root>
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        helperText && <Field.HelperText>{helperText}</Field.HelperText>
      )}
    </Field.Root>
  );
}
