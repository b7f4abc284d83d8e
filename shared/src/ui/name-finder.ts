/**
 * The source of a searching picker over one `…/options` endpoint: the first matches by name for
 * what was typed and how many match in all, or exactly the chosen ids (so a saved or linked choice
 * shows its name). Every picker over channels, roles, groups and touchpoints is one of these.
 */
import type { QueryKey } from '@tanstack/react-query';
import { api, unwrap } from '../api/client';
import { optionsQuestion } from '../api/list';
import { quietRead } from '../api/reads';
import type { FilterFinder, FilterSearchRequest } from './filter-search';

/** The options endpoints that answer `{ data: [{ id, name, … }], total }`. */
export type NameOptionsPath =
  | '/merchant/channels/options'
  | '/merchant/roles/options'
  | '/customer/customer-groups/options'
  | '/transaction/orders/touchpoint-options';

export interface NameFinderSpec {
  path: NameOptionsPath;
  /** What the matches are, plural, in the language shown (a catalogue's `t` read when asked): "channels". */
  noun(): string;
  /** The query key of a request, under the resource's key so a write to it refreshes the picker. */
  key(request: FilterSearchRequest): QueryKey;
  /** Body fields that narrow the matches by the parent filter (a channel's touchpoints). */
  narrow?(parent: string): Record<string, number>;
  /** A match's second line in the list ("4 members"). */
  detail?(row: { id: number; name: string; member_count?: number }): string;
}

export function nameFinder({ path, noun, key, narrow, detail }: NameFinderSpec): FilterFinder {
  return {
    noun,
    key,
    read: async ({ search, ids, parent }, signal) => {
      const body = ids ? { ids } : { ...optionsQuestion(search), ...narrow?.(parent) };
      // Quiet: typing in a picker should not throw the loader over the page.
      const answer = unwrap(await api.post(path, body, quietRead({ signal })));
      return {
        options: answer.data.map((row) => ({
          id: row.id,
          label: row.name,
          ...(detail ? { detail: detail(row) } : {}),
        })),
        total: answer.total,
      };
    },
  };
}
