/**
 * What the platform service offers the others (lint holds them to it): the remotes a tenant gets
 * (the console registry), the boot's import of the configured remotes, and the consoles' load reports.
 */
import type { RemoteEntry } from '@console/shared/contracts';
import type { Db } from '../../db/client';
import { loadRemoteState, PLATFORM_TENANT_ID } from './remotes/remote-changes';
import type { RemoteOverrides } from './remotes/remote-config';
import { remotesFor } from './remotes/remote-resolution';

export { bootstrapRemotes } from './remotes/bootstrap-service';
export { loadRemoteDeployments, remoteOverrides, type RemoteOverrides } from './remotes/remote-config';
export { recordRemoteLoads } from './health/health-service';

/** The remotes tenant `tenantId` gets, at the version it gets, read now (no cache: a change shows on its next load). */
export async function remotesForTenant(
  db: Db,
  tenantId: number,
  enabled: Record<string, string>,
  overrides: RemoteOverrides,
): Promise<RemoteEntry[]> {
  return remotesFor(await loadRemoteState(db, overrides), enabled, { killSwitch: tenantId !== PLATFORM_TENANT_ID });
}
