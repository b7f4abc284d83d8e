/** The `from`, `where` and `ids` of a list (`readPage`) that reads one table without joins. */
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import type { PageSource } from './list';

/** `columns` of `table`'s rows under `where`, and their ids under it for the total. */
export function tableSource(
  db: Db,
  table: PgTable & { id: AnyPgColumn },
  columns: SelectedFields,
  where: () => SQL | undefined,
): Pick<PageSource, 'from' | 'where' | 'ids'> {
  return {
    from: (extra) =>
      db
        .select({ ...columns, ...extra })
        .from(table)
        .$dynamic(),
    where,
    ids: () => db.select({ id: table.id }).from(table).where(where()).$dynamic(),
  };
}
