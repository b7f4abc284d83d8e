/**
 * The tenants as the platform operator sees them (module id, name, licence, words, and per remote
 * whether it is enabled, the pin, the version it gets and the one it had before), and the
 * operator's edits: the tenant's name, licence and words, and one remote enabled, pinned or off.
 */
import {
  REMOTE_NAMES,
  type PlatformTenant,
  type PlatformTenantBody,
  type TenantRemoteBody,
} from '@console/shared/contracts';
import type { Db } from '../../../db/client';
import { recordAudit, type Actor } from '../../../lib/audit';
import { foundOr404, notFound, unprocessable } from '../../../lib/http-errors';
import { changeRemote, loadRemoteState, PLATFORM_TENANT_ID, versionFor } from '../remotes/remote-changes';
import type { RemoteOverrides } from '../remotes/remote-config';
import type { RemoteState } from '../remotes/remote-resolution';
import * as repo from './tenants-repository';

function toTenant(row: repo.TenantRow, state: RemoteState): PlatformTenant {
  return {
    id: row.id,
    name: row.name,
    licence_expires_at: row.licenceExpiresAt,
    labels: row.labels,
    remotes: REMOTE_NAMES.map((name) => ({
      name,
      enabled: row.remotes[name] !== undefined,
      pin: row.remotes[name] ?? null,
      gets: versionFor(state, row, name),
      before: row.remotesBefore[name] ?? null,
    })),
  };
}

/** Every tenant but the platform's own, by module id. */
export async function listTenants(db: Db, overrides: RemoteOverrides): Promise<PlatformTenant[]> {
  const [rows, state] = await Promise.all([repo.tenantRows(db), loadRemoteState(db, overrides)]);
  return rows.map((row) => toTenant(row, state));
}

async function tenantOf(db: Db, overrides: RemoteOverrides, id: number): Promise<PlatformTenant> {
  const row = foundOr404(id === PLATFORM_TENANT_ID ? undefined : await repo.findTenant(db, id), 'Tenant');
  return toTenant(row, await loadRemoteState(db, overrides));
}

/** The tenant's name, licence expiry or words, recorded in the platform's log and the tenant's. */
export async function updateTenant(
  db: Db,
  actor: Actor,
  overrides: RemoteOverrides,
  id: number,
  body: PlatformTenantBody,
): Promise<PlatformTenant> {
  await db.transaction(async (tx) => {
    const [row] = await repo.lockTenants(tx, [id]);
    const tenant = foundOr404(id === PLATFORM_TENANT_ID ? undefined : row, 'Tenant');
    const values = {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.licence_expires_at !== undefined ? { licenceExpiresAt: body.licence_expires_at } : {}),
      ...(body.labels !== undefined ? { labels: body.labels as Record<string, string> } : {}),
    };
    const before = { name: tenant.name, licence_expires_at: tenant.licenceExpiresAt, labels: tenant.labels };
    const after = { ...before, ...body };
    await repo.updateTenant(tx, id, values);
    for (const tenantId of [PLATFORM_TENANT_ID, id]) {
      await recordAudit(
        tx,
        { ...actor, tenantId },
        { action: 'update', entity: 'tenant', entityId: id, before, after },
      );
    }
  });
  return tenantOf(db, overrides, id);
}

/** One remote of the tenant enabled (following current, `*`, or pinned to an available version) or not. */
export async function setTenantRemote(
  db: Db,
  actor: Actor,
  overrides: RemoteOverrides,
  id: number,
  remote: string,
  body: TenantRemoteBody,
): Promise<PlatformTenant> {
  if (id === PLATFORM_TENANT_ID) throw notFound('Tenant');
  await changeRemote(db, actor, overrides, remote, [id], async ({ tx, state, tenants }) => {
    const tenant = foundOr404(tenants[0], 'Tenant');
    if (body.enabled && body.pin !== '*') {
      const version = state.versions.get(remote)?.get(body.pin);
      if (!version) throw unprocessable(`${remote} ${body.pin} was never published: pin a published version or *.`);
      if (version.status !== 'available') {
        throw unprocessable(`${remote} ${body.pin} was withdrawn: pin an available version or *.`);
      }
    }
    const remotes = { ...tenant.remotes };
    if (body.enabled) remotes[remote] = body.pin;
    else delete remotes[remote];
    await repo.updateTenant(tx, id, { remotes });
    const pin = body.enabled ? body.pin : null;
    return {
      record: {
        action: 'set_remote',
        entity: 'tenant_remote',
        entityId: `${id}:${remote}`,
        before: { tenant_id: id, remote, pinned: tenant.remotes[remote] ?? null },
        after: { tenant_id: id, remote, pinned: pin },
        reason: pin === null ? `${remote} was switched off for the tenant` : `${remote} set to ${pin}`,
      },
      answer: undefined,
    };
  });
  return tenantOf(db, overrides, id);
}
