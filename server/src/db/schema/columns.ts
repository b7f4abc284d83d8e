/**
 * Column helpers every table file uses. Money is integer paise (`bigint`); timestamps are read as
 * strings so keyset cursors keep their microseconds.
 */
import { bigint, timestamp } from 'drizzle-orm/pg-core';

export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });
export const createdAt = () => ts('created_at').notNull().defaultNow();
export const updatedAt = () => ts('updated_at').notNull().defaultNow();
export const paise = (name: string) => bigint(name, { mode: 'bigint' });
