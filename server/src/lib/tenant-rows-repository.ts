/**
 * The questions repositories ask of a tenant's table, each filtered by the tenant first: its row
 * by a column, one field of a row, whether a row is there, whether a name is taken, how many rows
 * there are, a new row's id, and a soft delete. Besides, some fields of a row by its id alone: the
 * tenant's own row, or a row the caller reached through the tenant's.
 */
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';

/** A table whose rows belong to a tenant and are known by an integer id. */
export type TenantTable = PgTable & { id: PgColumn; tenantId: PgColumn };

/** The tenant's row of `table` whose `column` is `value`, or undefined. */
export async function tenantRowWhere<T extends TenantTable>(
  db: DbOrTx,
  table: T,
  tenantId: number,
  column: PgColumn,
  value: unknown,
): Promise<T['$inferSelect'] | undefined> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.tenantId, tenantId), eq(column, value)));
  return row as T['$inferSelect'] | undefined;
}

/** `field` of the tenant's row `id`; undefined when the tenant has no row with the id. */
export async function tenantRowField<C extends PgColumn>(
  db: DbOrTx,
  table: TenantTable,
  field: C,
  tenantId: number,
  id: number,
): Promise<C['_']['data'] | undefined> {
  const [row] = await db
    .select({ value: field as PgColumn })
    .from(table as PgTable)
    .where(and(eq(table.tenantId, tenantId), eq(table.id, id)));
  return row?.value as C['_']['data'] | undefined;
}

/** A column's value as a row read answers it (null where the column allows it). */
type ValueOf<C extends PgColumn> = C['_']['notNull'] extends true ? C['_']['data'] : C['_']['data'] | null;

/** `fields` of the row `id` of `table`, by the id alone; undefined when no row has it. */
export async function rowFields<F extends Record<string, PgColumn>>(
  db: DbOrTx,
  table: PgTable & { id: PgColumn },
  fields: F,
  id: number,
): Promise<{ [K in keyof F]: ValueOf<F[K]> } | undefined> {
  const [row] = await db
    .select(fields)
    .from(table as PgTable)
    .where(eq(table.id, id));
  return row as { [K in keyof F]: ValueOf<F[K]> } | undefined;
}

/** Whether `id` is a row of the tenant in `table` (and meets `also`: a live row's condition). */
export async function isTenantRow(
  db: DbOrTx,
  table: TenantTable,
  tenantId: number,
  id: number,
  also?: SQL,
): Promise<boolean> {
  return anyRow(db, table, and(eq(table.tenantId, tenantId), eq(table.id, id), also));
}

/** Inserts the tenant's row of `fields`; answers its id. */
export async function insertTenantRow<T extends TenantTable>(
  db: DbOrTx,
  table: T,
  tenantId: number,
  fields: Omit<T['$inferInsert'], 'tenantId'>,
): Promise<number> {
  const [created] = await db
    .insert(table as PgTable)
    .values({ tenantId, ...fields } as PgTable['$inferInsert'])
    .returning({ id: table.id });
  return created!.id as number;
}

/**
 * Whether a row of `table` under `live` (the tenant's live rows, on placeholder `tenantId`) other
 * than `exceptId` has this name, case aside.
 */
export async function nameInUse(
  db: DbOrTx,
  table: TenantTable & { name: PgColumn },
  live: SQL | undefined,
  tenantId: number,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const named = eq(sql`lower(${table.name})`, name.toLowerCase());
  return anyRow(db, table, and(live, named, exceptId ? ne(table.id, exceptId) : undefined), { tenantId });
}

/** Whether any row of `table` meets `where` (its placeholders bound from `values`). */
async function anyRow(db: DbOrTx, table: TenantTable, where: SQL | undefined, values?: Record<string, unknown>) {
  const rows = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(where)
    .limit(1)
    .execute(values);
  return rows.length > 0;
}

/** How many rows of `table` meet `where`. */
export async function countRows(db: DbOrTx, table: PgTable, where: SQL | undefined): Promise<number> {
  const [{ n } = { n: 0 }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return n;
}

/** Soft-deletes the rows of `table` under `where`: removed from now on, changed now. */
export async function softDelete(
  db: DbOrTx,
  table: PgTable & { deletedAt: PgColumn; updatedAt: PgColumn },
  where: SQL | undefined,
): Promise<void> {
  await db
    .update(table as PgTable)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` } as PgTable['$inferInsert'])
    .where(where);
}
