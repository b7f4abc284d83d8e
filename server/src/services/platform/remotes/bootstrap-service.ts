/**
 * At boot, a remote the database has no release of gets one from `server/config/remotes.json` and
 * the REMOTE_…_URL variables (published by `bootstrap`), in one transaction; every insert skips a
 * row another API process inserted first, so several processes may boot at once.
 */
import type { Db } from '../../../db/client';
import type { RemoteDeployments } from './remote-config';
import * as repo from './remotes-repository';

export async function bootstrapRemotes(db: Db, deployments: RemoteDeployments): Promise<void> {
  const released = new Set((await repo.releaseRows(db)).map((r) => r.remote));
  const missing = Object.entries(deployments).filter(([remote]) => !released.has(remote));
  if (missing.length === 0) return;
  await db.transaction(async (tx) => {
    for (const [remote, deployment] of missing) {
      for (const [version, manifestUrl] of Object.entries(deployment.versions)) {
        await repo.insertVersion(tx, { remote, version, manifestUrl, publishedBy: 'bootstrap' });
      }
      await repo.insertRelease(tx, remote, deployment.current);
    }
  });
}
