/**
 * The console registry of the caller's tenant (its name, labels, zone and the remotes it gets),
 * and the tenant's zone and nouns for people that other use cases read, cached for a minute.
 */
import { DEFAULT_LABELS, type ConsoleRegistry } from '@console/shared/contracts';
import type { PeopleNouns } from '@console/shared/contracts/labels';
import { LRUCache } from 'lru-cache';
import type { Db, DbOrTx } from '../../../db/client';
import { foundOr404 } from '../../../lib/http-errors';
import * as repo from './registry-repository';
import { remotesForTenant, type RemoteOverrides } from '../../platform';

/**
 * The registry the console boots from; 404 when the tenant is gone. Its remotes are read from the
 * platform's releases each time, so a release, pin or kill switch reaches the tenant's next load.
 */
export async function consoleRegistry(db: Db, tenantId: number, overrides: RemoteOverrides): Promise<ConsoleRegistry> {
  const tenant = foundOr404(await repo.findTenant(db, tenantId), 'Tenant');
  return {
    module_id: tenant.id,
    tenant_name: tenant.name,
    labels: { ...DEFAULT_LABELS, ...tenant.labels },
    time_zone: tenant.timeZone,
    remotes: await remotesForTenant(db, tenant.id, tenant.remotes, overrides),
  };
}

const zones = new LRUCache<number, string>({ max: 10_000, ttl: 60_000 });

/** The tenant's time zone (rule windows, order ranges), cached for a minute. */
export async function tenantTimeZone(db: DbOrTx, tenantId: number): Promise<string> {
  const cached = zones.get(tenantId);
  if (cached) return cached;
  const zone = (await repo.tenantZone(db, tenantId)) ?? 'Asia/Kolkata';
  zones.set(tenantId, zone);
  return zone;
}

const people = new LRUCache<number, PeopleNouns>({ max: 10_000, ttl: 60_000 });

/** The tenant's nouns for people (a report's column titles), cached for a minute. */
export async function tenantPeople(db: DbOrTx, tenantId: number): Promise<PeopleNouns> {
  const cached = people.get(tenantId);
  if (cached) return cached;
  const labels = await repo.tenantLabels(db, tenantId);
  const nouns = {
    customer: labels?.customer ?? DEFAULT_LABELS.customer,
    customers: labels?.customers ?? DEFAULT_LABELS.customers,
  };
  people.set(tenantId, nouns);
  return nouns;
}
