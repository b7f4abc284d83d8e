/**
 * Remote health: each console reports its remote loads (sampled: every failure, some successes),
 * and the platform reads per remote version the last hour's loads, failures and p95 load time,
 * so a bad rollout shows within minutes.
 */
import type { RemoteHealth, RemoteLoadsBody } from '@console/shared/contracts';
import type { Db } from '../../../db/client';
import * as repo from './health-repository';

/** The loads one console reports for its tenant. */
export async function recordRemoteLoads(db: Db, tenantId: number, body: RemoteLoadsBody): Promise<void> {
  await repo.insertLoads(
    db,
    body.loads.map((load) => ({
      tenantId,
      remote: load.remote,
      version: load.version,
      ok: load.ok,
      durationMs: load.duration_ms,
      reason: load.ok ? null : (load.reason ?? null),
      weight: load.weight ?? 1,
    })),
  );
}

export async function remoteHealth(db: Db): Promise<RemoteHealth[]> {
  return (await repo.healthRows(db)).map((row) => ({
    remote: row.remote,
    version: row.version,
    loads: row.loads,
    failures: row.failures,
    p95_ms: row.p95,
    last_failure: row.lastFailure,
  }));
}
