/**
 * A picker over more records than a dropdown can hold (a tenant's 2,000 touchpoints) whose choice
 * is an id: typed text searches the server, and the chosen one's name is read by its id, so a
 * shared link or a saved record shows the name, not a number. `FilterSearch` is a list's filter
 * (the id in the URL, cleared means All); `FinderField` is a form's field (the id as the form
 * holds it, '' when none is chosen).
 */
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useField, useFormikContext } from 'formik';
import { memo, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Stack } from '@chakra-ui/react';
import { routeId } from '../format/route-id';
import { CheckboxGroupField } from './form-field';
import { SearchSelect, type SearchSelectOption, type SearchSelectProps } from './search-select';
import { kit } from '../i18n/kit-messages';

/** What a searching picker asks the server: the typed text, or exactly the chosen ids; `parent` narrows. */
export interface FilterSearchRequest {
  search: string;
  ids?: number[];
  /** The text of the filter this one is narrowed by ('' = All, and always '' in a form). */
  parent: string;
}

export interface FilterMatches {
  options: SearchSelectOption[];
  /** How many match in all (counted up to a cap). */
  total: number;
}

/** A searching picker's source, a list filter's or a form field's: a query per request (its key and how it reads). */
export interface FilterFinder {
  key(request: FilterSearchRequest): QueryKey;
  read(request: FilterSearchRequest, signal: AbortSignal): Promise<FilterMatches>;
  /**
   * What the matches are, plural, in the language shown: "touchpoints". Asked when the picker
   * renders, so a finder made once (at module level) still says it in the language picked later.
   */
  noun(): string;
}

/** How long typing pauses before a picker asks the server: one request per pause, not one per letter. */
export const SEARCH_PAUSE_MS = 200;

/** `text` once it has stayed the same for `SEARCH_PAUSE_MS`. */
export function usePaused(text: string): string {
  const [paused, setPaused] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setPaused(text), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return paused;
}

/**
 * A searching picker's state: the matches of what is typed (asked once typing pauses), and the
 * chosen id's option — remembered once seen, else read by its id. `FilterSearch` and `FinderField`
 * are built on it; a picker with a choice of its own beside the records (Bulk Credit's "Selected
 * wallets") uses it with `SearchSelect` directly.
 */
export function useFinderChoice(find: FilterFinder, value: string, parent: string) {
  const t = kit.useT();
  const [text, setText] = useState('');
  const search = usePaused(text);
  const typed: FilterSearchRequest = { search: search.trim(), parent };
  const matches = useQuery({
    queryKey: find.key(typed),
    queryFn: ({ signal }) => find.read(typed, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const id = routeId(value);
  // The chosen one is remembered once seen (picked here, or among the matches): typing on after it
  // searches without losing its name, also when the new matches no longer hold it.
  const [seen, setSeen] = useState<SearchSelectOption | null>(null);
  const listed = id === undefined ? undefined : matches.data?.options.find((option) => option.id === id);
  if (listed && (listed.id !== seen?.id || listed.label !== seen.label)) setSeen(listed);
  const known = id === undefined ? undefined : seen?.id === id ? seen : listed;
  const byId: FilterSearchRequest = { search: '', ids: id === undefined ? [] : [id], parent: '' };
  const named = useQuery({
    queryKey: find.key(byId),
    queryFn: ({ signal }) => find.read(byId, signal),
    enabled: id !== undefined && !known,
    staleTime: 30_000,
  });
  // An id the tenant does not hold (deleted, another company's) still shows, so it can be cleared.
  const unknown = id !== undefined && named.isSuccess && named.data.options.length === 0;
  const missing = useMemo(() => (id === undefined ? null : { id, label: t('pick.notFound', { id }) }), [id, t]);
  const chosen = id === undefined ? null : (known ?? named.data?.options[0] ?? (unknown ? missing : null));
  return {
    chosen,
    /** An id is chosen and its name is still being read. */
    naming: id !== undefined && !chosen,
    pick: setSeen,
    onSearch: setText,
    options: matches.data?.options,
    total: matches.data?.total,
  };
}

export interface FilterSearchProps {
  label: string;
  /** The chosen id as URL text; '' means All. */
  value: string;
  parent: string;
  find: FilterFinder;
  onChange(value: string): void;
}

/**
 * The combobox, drawn again only when what it shows changes: the page around it renders on every
 * keystroke in another field and every list page it loads.
 */
const QuietSearchSelect = memo(SearchSelect);

/** `onChange` as one function for the picker's life, calling the latest one it was given. */
function useSteady<A extends unknown[]>(onChange: (...args: A) => void) {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}

export function FilterSearch({ label, value, parent, find, onChange }: FilterSearchProps) {
  const t = kit.useT();
  return (
    <FinderSelect
      size="sm"
      label={label}
      find={find}
      value={value}
      parent={parent}
      noun={find.noun()}
      placeholder={t('pick.all')}
      onPick={(next) => onChange(next ? String(next.id) : '')}
    />
  );
}

interface FinderSelectProps extends Pick<SearchSelectProps, 'label' | 'size' | 'required' | 'error'> {
  find: FilterFinder;
  /** The chosen id as text, '' when none is chosen. */
  value: string;
  parent: string;
  noun: string;
  placeholder: string;
  /** A pick, or null when the choice is cleared. */
  onPick(next: SearchSelectOption | null): void;
}

/** A finder's combobox, a filter's or a form field's: the matches of what is typed and the chosen one. */
function FinderSelect({ find, value, parent, noun, placeholder, onPick, ...select }: FinderSelectProps) {
  const t = kit.useT();
  const choice = useFinderChoice(find, value, parent);
  const choose = useSteady((next: SearchSelectOption | null) => {
    choice.pick(next);
    onPick(next);
  });
  return (
    <QuietSearchSelect
      {...select}
      value={choice.chosen}
      onChange={choose}
      onSearch={choice.onSearch}
      options={choice.options}
      total={choice.total}
      noun={noun}
      placeholder={choice.naming ? t('pick.loading') : placeholder}
      emptyText={t('pick.noMatch')}
    />
  );
}

export interface FinderFieldProps {
  /** The form's field: the chosen id as text, '' when none is chosen. */
  name: string;
  label: ReactNode;
  find: FilterFinder;
  /** What the matches are, when the tenant words them its own way ("employee groups"); else the finder's noun. */
  noun?: string;
  /** Shown while none is chosen: what to do ("Select role") or what no choice means ("Everyone"). */
  placeholder: string;
  required?: boolean;
}

/** One record of many in a form (a rule's channel, a user's role), found by typing its name. */
export function FinderField({ name, label, find, noun, placeholder, required }: FinderFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const { submitCount } = useFormikContext();
  return (
    <FinderSelect
      label={label}
      required={required}
      find={find}
      value={field.value}
      parent=""
      noun={noun ?? find.noun()}
      placeholder={placeholder}
      onPick={(next) => {
        void helpers.setTouched(true, false);
        void helpers.setValue(next ? String(next.id) : '');
      }}
      error={(meta.touched || submitCount > 0) && typeof meta.error === 'string' ? meta.error : undefined}
    />
  );
}

export interface FinderChecklistFieldProps {
  /** The form's field: the chosen ids as text. */
  name: string;
  label: ReactNode;
  find: FilterFinder;
  /** The record's own choices by name (a customer's groups), listed whether or not they match. */
  known: SearchSelectOption[];
  /** The label of the search that adds one: "Add to a group". */
  addLabel: string;
  noun?: string;
}

const byId = (options: SearchSelectOption[]) => [...new Map(options.map((o) => [o.id, o])).values()];

/**
 * Several records of many in a form (a customer's groups): a box per choice, ticked or not, and a
 * search that adds one when there are more than one page of them. A tenant with few lists them all.
 */
export function FinderChecklistField({ name, label, find, known, addLabel, noun }: FinderChecklistFieldProps) {
  const t = kit.useT();
  const [field, , helpers] = useField<string[] | undefined>(name);
  const firstPage: FilterSearchRequest = { search: '', parent: '' };
  const first = useQuery({
    queryKey: find.key(firstPage),
    queryFn: ({ signal }) => find.read(firstPage, signal),
    staleTime: 30_000,
  });
  const [added, setAdded] = useState<SearchSelectOption[]>([]);
  const everyOne = first.data !== undefined && first.data.total <= first.data.options.length;
  const options = byId([...(everyOne ? first.data.options : []), ...known, ...added]);
  const adder = useFinderChoice(find, '', '');
  const add = useSteady((next: SearchSelectOption | null) => {
    if (!next) return;
    const id = String(next.id);
    setAdded((before) => [...before, next]);
    void helpers.setTouched(true, false);
    void helpers.setValue([...(field.value ?? []).filter((v) => v !== id), id]);
  });
  return (
    <Stack gap="3">
      {options.length > 0 && (
        <CheckboxGroupField
          name={name}
          label={label}
          options={options.map((o) => ({ value: String(o.id), label: o.label }))}
        />
      )}
      {first.data && !everyOne && (
        <QuietSearchSelect
          label={addLabel}
          value={null}
          onChange={add}
          onSearch={adder.onSearch}
          options={adder.options}
          total={adder.total}
          noun={noun ?? find.noun()}
          placeholder={t('pick.typeToSearch')}
          emptyText={t('pick.noMatch')}
        />
      )}
    </Stack>
  );
}
