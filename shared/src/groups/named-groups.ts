/**
 * A named group of the tenant with members (Employee Groups of customers, Touchpoint Groups of
 * touchpoints): what differs from one kind to another, given once by the feature that owns it and
 * read by the kit's three group pages — `<NamedGroupListPage>`, `<NamedGroupFormPage>` and
 * `<NamedGroupViewPage>`. The feature keeps its API files and query keys; this names them.
 */
import type { UseQueryOptions } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import type { ListPage } from '../api/list';
import type { ListBody, ListQuery } from '../list/use-list-page';
import type { RecordQuery } from '../list/use-record-route';
import type { DataTableColumn } from '../ui/table-types';
import type { NamedGroupForm, NamedGroupMember } from './group-form';

/** What every named group is: the fields the kit's pages read. */
export interface NamedGroup {
  id: number;
  name: string;
  /** The tenant's default group: never edited or deleted. */
  is_default: boolean;
  created_at: string;
  updated_at: string;
}

/** The list request the group list sends: the paging and sort, and the search. */
export interface NamedGroupListBody extends ListBody {
  search?: string | undefined;
}

export interface NamedGroups<G extends NamedGroup, M extends NamedGroupMember, P extends NamedGroupMember, B, U> {
  /** The group's kind, capitalised: "Group", "Touchpoint Group" (titles, Add button, not found, saved). */
  noun: string;
  /** What its members are called on its pages: "Members", "Touchpoints". */
  membersNoun: string;
  /** Its list; its view page (`${view}/:id`); its form (`${form}`, and `${form}/:id` to edit). */
  paths: { list: string; view: string; form: string };
  /** The list page's heading and its actions column's header ("Action" or "Actions"). */
  list: { title: string; subtitle: string; actionsHeader: string };
  /** The api files: the list, the detail, one page of members (`groupMembersPageQuery`), the writes. */
  api: {
    list(body: NamedGroupListBody): ReturnType<ListQuery<G, NamedGroupListBody>>;
    detail: RecordQuery<G>;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the key's exact tuple is the api file's business
    members(id: number, page: number, pageSize: number): UseQueryOptions<ListPage<M>, Error, ListPage<M>, any>;
    useCreate(): { mutateAsync(body: B): Promise<unknown> };
    useUpdate(): { mutateAsync(change: { id: number; body: U }): Promise<unknown> };
    /** The feature's `useDeleteRecord` hook (the delete dialog makes the call). */
    useDelete(): (group: G, options?: { redirectTo?: string }) => void;
  };
  /** The group's form: its values, rules and bodies (`namedGroupForm`). */
  form: NamedGroupForm<B, U>;
  /** The records to add: the feature's picker (`AddMembersField`). */
  picker: {
    useOptions(search: string): { data: P[] | undefined };
    /** How many one search answers at most. */
    limit: number;
    itemLabel(item: P): string;
    searchPlaceholder: string;
  };
  /** How many members the group has (its heading's and details' count). */
  memberCount(group: G): number;
  /** The members' columns on the view page (and on the form, unless `formColumns` says otherwise). */
  columns: DataTableColumn<M>[];
  /** The current members' columns on the form, where they differ (no links that would leave the form). */
  formColumns?: DataTableColumn<M>[];
  /** The view page's details after Name. */
  details(group: G): [label: string, value: ReactNode][];
  /**
   * The feature's own actions on the view page, before Edit (Employee Groups' Import members, with
   * its dialog); like Edit, not on the default group.
   */
  viewActions?: ComponentType<{ group: G }>;
  /**
   * Why a group cannot be deleted now (an institution links it), or null: its Delete stays,
   * unavailable, and says why (the server refuses it all the same).
   */
  deleteUnavailable?(group: G): string | null;
}
