/**
 * A membership form's two halves (a group's customers, a touchpoint group's touchpoints): the
 * records to add, picked by searching (Formik field `members`), and on an edit the current
 * members a page at a time, each with a Remove box (ticked ones go to the Formik field `remove`).
 * The form's body builders turn them into the create's whole set or the edit's add/remove delta.
 */
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { useField } from 'formik';
import { useMemo, useState } from 'react';
import type { Pagination as PageInfo } from '../contracts/common';
import type { DataTableColumn } from './data-table';
import { MultiPicker } from './multi-picker';
import { PagedTable } from './paged-table';
import { Checkbox, Heading, Stack } from './ui';
import { kit } from '../i18n/kit-messages';

interface Member {
  id: number;
  name: string;
}

/** The records to add (`members`): the kit's MultiPicker over the feature's options query. */
export function AddMembersField<T extends Member>({
  label,
  useOptions,
  limit,
  itemLabel,
  searchPlaceholder,
}: {
  /** "Add Members" on an edit, "Members" on a create; the count chosen follows it. */
  label: string;
  /** The feature's options hook (`useCustomerOptions`): the matches of a search text. */
  useOptions(search: string): { data: T[] | undefined };
  /** How many one search answers at most. */
  limit: number;
  itemLabel(item: T): string;
  searchPlaceholder: string;
}) {
  const [field, meta, helpers] = useField<T[]>('members');
  const [search, setSearch] = useState('');
  const matches = useOptions(search);
  return (
    <MultiPicker
      label={`${label} (${field.value.length})`}
      value={field.value}
      onChange={(next) => void helpers.setValue(next)}
      error={meta.touched && typeof meta.error === 'string' ? meta.error : undefined}
      search={search}
      onSearch={setSearch}
      matches={{ data: matches.data, limit }}
      itemLabel={itemLabel}
      searchPlaceholder={searchPlaceholder}
    />
  );
}

/** The current members with a Remove box each (`remove`), paged by the server. */
export function CurrentMembers<T extends Member, K extends QueryKey>({
  heading,
  count,
  caption,
  noun,
  columns,
  query,
}: {
  /** "Current Members": the count and how many are ticked follow it. */
  heading: string;
  count: number;
  caption: string;
  noun: string;
  /** The member's own columns; the Remove column is added. */
  columns: DataTableColumn<T>[];
  query(
    page: number,
    pageSize: number,
  ): UseQueryOptions<{ data: T[]; pagination: PageInfo }, Error, { data: T[]; pagination: PageInfo }, K>;
}) {
  const t = kit.useT();
  const [field, , helpers] = useField<Member[]>('remove');
  const removing = field.value;
  const withRemove = useMemo<DataTableColumn<T>[]>(
    () => [
      ...columns,
      {
        id: 'remove',
        header: t('pick.removeHeader'),
        cell: ({ row }) => {
          const member = row.original;
          const ticked = removing.some((m) => m.id === member.id);
          return (
            <Checkbox.Root
              checked={ticked}
              onCheckedChange={() =>
                void helpers.setValue(ticked ? removing.filter((m) => m.id !== member.id) : [...removing, member])
              }
            >
              <Checkbox.HiddenInput aria-label={t('pick.remove', { name: member.name })} />
              <Checkbox.Control />
            </Checkbox.Root>
          );
        },
      },
    ],
    [columns, removing, helpers, t],
  );
  return (
    <Stack gap="2" mt="6">
      <Heading as="h2" size="md">
        {heading} ({count}){removing.length > 0 ? t('group.toRemove', { n: removing.length }) : ''}
      </Heading>
      <PagedTable caption={caption} columns={withRemove} noun={noun} query={query} />
    </Stack>
  );
}
