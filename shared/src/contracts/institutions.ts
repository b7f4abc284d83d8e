/**
 * Institutions. An institution links groups of
 * its own tenant; create takes the whole set, an edit changes links by delta like every membership.
 */
import { Type, type Static } from 'typebox';
import { Id, IdDelta, Label, ListRequest, OptionsRequest, OptionsResponse, UpdatedAt } from './common';
import { INSTITUTION_MAX_LINKS } from './limits';

/** A linked group as a row and the pickers name it. */
export const GroupLink = Type.Object({ id: Type.Integer(), name: Type.String() });
export type GroupLink = Static<typeof GroupLink>;

const LinkIds = Type.Optional(Type.Array(Id, { uniqueItems: true, maxItems: INSTITUTION_MAX_LINKS }));

export const Institution = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  customer_groups: Type.Array(GroupLink),
  touchpoint_groups: Type.Array(GroupLink),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type Institution = Static<typeof Institution>;

export const InstitutionBody = Type.Object(
  { name: Label, customer_group_ids: LinkIds, touchpoint_group_ids: LinkIds },
  { additionalProperties: false },
);
export type InstitutionBody = Static<typeof InstitutionBody>;

export const InstitutionUpdateBody = Type.Object(
  {
    name: Label,
    add_customer_group_ids: IdDelta,
    remove_customer_group_ids: IdDelta,
    add_touchpoint_group_ids: IdDelta,
    remove_touchpoint_group_ids: IdDelta,
    updated_at: UpdatedAt,
  },
  { additionalProperties: false },
);
export type InstitutionUpdateBody = Static<typeof InstitutionUpdateBody>;

export const InstitutionListRequest = ListRequest({});
export type InstitutionListRequest = Static<typeof InstitutionListRequest>;
export const INSTITUTION_SORTABLE = ['id', 'name', 'created_at'] as const;

/** The form's group pickers: the tenant's live groups matching a search, or the names of `ids`. */
export const GroupOptionsRequest = OptionsRequest({});
export type GroupOptionsRequest = Static<typeof GroupOptionsRequest>;
export const GroupOptionsResponse = OptionsResponse(GroupLink);
