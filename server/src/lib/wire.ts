/**
 * Row → wire helpers for the services' mappers. The wire names a field in snake_case and a row in
 * camelCase: a field carried as it is, `customerId` → `customer_id`, is named once, in
 * `snakeFields`, and a mapper writes out only what it converts or renames.
 */

/** `customerId` → `customer_id`. */
type SnakeCase<S extends string> = S extends `${infer C}${infer Rest}`
  ? `${C extends Lowercase<C> ? C : `_${Lowercase<C>}`}${SnakeCase<Rest>}`
  : S;

/** The words of a space-separated list: `'id name'` → `'id' | 'name'`. */
type Words<S extends string> = S extends `${infer W} ${infer Rest}` ? W | Words<Rest> : S;

/**
 * The fields `S` names (a space-separated list of the row's keys), each under its snake_case name:
 * its value as it is, or `V` when a converter gives one.
 */
export type SnakeFields<R, S extends string, V = never> = {
  [K in Words<S> & keyof R & string as SnakeCase<K>]: [V] extends [never] ? R[K] : V;
};

const snakeNames = new Map<string, [string, string][]>();

/** `'id customerId'` → `[['id', 'id'], ['customerId', 'customer_id']]`, worked out once per list. */
function namesOf(fields: string): [string, string][] {
  let names = snakeNames.get(fields);
  if (!names) {
    names = fields
      .split(' ')
      .filter(Boolean)
      .map((key) => [key, key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)]);
    snakeNames.set(fields, names);
  }
  return names;
}

/**
 * The row's fields named in `fields` (`'id customerId name'`), each under its snake_case name:
 * `{ id, customer_id, name }`. Every name must be a key of the row. Each value is carried unchanged,
 * or through `convert` when given (`snakeFields(r, 'amount creditLimit', toRupees)`).
 */
export function snakeFields<R extends object, S extends string, V = never>(
  row: R,
  fields: S & (Words<S> extends keyof R ? unknown : never),
  convert?: (value: R[Words<S> & keyof R]) => V,
): SnakeFields<R, S, V> {
  const out: Record<string, unknown> = {};
  const values = row as Record<string, unknown>;
  for (const [key, wire] of namesOf(fields)) {
    out[wire] = convert ? convert(values[key] as R[Words<S> & keyof R]) : values[key];
  }
  return out as SnakeFields<R, S, V>;
}

/** A person's name as the wire shows it: first and last, without a dangling space. */
export function fullName(r: { firstName: string; lastName: string }): string {
  return `${r.firstName} ${r.lastName}`.trim();
}
