/** SQL of the console registry: the caller's tenant, its labels and the remotes enabled for it. */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { tenants } from '../../../db/schema';

export async function findTenant(db: Db, tenantId: number) {
  const [tenant] = await db
    .select({ id: tenants.id, name: tenants.name, labels: tenants.labels, remotes: tenants.remotes })
    .from(tenants)
    .where(eq(tenants.id, sql.placeholder('tenantId')))
    .limit(1)
    .execute({ tenantId });
  return tenant;
}
