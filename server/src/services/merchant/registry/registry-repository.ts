/** SQL of the console registry: the caller's tenant, its labels, zone and the remotes enabled for it. */
import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { tenants } from '../../../db/schema';

export async function findTenant(db: Db, tenantId: number) {
  const [tenant] = await db
    .select({
      id: tenants.id,
      name: tenants.name,
      labels: tenants.labels,
      remotes: tenants.remotes,
      timeZone: tenants.timeZone,
    })
    .from(tenants)
    .where(eq(tenants.id, sql.placeholder('tenantId')))
    .limit(1)
    .execute({ tenantId });
  return tenant;
}

/** The tenant's time zone, or undefined when there is no such tenant. */
export async function tenantZone(db: DbOrTx, tenantId: number) {
  const [row] = await db.select({ timeZone: tenants.timeZone }).from(tenants).where(eq(tenants.id, tenantId));
  return row?.timeZone;
}

/** The tenant's labels, or undefined when there is no such tenant. */
export async function tenantLabels(db: DbOrTx, tenantId: number) {
  const [row] = await db.select({ labels: tenants.labels }).from(tenants).where(eq(tenants.id, tenantId));
  return row?.labels;
}
