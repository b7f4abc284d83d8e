/**
 * Saved views of the console's lists: each user names the list's URL search (filters, sort, page
 * size, columns) and keeps it per list, one of them the list's default. A view is its owner's to
 * change; its shareable link is read by any user of the same tenant who may open that list (the
 * colleague sees the same filters), and names the list does not take (any more) are left out of
 * what the reader gets and listed as `dropped`. Every write is audited.
 */
import {
  ENDPOINTS,
  isSavedViewList,
  LIST_BODY_PAGING,
  LIST_VIEW_PARAMS,
  mayOpenList,
  SAVED_VIEW_LISTS,
  SAVED_VIEW_NAME_MAX,
  SAVED_VIEWS_PER_LIST_MAX,
  viewValueProblem,
  type ListOpener,
  type SavedView,
  type SavedViewBody,
  type SavedViewListPath,
  type SavedViewUpdateBody,
} from '@console/shared/contracts';
import type { Db, DbOrTx } from '../../../db/client';
import { auditCreate, auditUpdate, recordAudit, type Actor } from '../../../lib/audit';
import {
  badRequest,
  conflict,
  forbidden,
  notFound,
  refuseUniqueViolation,
  type HttpError,
} from '../../../lib/http-errors';
import { assertUnchanged } from '../../../lib/stale-record';
import { recordTimes } from '../../../lib/time';
import { snakeFields } from '../../../lib/wire';
import * as repo from './views-repository';

/** Who asks: the actor, and what the route table reads to say which lists they may open. */
export type ViewCaller = Actor & { userId: number } & ListOpener;

const ENTITY = 'saved_view';

/** The names a view of `listPath` may hold: its endpoint's filters, and the list's sort, size and columns. */
const namesByList = new Map<string, ReadonlySet<string>>();
export function viewParamNames(listPath: SavedViewListPath): ReadonlySet<string> {
  let names = namesByList.get(listPath);
  if (!names) {
    const body = ENDPOINTS[SAVED_VIEW_LISTS[listPath]].body as { properties: Record<string, unknown> };
    const paging: readonly string[] = LIST_BODY_PAGING;
    const filters = Object.keys(body.properties).filter((name) => !paging.includes(name));
    names = new Set([...filters, ...LIST_VIEW_PARAMS]);
    namesByList.set(listPath, names);
  }
  return names;
}

function toView(r: repo.ViewRow, reader: ViewCaller): SavedView {
  const known = isSavedViewList(r.listPath) ? viewParamNames(r.listPath) : new Set<string>();
  const entries = Object.entries(r.params);
  return {
    ...snakeFields(r, 'id listPath name isDefault'),
    params: Object.fromEntries(entries.filter(([name]) => known.has(name))),
    own: r.userId === reader.userId,
    dropped: entries.filter(([name]) => !known.has(name)).map(([name]) => name),
    ...recordTimes(r),
  };
}

/** What the audit keeps of a view. */
const audited = ({ id, list_path, name, params, is_default }: SavedView) => ({
  id,
  list_path,
  name,
  params,
  is_default,
});

/** The list `path` names, when the caller may open it: 400 for a page with no views, 403 for one closed to the caller. */
function openList(caller: ViewCaller, path: string): SavedViewListPath {
  if (!isSavedViewList(path)) {
    throw badRequest(`“${path}” is not a list with saved views.`, 'UNKNOWN_LIST', [
      { field: 'list_path', message: 'Not a list with saved views.' },
    ]);
  }
  if (!mayOpenList(caller, path)) throw forbidden('You may not open this list.');
  return path;
}

/** The view's name trimmed, refused (400) when empty or longer than 60 characters. */
function viewName(name: string): string {
  const trimmed = name.trim();
  const problem =
    trimmed.length === 0
      ? 'Give the view a name.'
      : trimmed.length > SAVED_VIEW_NAME_MAX
        ? `A view’s name is at most ${SAVED_VIEW_NAME_MAX} characters.`
        : undefined;
  if (problem) throw badRequest(problem, 'INVALID_VIEW_NAME', [{ field: 'name', message: problem }]);
  return trimmed;
}

/** The params, refused (400, naming the first) when the list does not take a name or a value; empty values left out. */
function viewParams(listPath: SavedViewListPath, params: Record<string, string>): Record<string, string> {
  const known = viewParamNames(listPath);
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (!known.has(name)) {
      const message = `This list has no filter or setting “${name}”.`;
      throw badRequest(message, 'UNKNOWN_VIEW_PARAM', [{ field: `params.${name}`, message }]);
    }
    const problem = viewValueProblem(name, value);
    if (problem) throw badRequest(problem, 'INVALID_VIEW_PARAM', [{ field: `params.${name}`, message: problem }]);
    if (value !== '') kept[name] = value;
  }
  return kept;
}

/** A name or default taken by a save at the same moment: the same 409 the check gives. */
function guardTaken<T>(name: string, work: () => Promise<T>): Promise<T> {
  return refuseUniqueViolation(
    repo.NAME_TAKEN_INDEX,
    () => nameTaken(name),
    () =>
      refuseUniqueViolation(
        repo.ONE_DEFAULT_INDEX,
        () =>
          conflict(
            'Another view of this list was made the default at the same moment. Try again.',
            'VIEW_DEFAULT_RACE',
          ),
        work,
      ),
  );
}

const nameTaken = (name: string): HttpError =>
  conflict(`You already have a view named “${name}” for this list. Choose another name.`, 'VIEW_NAME_TAKEN');

async function ensureNameFree(tx: DbOrTx, caller: ViewCaller, listPath: string, name: string, exceptId?: number) {
  const views = await repo.userViews(tx, caller.tenantId, caller.userId, listPath);
  if (views.some((v) => v.id !== exceptId && v.name.toLowerCase() === name.toLowerCase())) throw nameTaken(name);
  return views;
}

/** The caller's views of the list, by name. */
export async function listViews(db: Db, caller: ViewCaller, listPath: string): Promise<{ data: SavedView[] }> {
  const path = openList(caller, listPath);
  const rows = await repo.userViews(db, caller.tenantId, caller.userId, path);
  return { data: rows.map((r) => toView(r, caller)) };
}

/**
 * A view by its id: the caller's own, or a colleague's of the same tenant when the caller may open
 * its list (a shared link). Anything else is 404, so an id tells nothing of another's views.
 */
export async function getView(db: DbOrTx, caller: ViewCaller, id: number): Promise<SavedView> {
  const row = await repo.findView(db, caller.tenantId, id);
  if (!row || (row.userId !== caller.userId && !mayOpenList(caller, row.listPath))) throw notFound('View');
  return toView(row, caller);
}

/** The caller's own view `id` (404 for anyone else's). */
async function ownView(db: DbOrTx, caller: ViewCaller, id: number): Promise<SavedView> {
  const view = await getView(db, caller, id);
  if (!view.own) throw notFound('View');
  return view;
}

export async function createView(db: Db, caller: ViewCaller, input: SavedViewBody): Promise<SavedView> {
  const listPath = openList(caller, input.list_path);
  const name = viewName(input.name);
  const params = viewParams(listPath, input.params);
  return guardTaken(name, () =>
    db.transaction(async (tx) => {
      const views = await ensureNameFree(tx, caller, listPath, name);
      if (views.length >= SAVED_VIEWS_PER_LIST_MAX) {
        throw conflict(
          `You keep ${SAVED_VIEWS_PER_LIST_MAX} views of this list already; delete one first.`,
          'VIEW_LIMIT',
        );
      }
      const isDefault = input.is_default === true;
      if (isDefault) await repo.clearDefault(tx, caller.tenantId, caller.userId, listPath);
      const id = await repo.insertView(tx, {
        tenantId: caller.tenantId,
        userId: caller.userId,
        listPath,
        name,
        params,
        isDefault,
      });
      return auditCreate(tx, caller, ENTITY, await getView(tx, caller, id), audited);
    }),
  );
}

/** A rename, new params or the default mark (set or taken off), guarded by the `updated_at` read. */
export async function updateView(
  db: Db,
  caller: ViewCaller,
  id: number,
  input: SavedViewUpdateBody,
): Promise<SavedView> {
  // A malformed updated_at is refused (400) before the view is read.
  const unchanged = repo.viewUnchangedSince(input.updated_at);
  const name = input.name === undefined ? undefined : viewName(input.name);
  return guardTaken(name ?? '', () =>
    db.transaction(async (tx) => {
      const before = await ownView(tx, caller, id);
      const listPath = openList(caller, before.list_path);
      const params = input.params === undefined ? before.params : viewParams(listPath, input.params);
      if (name !== undefined) await ensureNameFree(tx, caller, listPath, name, id);
      const isDefault = input.is_default ?? before.is_default;
      if (isDefault && !before.is_default) await repo.clearDefault(tx, caller.tenantId, caller.userId, listPath, id);
      const updated = await repo.updateViewRow(tx, caller.tenantId, caller.userId, id, unchanged, {
        name: name ?? before.name,
        params,
        isDefault,
      });
      assertUnchanged(updated);
      return auditUpdate(tx, caller, ENTITY, before, await getView(tx, caller, id), {
        before: audited,
        after: audited,
      });
    }),
  );
}

export async function deleteView(db: Db, caller: ViewCaller, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await ownView(tx, caller, id);
    await repo.deleteViewRow(tx, caller.tenantId, caller.userId, id);
    await recordAudit(tx, caller, { action: 'delete', entity: ENTITY, entityId: id, before: audited(before) });
  });
}
