/**
 * The saved views' calls (`/merchant/views`): the kit's Views menu makes them itself, as the fund
 * dialog moves money, so every list saves and opens its views alike. Reads are quiet; a write's
 * refusal is shown by the menu's dialog, not toasted too.
 */
import type { QueryFunctionContext } from '@tanstack/react-query';
import type { SavedView, SavedViewBody, SavedViewUpdateBody } from '../contracts/saved-view-schemas';
import { api, unwrap } from './client';
import { quietRead } from './reads';

/** The kit's own query keys (every remote shares one client; the kit's keys start with 'kit'). */
export const savedViewKeys = {
  all: ['kit', 'saved-views'] as const,
  list: (listPath: string) => ['kit', 'saved-views', 'list', listPath] as const,
};

/**
 * The caller's views of the list at `listPath`, by name. Asked for at sign-in beside the page's
 * first rows (`meta.opensPage`), they are that page's too: the navigation that opens it does not
 * cancel them.
 */
export async function readSavedViews(
  listPath: string,
  context: Pick<QueryFunctionContext, 'signal'> & Partial<Pick<QueryFunctionContext, 'meta'>>,
) {
  const options = { ...quietRead(context), keepOnNavigation: context.meta?.opensPage === true };
  return unwrap(await api.post('/merchant/views/mine', { list_path: listPath }, options)).data;
}

/** A view by id (the caller's, or a colleague's through a shared link): undefined with the reason when it cannot be read. */
export async function readSavedView(id: number): Promise<{ view: SavedView } | { refusal: string }> {
  const result = await api.get(`/merchant/views/${id}`, { quiet: true, noErrorToast: true });
  return result.ok ? { view: result.data.data } : { refusal: result.message };
}

export async function createSavedView(body: SavedViewBody): Promise<SavedView> {
  return unwrap(await api.post('/merchant/views', body, { noErrorToast: true })).data;
}

export async function updateSavedView(id: number, body: SavedViewUpdateBody): Promise<SavedView> {
  return unwrap(await api.put(`/merchant/views/${id}`, body, { noErrorToast: true })).data;
}

export async function deleteSavedView(id: number): Promise<void> {
  unwrap(await api.delete(`/merchant/views/${id}`, { noErrorToast: true }));
}
