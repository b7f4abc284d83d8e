/**
 * Which version of each remote a tenant gets, from the published versions and releases (pure): a
 * remote not enabled for the tenant, never released or switched off is left out; a pin to an
 * available version holds; `*`, or a pin to a withdrawn or unknown version, follows the current.
 * A developer override (REMOTE_…_URL) stands in for the current version in this process.
 */
import { REMOTE_NAMES, type RemoteEntry } from '@console/shared/contracts';
import type { RemoteOverrides } from './remote-config';

export interface ReleaseState {
  remote: string;
  currentVersion: string;
  previousVersion: string | null;
  disabled: boolean;
}

export interface VersionState {
  remote: string;
  version: string;
  manifestUrl: string;
  status: string;
}

export interface RemoteState {
  releases: Map<string, ReleaseState>;
  /** remote → version → its row */
  versions: Map<string, Map<string, VersionState>>;
  overrides: RemoteOverrides;
}

export function remoteState(
  releases: readonly ReleaseState[],
  versions: readonly VersionState[],
  overrides: RemoteOverrides,
): RemoteState {
  const byRemote = new Map<string, Map<string, VersionState>>();
  for (const row of versions) {
    if (!byRemote.has(row.remote)) byRemote.set(row.remote, new Map());
    byRemote.get(row.remote)!.set(row.version, row);
  }
  return { releases: new Map(releases.map((r) => [r.remote, r])), versions: byRemote, overrides };
}

/** Whether `version` of `remote` is published and not withdrawn. */
export function isAvailable(state: RemoteState, remote: string, version: string): boolean {
  return state.versions.get(remote)?.get(version)?.status === 'available';
}

/**
 * The remote as a tenant with `pin` gets it, or null. The platform's own console (tenant 0) is
 * never switched off: it is where the switch is turned back on.
 */
export function resolveRemote(
  state: RemoteState,
  remote: string,
  pin: string | undefined,
  options: { killSwitch?: boolean } = {},
): RemoteEntry | null {
  if (pin === undefined) return null;
  const override = state.overrides[remote];
  if (override === null) return null;
  const release = state.releases.get(remote);
  if (release?.disabled && options.killSwitch !== false) return null;
  const versions = state.versions.get(remote);
  if (pin !== '*' && pin !== override?.version && isAvailable(state, remote, pin)) {
    return { name: remote, manifestUrl: versions!.get(pin)!.manifestUrl, version: pin };
  }
  if (override) return { name: remote, manifestUrl: override.manifestUrl, version: override.version };
  const current = release ? versions?.get(release.currentVersion) : undefined;
  return current ? { name: remote, manifestUrl: current.manifestUrl, version: current.version } : null;
}

/** The remotes a tenant gets, in REMOTE_NAMES order. */
export function remotesFor(
  state: RemoteState,
  enabled: Record<string, string>,
  options: { killSwitch?: boolean } = {},
): RemoteEntry[] {
  return REMOTE_NAMES.map((name) => resolveRemote(state, name, enabled[name], options)).filter(
    (entry): entry is RemoteEntry => entry !== null,
  );
}
