/**
 * The row of controls above a list: the search box (the `search` filter) and one dropdown per
 * filter, each with the All option, all read from and written to the list's URL state
 * (`useListPage`). A screen names its filters; it does not wire each control by hand.
 */
import { HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FilterSelect, type FilterOption } from './filter-select';
import { SearchInput } from './search-input';

export interface ListFilterSelect<N extends string> {
  /** The filter's name in the list body (and the URL). */
  name: N;
  label: string;
  options: FilterOption[];
}

export interface ListFilterBarProps<N extends string> {
  list: { filters: Record<N, string>; setFilter(name: N, text: string): void };
  /** The search box's placeholder; without it the bar has no search box. */
  search?: string;
  selects?: ListFilterSelect<N>[];
  /** Anything else the screen puts in the row. */
  children?: ReactNode;
}

export function ListFilterBar<N extends string>({ list, search, selects = [], children }: ListFilterBarProps<N>) {
  return (
    <HStack gap="3" mb="3" wrap="wrap" align="end">
      {search !== undefined && (
        <SearchInput
          value={list.filters['search' as N] ?? ''}
          onChange={(value) => list.setFilter('search' as N, value)}
          placeholder={search}
        />
      )}
      {selects.map((select) => (
        <FilterSelect
          key={select.name}
          label={select.label}
          value={list.filters[select.name] ?? ''}
          options={select.options}
          onChange={(value) => list.setFilter(select.name, value)}
        />
      ))}
      {children}
    </HStack>
  );
}
