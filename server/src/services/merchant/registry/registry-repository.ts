/** SQL of the console registry: the caller's tenant, its labels and the remotes enabled for it. */
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_LABELS, type PeopleNouns } from '@console/shared/contracts/labels';
import { LRUCache } from 'lru-cache';
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

const zones = new LRUCache<number, string>({ max: 10_000, ttl: 60_000 });

/** The tenant's time zone (rule windows, order ranges), cached for a minute. */
export async function tenantTimeZone(db: DbOrTx, tenantId: number): Promise<string> {
  const cached = zones.get(tenantId);
  if (cached) return cached;
  const [row] = await db.select({ timeZone: tenants.timeZone }).from(tenants).where(eq(tenants.id, tenantId));
  const zone = row?.timeZone ?? 'Asia/Kolkata';
  zones.set(tenantId, zone);
  return zone;
}

const people = new LRUCache<number, PeopleNouns>({ max: 10_000, ttl: 60_000 });

/** The tenant's nouns for people (a report's column titles), cached for a minute. */
export async function tenantPeople(db: DbOrTx, tenantId: number): Promise<PeopleNouns> {
  const cached = people.get(tenantId);
  if (cached) return cached;
  const [row] = await db.select({ labels: tenants.labels }).from(tenants).where(eq(tenants.id, tenantId));
  const nouns = {
    customer: row?.labels.customer ?? DEFAULT_LABELS.customer,
    customers: row?.labels.customers ?? DEFAULT_LABELS.customers,
  };
  people.set(tenantId, nouns);
  return nouns;
}
