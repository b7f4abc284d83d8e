/**
 * The saved views' wire shapes (`saved-views.ts` holds their rules and lists). A view's `params`
 * is the list's URL search without its paging: filter texts, `sort`, `dir`, `size` and `columns`.
 */
import { Type, type Static } from 'typebox';
import { DataResponse, UpdatedAt } from './common';
import { SAVED_VIEW_NAME_MAX, SAVED_VIEW_VALUE_MAX } from './saved-views';

const ListPath = Type.String({ minLength: 1, maxLength: 100 });
const ViewName = Type.String({ minLength: 1, maxLength: 200 });
/** Name → text; the server refuses a name the list does not know, with the name in its message. */
export const SavedViewParams = Type.Record(
  Type.String({ maxLength: 64 }),
  Type.String({ maxLength: SAVED_VIEW_VALUE_MAX }),
  {
    maxProperties: 40,
  },
);
export type SavedViewParams = Static<typeof SavedViewParams>;

export const SavedView = Type.Object({
  id: Type.Integer(),
  list_path: Type.String(),
  name: Type.String({ maxLength: SAVED_VIEW_NAME_MAX }),
  params: SavedViewParams,
  is_default: Type.Boolean(),
  /** The view's owner: false when a colleague's shared link opened it. */
  own: Type.Boolean(),
  /** Names the view holds that the reader may not use (left out of `params`). */
  dropped: Type.Array(Type.String()),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type SavedView = Static<typeof SavedView>;

/** The caller's views of one list, by name. */
export const SavedViewListRequest = Type.Object({ list_path: ListPath }, { additionalProperties: false });
export type SavedViewListRequest = Static<typeof SavedViewListRequest>;
export const SavedViewList = Type.Object({ data: Type.Array(SavedView) });
export type SavedViewList = Static<typeof SavedViewList>;

export const SavedViewBody = Type.Object(
  {
    list_path: ListPath,
    // Its limit (60) is the service's, so the refusal names it.
    name: ViewName,
    params: SavedViewParams,
    is_default: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type SavedViewBody = Static<typeof SavedViewBody>;

/** A rename, new params or the default mark, with the `updated_at` read (409 STALE_RECORD when changed since). */
export const SavedViewUpdateBody = Type.Object(
  {
    name: Type.Optional(ViewName),
    params: Type.Optional(SavedViewParams),
    is_default: Type.Optional(Type.Boolean()),
    updated_at: UpdatedAt,
  },
  { additionalProperties: false },
);
export type SavedViewUpdateBody = Static<typeof SavedViewUpdateBody>;

/** The saved views' routes, spread into `ENDPOINTS`. */
export const SAVED_VIEW_ENDPOINTS = {
  'POST /merchant/views/mine': { body: SavedViewListRequest, response: SavedViewList },
  'GET /merchant/views/:id': { response: DataResponse(SavedView) },
  'POST /merchant/views': { body: SavedViewBody, response: DataResponse(SavedView), status: 201 },
  'PUT /merchant/views/:id': { body: SavedViewUpdateBody, response: DataResponse(SavedView) },
  'DELETE /merchant/views/:id': {},
} as const;
