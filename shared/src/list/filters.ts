/**
 * How a list filter's text in the URL becomes the value its API body takes. Absent, empty, the
 * all-option "ALL", or text that is no valid value (a hand-edited URL) mean "no filter", so a
 * bad link shows the whole list instead of an error.
 */
import { routeId } from '../format/route-id';

export interface FilterCodec<T> {
  parse(text: string): T | undefined;
}

/**
 * Free text (a search) as the API accepts it (FREE_TEXT_PATTERN, at most 100 characters): what it
 * refuses — markup brackets, control and invisible format characters, runs of more than four
 * combining marks — is dropped, the rest trimmed; nothing when empty.
 */
export const textFilter: FilterCodec<string> = {
  parse: (text) =>
    text
      .replace(/[<>\p{Cc}\p{Cf}\p{Co}\p{Cs}\u2028\u2029]/gu, '')
      .replace(/(\p{M}{4})\p{M}+/gu, '$1')
      .trim()
      .slice(0, 100) || undefined,
};

/** A record id: a positive integer the API accepts. */
export const idFilter: FilterCodec<number> = { parse: (text) => routeId(text) };

/** One of a fixed set of values, each spelled in the URL by its key: `choiceFilter({ '1': 1, '0': 0 })`. */
export function choiceFilter<const V extends Record<string, unknown>>(values: V): FilterCodec<V[keyof V]> {
  return { parse: (text) => (Object.hasOwn(values, text) ? (values[text] as V[keyof V]) : undefined) };
}
