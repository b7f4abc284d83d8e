/**
 * Column helpers every table file uses. Money is integer paise (`bigint`); timestamps are read as
 * strings so keyset cursors keep their microseconds.
 */
import { bigint, integer, timestamp, type AnyPgColumn, type ReferenceConfig } from 'drizzle-orm/pg-core';

export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });
export const createdAt = () => ts('created_at').notNull().defaultNow();
export const updatedAt = () => ts('updated_at').notNull().defaultNow();
export const paise = (name: string) => bigint(name, { mode: 'bigint' });
/** When a row was made and last changed, both set on insert. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });
/** A count that starts at 0. */
export const counter = (name: string) => integer(name).notNull().default(0);
/** A count per key, each in a column named as the key in snake_case (`alreadyCredited` → `already_credited`). */
export function counters<K extends string>(...keys: K[]): Record<K, ReturnType<typeof counter>> {
  return Object.fromEntries(
    keys.map((key) => [key, counter(key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`))]),
  ) as Record<K, ReturnType<typeof counter>>;
}
/** A required reference: column `name` holds the id of a `target` row. */
export const ref = (name: string, target: () => AnyPgColumn, actions?: ReferenceConfig['actions']) =>
  integer(name).notNull().references(target, actions);
