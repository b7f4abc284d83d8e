/**
 * One change to what tenants get of a remote (a pin, a new current version, a rollback, a
 * withdrawal, the kill switch), made in one transaction that holds the remote's release and the
 * tenants it may touch: afterwards each tenant whose version changed keeps the one it had before
 * (`remotes_before`), and the change is in the platform's audit log (tenant 0) and in the log of
 * every tenant it touched.
 */
import type { Db, Tx } from '../../../db/client';
import { recordAudit, type Actor } from '../../../lib/audit';
import * as tenantsRepo from '../tenants/tenants-repository';
import type { RemoteOverrides } from './remote-config';
import { remoteState, resolveRemote, type RemoteState } from './remote-resolution';
import * as repo from './remotes-repository';

/** The platform's own tenant: its log records every platform change. */
export const PLATFORM_TENANT_ID = 0;

/** Published versions and releases as the registry reads them. */
export async function loadRemoteState(db: Db | Tx, overrides: RemoteOverrides): Promise<RemoteState> {
  const [releases, versions] = await Promise.all([repo.releaseRows(db), repo.versionRows(db)]);
  return remoteState(releases, versions, overrides);
}

/** The version a tenant gets of `remote` (the platform's own console ignores the kill switch). */
export function versionFor(state: RemoteState, tenant: tenantsRepo.TenantRow, remote: string): string | null {
  return (
    resolveRemote(state, remote, tenant.remotes[remote], { killSwitch: tenant.id !== PLATFORM_TENANT_ID })?.version ??
    null
  );
}

export interface ChangeRecord {
  /** The platform log's entry. */
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
  /** What a touched tenant's own log says of why (e.g. "fell back to current: 1.1.0 was withdrawn"). */
  reason: string;
}

export interface ChangeContext {
  tx: Tx;
  state: RemoteState;
  tenants: tenantsRepo.TenantRow[];
  release: repo.ReleaseRow | undefined;
}

/**
 * Runs `change` on `remote` (its writes, and the record it answers) with the tenants `tenantIds`
 * (every tenant when undefined) locked, then records what each tenant had before and the audit.
 */
export async function changeRemote<T>(
  db: Db,
  actor: Actor,
  overrides: RemoteOverrides,
  remote: string,
  tenantIds: readonly number[] | undefined,
  change: (context: ChangeContext) => Promise<{ record: ChangeRecord; answer: T }>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const release = await repo.lockRelease(tx, remote);
    const tenants = await tenantsRepo.lockTenants(tx, tenantIds);
    const before = await loadRemoteState(tx, overrides);
    const { record, answer } = await change({ tx, state: before, tenants, release });
    const after = await loadRemoteState(tx, overrides);
    const now = new Map(
      (
        await tenantsRepo.lockTenants(
          tx,
          tenants.map((t) => t.id),
        )
      ).map((t) => [t.id, t]),
    );
    const touched: number[] = [];
    for (const old of tenants) {
      const next = now.get(old.id)!;
      const had = versionFor(before, old, remote);
      const gets = versionFor(after, next, remote);
      const pinNow = next.remotes[remote] ?? null;
      const pinBefore = old.remotes[remote] ?? null;
      if (had === gets && pinNow === pinBefore) continue;
      if (had !== gets) {
        const remotesBefore = { ...next.remotesBefore };
        if (had === null) delete remotesBefore[remote];
        else remotesBefore[remote] = had;
        await tenantsRepo.updateTenant(tx, old.id, { remotesBefore });
      }
      if (old.id === PLATFORM_TENANT_ID) continue;
      touched.push(old.id);
      await recordAudit(
        tx,
        { ...actor, tenantId: old.id },
        {
          action: record.action,
          entity: 'tenant_remote',
          entityId: remote,
          before: { pinned: pinBefore, version: had },
          after: { pinned: pinNow, version: gets, reason: record.reason },
        },
      );
    }
    await recordAudit(
      tx,
      { ...actor, tenantId: PLATFORM_TENANT_ID },
      {
        action: record.action,
        entity: record.entity,
        entityId: record.entityId,
        before: record.before,
        after: { ...(record.after as object), tenants_touched: touched },
      },
    );
    return answer;
  });
}
