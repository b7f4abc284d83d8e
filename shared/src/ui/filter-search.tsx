/**
 * A list filter over more records than a dropdown can hold (a tenant's 2,000 touchpoints): typed
 * text searches the server, the chosen one is the filter's id in the URL, cleared means All. The
 * chosen one's name is read by its id, so a shared link shows the name, not a number.
 */
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { routeId } from '../format/route-id';
import { SearchSelect, type SearchSelectOption } from './search-select';

/** What a searching filter asks the server: the typed text, or exactly the chosen ids; `parent` narrows. */
export interface FilterSearchRequest {
  search: string;
  ids?: number[];
  /** The text of the filter this one is narrowed by ('' = All). */
  parent: string;
}

export interface FilterMatches {
  options: SearchSelectOption[];
  /** How many match in all (counted up to a cap). */
  total: number;
}

/** A searching filter's source: a query per request (its key and how it reads). */
export interface FilterFinder {
  key(request: FilterSearchRequest): QueryKey;
  read(request: FilterSearchRequest, signal: AbortSignal): Promise<FilterMatches>;
  /** What the matches are, plural: "touchpoints". */
  noun: string;
}

export interface FilterSearchProps {
  label: string;
  /** The chosen id as URL text; '' means All. */
  value: string;
  parent: string;
  find: FilterFinder;
  onChange(value: string): void;
}

export function FilterSearch({ label, value, parent, find, onChange }: FilterSearchProps) {
  const [search, setSearch] = useState('');
  const typed: FilterSearchRequest = { search: search.trim(), parent };
  const matches = useQuery({
    queryKey: find.key(typed),
    queryFn: ({ signal }) => find.read(typed, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  // The one picked here is remembered: typing on after a choice searches without losing its name.
  const [picked, setPicked] = useState<SearchSelectOption | null>(null);
  const id = routeId(value);
  const known =
    id === undefined
      ? undefined
      : picked?.id === id
        ? picked
        : matches.data?.options.find((option) => option.id === id);
  const byId: FilterSearchRequest = { search: '', ids: id === undefined ? [] : [id], parent: '' };
  const named = useQuery({
    queryKey: find.key(byId),
    queryFn: ({ signal }) => find.read(byId, signal),
    enabled: id !== undefined && !known,
    staleTime: 30_000,
  });
  // A link's id the tenant does not hold (deleted, another company's) still shows, so it can be cleared.
  const unknown = id !== undefined && named.isSuccess && named.data.options.length === 0;
  const chosen =
    id === undefined
      ? null
      : (known ?? named.data?.options[0] ?? (unknown ? { id, label: `#${id} (not found)` } : null));
  return (
    <SearchSelect
      size="sm"
      label={label}
      value={chosen}
      onChange={(next) => {
        setPicked(next);
        onChange(next ? String(next.id) : '');
      }}
      onSearch={setSearch}
      options={matches.data?.options}
      total={matches.data?.total}
      noun={find.noun}
      placeholder={id !== undefined && !chosen ? 'Loading…' : 'All'}
      emptyText="No match: try another name"
    />
  );
}
