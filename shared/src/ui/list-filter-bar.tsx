/**
 * The row of controls above a list: the search box (the `search` filter) and one dropdown per
 * filter, each with the All option, all read from and written to the list's URL state
 * (`useListPage`). A screen names its filters; it does not wire each control by hand. A filter
 * narrowed by another (Sub-Department by Department) offers only what fits the other's choice,
 * and changing the other drops a choice that no longer fits, in the same URL change. A filter over
 * more records than a dropdown holds searches the server as the operator types (`find`).
 */
import { HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ALL_OPTION } from '../api/list';
import type { FilterChanges } from '../list/use-list-page';
import { FilterSearch, type FilterFinder } from './filter-search';
import { FilterSelect, type FilterOption } from './filter-select';
import { SearchInput } from './search-input';

interface ListFilterBase<N extends string> {
  /** The filter's name in the list body (and the URL). */
  name: N;
  label: string;
  /** The filter whose choice narrows this one's options. */
  narrowedBy?: N;
}

/** A dropdown of every option, or a search of the server's (`find`) when there are too many to list. */
export type ListFilterSelect<N extends string> = ListFilterBase<N> &
  (
    | {
        /** The options; for a narrowed filter, those that fit the text of the filter it is narrowed by ('' = All). */
        options: FilterOption[] | ((parent: string) => FilterOption[]);
        find?: never;
      }
    | { find: FilterFinder; options?: never }
  );

export interface ListFilterBarProps<N extends string> {
  list: { filters: Record<N, string>; setFilters(changes: FilterChanges<N>): void };
  /** The search box's placeholder; without it the bar has no search box. */
  search?: string;
  selects?: ListFilterSelect<N>[];
  /** Anything else the screen puts in the row. */
  children?: ReactNode;
}

export function ListFilterBar<N extends string>({ list, search, selects = [], children }: ListFilterBarProps<N>) {
  const parentOf = (select: ListFilterSelect<N>, filters: Record<N, string>) =>
    select.narrowedBy ? (filters[select.narrowedBy] ?? '') : '';
  const optionsOf = (select: ListFilterSelect<N>, filters: Record<N, string>) =>
    typeof select.options === 'function' ? select.options(parentOf(select, filters)) : (select.options ?? []);

  // Decided on the filters as the last change left them: a Sub-Department chosen just before a
  // Department is weighed, even if the screen has not rendered it yet.
  const choose = (name: N, text: string) =>
    list.setFilters((current) => {
      const next = { ...current, [name]: text === ALL_OPTION.id ? '' : text };
      const changes = { [name]: text } as Partial<Record<N, string>>;
      for (const child of selects) {
        const chosen = current[child.name];
        if (child.narrowedBy !== name || !chosen) continue;
        // A searching filter does not hold every option: another parent than All drops its choice.
        const fits = child.find
          ? next[name] === ''
          : optionsOf(child, next).some((option) => String(option.id) === chosen);
        if (!fits) changes[child.name] = '';
      }
      return changes;
    });

  return (
    <HStack gap="3" mb="3" wrap="wrap" align="end">
      {search !== undefined && (
        <SearchInput
          value={list.filters['search' as N] ?? ''}
          onChange={(value) => choose('search' as N, value)}
          placeholder={search}
        />
      )}
      {selects.map((select) =>
        select.find ? (
          <FilterSearch
            // Another parent starts the search afresh (what was typed was for the other one's touchpoints).
            key={`${select.name}:${parentOf(select, list.filters)}`}
            label={select.label}
            value={list.filters[select.name] ?? ''}
            parent={parentOf(select, list.filters)}
            find={select.find}
            onChange={(value) => choose(select.name, value)}
          />
        ) : (
          <FilterSelect
            key={select.name}
            label={select.label}
            value={list.filters[select.name] ?? ''}
            options={optionsOf(select, list.filters)}
            onChange={(value) => choose(select.name, value)}
          />
        ),
      )}
      {children}
    </HStack>
  );
}
