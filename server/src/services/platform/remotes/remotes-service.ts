/**
 * The platform's remotes: each with its versions and how many tenants pin them, and the changes
 * to what tenants get — make a version current, roll it out to chosen tenants first, roll back,
 * withdraw a version, and the kill switch. Each refusal says why and writes nothing.
 */
import { REMOTE_NAMES, type PlatformRemote, type RemoteVersion } from '@console/shared/contracts';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../lib/audit';
import { conflict, notFound, unprocessable, type HttpError } from '../../../lib/http-errors';
import * as tenantsRepo from '../tenants/tenants-repository';
import { changeRemote, type ChangeContext } from './remote-changes';
import type { RemoteOverrides } from './remote-config';
import { isAvailable } from './remote-resolution';
import * as repo from './remotes-repository';

export function toVersion(row: repo.VersionRow, pinnedBy: number): RemoteVersion {
  return {
    remote: row.remote,
    version: row.version,
    manifest_url: row.manifestUrl,
    shared_range: row.sharedRange,
    paths: row.paths,
    published_by: row.publishedBy,
    published_at: row.publishedAt,
    status: row.status as RemoteVersion['status'],
    withdrawn_at: row.withdrawnAt,
    pinned_by: pinnedBy,
  };
}

/** Every remote (all four, published or not), its versions newest first. */
export async function listRemotes(db: Db, overrides: RemoteOverrides): Promise<PlatformRemote[]> {
  const [releases, versions, pins] = await Promise.all([
    repo.releaseRows(db),
    repo.versionRows(db),
    tenantsRepo.pinCounts(db),
  ]);
  const pinned = new Map(pins.map((p) => [`${p.remote}@${p.version}`, p.tenants]));
  return REMOTE_NAMES.map((name) => {
    const release = releases.find((r) => r.remote === name);
    const override = overrides[name];
    return {
      name,
      current: release?.currentVersion ?? null,
      previous: release?.previousVersion ?? null,
      disabled: release?.disabled ?? false,
      override: override ? { version: override.version, manifest_url: override.manifestUrl } : null,
      versions: versions
        .filter((v) => v.remote === name)
        .map((v) => toVersion(v, pinned.get(`${v.remote}@${v.version}`) ?? 0)),
    };
  });
}

async function remoteOf(db: Db, overrides: RemoteOverrides, remote: string): Promise<PlatformRemote> {
  return (await listRemotes(db, overrides)).find((r) => r.name === remote)!;
}

const unavailable = (context: ChangeContext, remote: string, version: string): HttpError | undefined => {
  const row = context.state.versions.get(remote)?.get(version);
  if (!row) return unprocessable(`${remote} ${version} was never published.`, 'VERSION_UNKNOWN');
  if (row.status !== 'available') return unprocessable(`${remote} ${version} was withdrawn.`, 'VERSION_WITHDRAWN');
  return undefined;
};

const released = (context: ChangeContext, remote: string): repo.ReleaseRow => {
  if (!context.release) throw notFound(`A published version of ${remote}`);
  return context.release;
};

/** Tenants pinned to `version` follow the current version again. */
async function unpin(context: ChangeContext, remote: string, version: string): Promise<number[]> {
  const ids: number[] = [];
  for (const tenant of context.tenants) {
    if (tenant.remotes[remote] !== version) continue;
    await tenantsRepo.updateTenant(context.tx, tenant.id, { remotes: { ...tenant.remotes, [remote]: '*' } });
    ids.push(tenant.id);
  }
  return ids;
}

type Change = (context: ChangeContext) => Promise<{
  action: string;
  before: unknown;
  after: unknown;
  reason: string;
  entity?: string;
  entityId?: string;
}>;

async function change(
  db: Db,
  actor: Actor,
  overrides: RemoteOverrides,
  remote: string,
  work: Change,
  tenantIds?: readonly number[],
): Promise<PlatformRemote> {
  await changeRemote(db, actor, overrides, remote, tenantIds, async (context) => {
    const { entity, entityId, ...record } = await work(context);
    return { record: { entity: entity ?? 'remote', entityId: entityId ?? remote, ...record }, answer: undefined };
  });
  return remoteOf(db, overrides, remote);
}

/** `version` becomes current for everyone; the canary is over, so tenants pinned to it follow current. */
export function makeCurrent(db: Db, actor: Actor, overrides: RemoteOverrides, remote: string, version: string) {
  return change(db, actor, overrides, remote, async (context) => {
    const refusal = unavailable(context, remote, version);
    if (refusal) throw refusal;
    const release = context.release;
    if (release?.currentVersion === version) throw conflict(`${remote} ${version} is the current version already.`);
    if (release) {
      await repo.updateRelease(context.tx, remote, {
        currentVersion: version,
        previousVersion: release.currentVersion,
      });
    } else await repo.insertRelease(context.tx, remote, version);
    const unpinned = await unpin(context, remote, version);
    return {
      action: 'make_current',
      before: { current: release?.currentVersion ?? null, previous: release?.previousVersion ?? null },
      after: { current: version, previous: release?.currentVersion ?? null, unpinned },
      reason: `${version} became the current version for everyone`,
    };
  });
}

/** The canary: the tenants named are pinned to `version` before it becomes current. */
export function rollout(
  db: Db,
  actor: Actor,
  overrides: RemoteOverrides,
  remote: string,
  body: { version: string; tenant_ids: number[] },
) {
  const work: Change = async (context) => {
    const refusal = unavailable(context, remote, body.version);
    if (refusal) throw refusal;
    const release = released(context, remote);
    if (release.currentVersion === body.version) {
      throw conflict(`${remote} ${body.version} is the current version: every tenant following current has it.`);
    }
    for (const id of body.tenant_ids) {
      const tenant = context.tenants.find((t) => t.id === id);
      if (!tenant) throw notFound(`Tenant ${id}`);
      if (tenant.remotes[remote] === undefined) {
        throw unprocessable(`${tenant.name} (${id}) does not have ${remote} enabled: enable it for the tenant first.`);
      }
    }
    for (const tenant of context.tenants) {
      await tenantsRepo.updateTenant(context.tx, tenant.id, { remotes: { ...tenant.remotes, [remote]: body.version } });
    }
    return {
      action: 'rollout',
      before: { pins: Object.fromEntries(context.tenants.map((t) => [t.id, t.remotes[remote]])) },
      after: { version: body.version, tenant_ids: body.tenant_ids },
      reason: `pinned to ${body.version} ahead of the other tenants`,
    };
  };
  return change(db, actor, overrides, remote, work, body.tenant_ids);
}

/** The current version steps back to the previous one; tenants pinned to the one rolled back follow current. */
export function rollback(db: Db, actor: Actor, overrides: RemoteOverrides, remote: string) {
  return change(db, actor, overrides, remote, async (context) => {
    const release = released(context, remote);
    const previous = release.previousVersion;
    if (!previous) throw conflict(`${remote} has no previous version to roll back to.`, 'NO_PREVIOUS_VERSION');
    if (!isAvailable(context.state, remote, previous)) {
      throw conflict(`${remote}'s previous version ${previous} was withdrawn: make another version current instead.`);
    }
    await repo.updateRelease(context.tx, remote, { currentVersion: previous, previousVersion: null });
    const unpinned = await unpin(context, remote, release.currentVersion);
    return {
      action: 'rollback',
      before: { current: release.currentVersion, previous },
      after: { current: previous, previous: null, unpinned },
      reason: `rolled back from ${release.currentVersion} to ${previous}`,
    };
  });
}

/** A version no tenant may get any more: those pinned to it fall back to the current one. */
export function withdraw(db: Db, actor: Actor, overrides: RemoteOverrides, remote: string, version: string) {
  return change(db, actor, overrides, remote, async (context) => {
    const row = context.state.versions.get(remote)?.get(version);
    if (!row) throw notFound(`${remote} ${version}`);
    if (row.status === 'withdrawn') throw conflict(`${remote} ${version} is withdrawn already.`);
    if (context.release?.currentVersion === version) {
      throw conflict(
        `${remote} ${version} is the current version: make another version current (or roll back) before withdrawing it.`,
      );
    }
    await repo.withdrawVersion(context.tx, remote, version);
    if (context.release?.previousVersion === version) {
      await repo.updateRelease(context.tx, remote, { previousVersion: null });
    }
    const unpinned = await unpin(context, remote, version);
    return {
      action: 'withdraw',
      entity: 'remote_version',
      entityId: `${remote}@${version}`,
      before: { status: 'available' },
      after: { status: 'withdrawn', unpinned },
      reason: `fell back to current: ${version} was withdrawn`,
    };
  });
}

/** The kill switch: on, no tenant gets the remote (the platform's own console keeps it). */
export function setDisabled(db: Db, actor: Actor, overrides: RemoteOverrides, remote: string, disabled: boolean) {
  return change(db, actor, overrides, remote, async (context) => {
    const release = released(context, remote);
    if (release.disabled === disabled) {
      throw conflict(`${remote} is switched ${disabled ? 'off' : 'on'} already.`);
    }
    await repo.updateRelease(context.tx, remote, { disabled });
    return {
      action: disabled ? 'switch_off' : 'switch_on',
      before: { disabled: release.disabled },
      after: { disabled },
      reason: disabled ? `${remote} was switched off for every tenant` : `${remote} was switched back on`,
    };
  });
}
