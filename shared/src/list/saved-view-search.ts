/**
 * A list's URL search as a saved view holds it, and what the Views menu says of a view it opened:
 * the search without its paging (and the `view` being opened), compared name by name.
 */
import { PAGING_PARAMS, VIEW_PARAM } from '../contracts/saved-views';
import { kit } from '../i18n/kit-messages';

/** The list's URL search as a view holds it: without its paging and the view being opened. */
export function viewParamsOf(search: URLSearchParams): Record<string, string> {
  const left: readonly string[] = [...PAGING_PARAMS, VIEW_PARAM];
  const out: Record<string, string> = {};
  for (const [name, value] of search) if (!left.includes(name) && value !== '') out[name] = value;
  return out;
}

export function sameParams(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/** The note a shared view's dropped names leave. */
export function droppedNote(dropped: readonly string[]): string | null {
  if (dropped.length === 0) return null;
  return dropped.map((name) => kit.t('views.dropped', { name })).join(' ');
}
