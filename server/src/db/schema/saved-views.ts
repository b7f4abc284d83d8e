/** A user's saved views of the console's lists (the saved views service): per tenant, user and list. */
import { sql } from 'drizzle-orm';
import { boolean, check, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ref, timestamps } from './columns';
import { tenantRecord, users } from './tenancy';

export const savedViews = pgTable(
  'saved_views',
  {
    ...tenantRecord(),
    userId: ref('user_id', () => users.id, { onDelete: 'cascade' }),
    /** The list page's path in the route table (`/transaction-list`). */
    listPath: text('list_path').notNull(),
    name: text('name').notNull(),
    /** The list's URL search without its paging: filter texts, sort, dir, size, columns. */
    params: jsonb('params').$type<Record<string, string>>().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    // Names are unique per user and list whatever their case; this index also serves the menu's read.
    uniqueIndex('saved_views_user_list_name_uq').on(t.tenantId, t.userId, t.listPath, sql`lower(${t.name})`),
    // At most one default per user and list.
    uniqueIndex('saved_views_user_list_default_uq')
      .on(t.tenantId, t.userId, t.listPath)
      .where(sql`${t.isDefault}`),
    check('saved_views_name_ck', sql`char_length(${t.name}) between 1 and 60`),
  ],
);
