import { Type, type Static, type TLiteral, type TNull, type TSchema, type TUnion } from 'typebox';
import { EMAIL, FREE_TEXT, LABEL, MOBILE, PERSON_NAME } from './fields';
import { FREE_TEXT_PATTERN } from './patterns';

/** A value or null. */
export const Nullable = <T extends TSchema>(schema: T): TUnion<[T, TNull]> => Type.Union([schema, Type.Null()]);
/** A property that may be left out, or sent as null. */
export const OptionalNullable = <T extends TSchema>(schema: T) => Type.Optional(Nullable(schema));

type LiteralsOf<V extends readonly string[]> = { -readonly [K in keyof V]: TLiteral<V[K]> };

/** One of the given words ("prepaid" or "postpaid"). */
export function OneOf<const V extends readonly [string, ...string[]]>(values: V): TUnion<LiteralsOf<V>> {
  return Type.Union(values.map((value) => Type.Literal(value))) as never;
}

export * from './patterns';

/** Every error the API answers with. */
export const ErrorResponse = Type.Object({
  message: Type.String(),
  code: Type.Optional(Type.String()),
  details: Type.Optional(Type.Array(Type.Object({ field: Type.String(), message: Type.String() }))),
  /** On 402 (licence expired): the caller's role, which picks whom the message names. */
  role_code: Type.Optional(Type.String()),
});
export type ErrorResponse = Static<typeof ErrorResponse>;

// The limits are `./fields`' (the forms read the same ones).
export const PersonName = Type.String(PERSON_NAME);
export const Label = Type.String(LABEL);
export const Email = Type.String(EMAIL);
export const Mobile = Type.String(MOBILE);
export const FreeText = Type.String(FREE_TEXT);
export const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
/** 0 inactive, 1 active. */
export const Status = Type.Union([Type.Literal(0), Type.Literal(1)]);
export const Timestamp = Type.String({ format: 'date-time' });

/**
 * Several fields of one schema, for a record's run of alike fields (counts, nullable texts):
 * `...fieldsOf(Type.Integer(), 'created', 'updated')` is `created: Type.Integer(), updated: Type.Integer()`.
 */
export function fieldsOf<S extends TSchema, const K extends string>(schema: S, ...keys: K[]): Record<K, S> {
  return Object.fromEntries(keys.map((key) => [key, schema])) as Record<K, S>;
}

export const IdParams = Type.Object({ id: Id }, { additionalProperties: false });

/**
 * The record's `updated_at` exactly as its detail (or list row) returned it: an edit sends it
 * back, and a record changed since answers 409 STALE_RECORD with nothing written.
 */
export const UpdatedAt = Type.String({ minLength: 1, maxLength: 40 });
/** Ids to add to or remove from a membership (an edit sends changes, not the whole set). */
export const IdDelta = Type.Optional(Type.Array(Id, { uniqueItems: true, maxItems: 1000 }));
export type IdParams = Static<typeof IdParams>;

export const SortDir = OneOf(['ASC', 'DESC']);

/**
 * The generic list payload. `limit` is clamped by the server rather than
 * rejected (invalid → 10, above 100 → 100), so it is loosely typed here.
 */
export const ListBase = {
  offset: Type.Optional(Type.Integer({ minimum: 0 })),
  limit: Type.Optional(Type.Unknown()),
  sortBy: Type.Optional(Type.String({ maxLength: 64 })),
  sortDir: Type.Optional(SortDir),
  search: Type.Optional(Type.String({ maxLength: 100, pattern: FREE_TEXT_PATTERN })),
  /** `pagination.nextCursor` of the previous page, sent with the same sortBy and sortDir: offset is then ignored. */
  cursor: Type.Optional(Type.String({ maxLength: 1000, pattern: '^[A-Za-z0-9_-]+$' })),
};

export function ListRequest<T extends Record<string, TSchema>>(filters: T) {
  return Type.Object({ ...ListBase, ...filters }, { additionalProperties: false });
}
export const PlainListRequest = ListRequest({});
export type PlainListRequest = Static<typeof PlainListRequest>;

export const Pagination = Type.Object({
  limit: Type.Integer(),
  offset: Type.Integer(),
  total: Type.Integer(),
  currentPage: Type.Integer(),
  /** True when `total` is a planner estimate (above the exact-count ceiling). */
  totalIsEstimate: Type.Optional(Type.Boolean()),
  /** Keyset cursor of the next page (any depth at the cost of page 1); null on the last page. */
  nextCursor: OptionalNullable(Type.String()),
});
export type Pagination = Static<typeof Pagination>;

export function ListResponse<T extends TSchema>(row: T) {
  return Type.Object({ data: Type.Array(row), pagination: Pagination });
}
export function DataResponse<T extends TSchema>(item: T) {
  return Type.Object({ data: item });
}

/**
 * A picker's question (`POST …/options`): the first `limit` records by name matching `q`, then the
 * next ones after `cursor` (the answer's `nextCursor`), or exactly the ones `ids` names (a choice
 * already made, to show by its name); `extra` narrows.
 */
export function OptionsRequest<T extends Record<string, TSchema>>(extra: T) {
  return Type.Object(
    {
      q: ListBase.search,
      /** Deprecated: `q`'s name before kit 1.6, still read (as `q`) so a remote built earlier keeps working. */
      search: ListBase.search,
      ids: Type.Optional(Type.Array(Id, { uniqueItems: true, maxItems: 100 })),
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 20 })),
      cursor: ListBase.cursor,
      ...extra,
    },
    { additionalProperties: false },
  );
}

/**
 * A picker's answer: the options, how many match in all (counted up to OPTIONS_COUNT_CAP + 1), and
 * the cursor of the matches after these (null when these are the last).
 */
export function OptionsResponse<T extends TSchema>(option: T) {
  return Type.Object({
    data: Type.Array(option),
    total: Type.Integer(),
    nextCursor: OptionalNullable(Type.String()),
  });
}

/** An option that is a name: a channel, a group, a role. */
export const NamedOption = Type.Object({ id: Type.Integer(), name: Type.String() });
export type NamedOption = Static<typeof NamedOption>;
export const PlainOptionsRequest = OptionsRequest({});
export type PlainOptionsRequest = Static<typeof PlainOptionsRequest>;
export const NamedOptionsResponse = OptionsResponse(NamedOption);

/** An optional filter that also accepts the all-option "ALL", meaning no filter. */
export const AllOr = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) =>
  Type.Optional(Type.Union([t, Type.Literal('ALL')]));
