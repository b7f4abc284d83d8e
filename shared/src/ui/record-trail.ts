/**
 * A record page's breadcrumb trail, read from the route table: the menu item that serves the page's
 * path gives the list (its first path, named by its sidebar label in the tenant's words and the
 * shown language) and the record's view page (its first other path that is no form: `/add-…`,
 * `/edit-…`).
 */
import { matchPath, useLocation } from 'react-router-dom';
import { SECTIONS, type MenuItem } from '../contracts/route-table';
import { useMenuWords } from '../i18n/kit-menu';
import type { Crumb } from './breadcrumbs';
import { kit } from '../i18n/kit-messages';

export type RecordPageKind = 'form' | 'view';

/** The menu item serving `pathname`, and the pattern of its paths that matched. */
export function menuItemAt(pathname: string): { item: MenuItem; pattern: string } | undefined {
  for (const section of SECTIONS) {
    for (const item of section.items) {
      const pattern = item.paths.find((p) => matchPath(p, pathname) !== null);
      if (pattern) return { item, pattern };
    }
  }
  return undefined;
}

const isFormPath = (path: string) => /^\/(add|edit)-/.test(path);

/** The record's view page for `id`, from the same menu item; undefined when it has none. */
export function viewPathOf(item: MenuItem, current: string, id: number): string | undefined {
  const view = item.paths.slice(1).find((p) => p !== current && !isFormPath(p));
  if (!view) return undefined;
  // A fixed path (Role Management's /role) carries the id in its query.
  return view.includes(':id') ? view.replace(':id', String(id)) : `${view}?id=${id}`;
}

/**
 * The trail: list › record › Edit on an edit form, list › New <noun> on a create form, list ›
 * record on a view page. While the record is not there (loading, not found): list › Edit on a
 * form, list › #<id> on a view (the list alone for an id that is none) — never the page's title,
 * which the heading says. Undefined on a path the route table does not serve.
 */
export function useRecordTrail({
  kind,
  noun,
  id,
  record,
  isNew,
}: {
  kind: RecordPageKind;
  noun: string;
  /** The id the route names, when it names a valid one. */
  id: number | undefined;
  record: { id: number; name: string } | undefined;
  isNew: boolean;
}): Crumb[] | undefined {
  const { pathname } = useLocation();
  const menu = useMenuWords();
  const t = kit.useT();
  const found = menuItemAt(pathname);
  if (!found) return undefined;
  const { item, pattern } = found;
  const list: Crumb = { label: menu.itemLabel(item), to: item.paths[0]! };
  if (isNew) return [list, { label: t('page.new', { noun }) }];
  if (!record && kind === 'form') return [list, { label: t('page.edit') }];
  if (!record) return id === undefined ? [list] : [list, { label: `#${id}` }];
  if (kind === 'view') return [list, { label: record.name }];
  const view = viewPathOf(item, pattern, record.id);
  return [list, view ? { label: record.name, to: view } : { label: record.name }, { label: t('page.edit') }];
}

/** A record's name for its crumb: its `name` when it has one, else `#<id>`. */
export function recordCrumbName(record: { id: number }): string {
  const name = (record as { name?: unknown }).name;
  return typeof name === 'string' && name.trim() !== '' ? name : `#${record.id}`;
}
