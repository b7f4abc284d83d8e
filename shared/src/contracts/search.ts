/**
 * The command palette's record search (`POST /merchant/search`): what an operator types — an order
 * id, a customer's name or mobile, a touchpoint or wallet name — answered with the records the
 * caller's permissions and tenant allow, each with the console path that opens it.
 */
import { Type, type Static } from 'typebox';
import { OneOf } from './common';
import { FREE_TEXT_PATTERN } from './patterns';
import { SEARCH_KINDS, SEARCH_QUERY_MAX } from './search-kinds';

export * from './search-kinds';

export const SearchRequest = Type.Object(
  {
    q: Type.String({ minLength: 1, maxLength: SEARCH_QUERY_MAX, pattern: FREE_TEXT_PATTERN }),
    /** How many records of each kind at most (default 5). */
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 10 })),
  },
  { additionalProperties: false },
);
export type SearchRequest = Static<typeof SearchRequest>;

export const SearchResult = Type.Object({
  kind: OneOf(SEARCH_KINDS),
  id: Type.Integer(),
  /** What the record is called: the order id, the customer's name, the touchpoint's or wallet's name. */
  title: Type.String(),
  /** A second line that tells two of a kind apart (a mobile, a channel, the wallet's owner). */
  detail: Type.String(),
  /** The console path that opens the record. */
  path: Type.String(),
});
export type SearchResult = Static<typeof SearchResult>;

export const SearchResponse = Type.Object({ results: Type.Array(SearchResult) });
export type SearchResponse = Static<typeof SearchResponse>;
