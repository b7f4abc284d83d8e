/** SQL of the tenants as the platform sees them: their remotes, pins, what they had before, licence and words. */
import { asc, gt, inArray, sql } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../db/client';
import { tenants } from '../../../db/schema';
import { rowsOf } from '../../../lib/list';

const columns = {
  id: tenants.id,
  name: tenants.name,
  licenceExpiresAt: tenants.licenceExpiresAt,
  labels: tenants.labels,
  remotes: tenants.remotes,
  remotesBefore: tenants.remotesBefore,
};
export type TenantRow = {
  id: number;
  name: string;
  licenceExpiresAt: string | null;
  labels: Record<string, string>;
  remotes: Record<string, string>;
  remotesBefore: Record<string, string>;
};

/** Every tenant but the platform's own (0), by module id. */
export function tenantRows(db: DbOrTx): Promise<TenantRow[]> {
  return db.select(columns).from(tenants).where(gt(tenants.id, 0)).orderBy(asc(tenants.id));
}

/** The tenants named (every one, the platform's included, when `ids` is undefined), locked until the transaction ends. */
export function lockTenants(tx: Tx, ids?: readonly number[]): Promise<TenantRow[]> {
  const query = tx.select(columns).from(tenants);
  return (ids ? query.where(inArray(tenants.id, [...ids])) : query).orderBy(asc(tenants.id)).for('update');
}

export async function findTenant(db: DbOrTx, id: number): Promise<TenantRow | undefined> {
  const [row] = await db.select(columns).from(tenants).where(eq(tenants.id, id));
  return row;
}

export async function updateTenant(
  tx: Tx,
  id: number,
  values: Partial<Pick<TenantRow, 'name' | 'licenceExpiresAt' | 'labels' | 'remotes' | 'remotesBefore'>>,
): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await tx.update(tenants).set(values).where(eq(tenants.id, id));
}

/** How many tenants pin each version of each remote (`*` is not a pin). */
export async function pinCounts(db: DbOrTx): Promise<{ remote: string; version: string; tenants: number }[]> {
  const result = await db.execute(
    sql`select p.key as remote, p.value as version, count(*)::int as tenants
          from ${tenants}, jsonb_each_text(${tenants.remotes}) p
         where ${tenants.id} > 0 and p.value <> '*'
         group by p.key, p.value`,
  );
  return rowsOf(result) as { remote: string; version: string; tenants: number }[];
}
