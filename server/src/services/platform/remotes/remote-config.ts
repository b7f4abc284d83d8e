/**
 * The remote versions a fresh platform starts from: `server/config/remotes.json` and the
 * REMOTE_…_URL variables, imported at boot for a remote the database has no release of. The
 * variables are also the developer's override of this process (`remoteOverrides`): tenants that
 * follow a remote's current version get the URL they name.
 */
import { existsSync, readFileSync } from 'node:fs';
import { REMOTE_NAMES } from '@console/shared/contracts';

interface RemoteDeployment {
  /** The version a tenant gets unless it pins another. */
  current: string;
  /** version → URL of that build's mf-manifest.json */
  versions: Record<string, string>;
}

export type RemoteDeployments = Record<string, RemoteDeployment>;

/** Per remote: the version and URL REMOTE_…_URL names, or null when an empty value withdraws it. */
export type RemoteOverrides = Partial<Record<string, { version: string; manifestUrl: string } | null>>;

type FileEntry = { manifestUrl: string; version?: string } | RemoteDeployment;

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function envName(remote: string): string {
  return `${remote.replace(/-/g, '_').toUpperCase()}_URL`;
}

/** What the REMOTE_PEOPLE_URL-style variables say of each remote they name. */
export function remoteOverrides(env: Record<string, string | undefined>): RemoteOverrides {
  const overrides: RemoteOverrides = {};
  for (const name of REMOTE_NAMES) {
    const url = env[envName(name)];
    if (url === undefined) continue;
    if (url === '') {
      overrides[name] = null; // an empty variable withdraws the remote
      continue;
    }
    if (!isHttpUrl(url)) throw new Error(`${envName(name)} must be an http(s) URL of an mf-manifest.json`);
    overrides[name] = { version: env[`${envName(name).replace(/_URL$/, '')}_VERSION`] ?? 'env', manifestUrl: url };
  }
  return overrides;
}

/** Reads the deployments file, then lets REMOTE_PEOPLE_URL-style variables override it. */
export function loadRemoteDeployments(
  file: string,
  env: Record<string, string | undefined> = process.env,
): RemoteDeployments {
  const deployments: RemoteDeployments = {};
  if (existsSync(file)) {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as { remotes?: Record<string, FileEntry> };
    for (const [name, entry] of Object.entries(parsed.remotes ?? {})) {
      const deployment: RemoteDeployment =
        'manifestUrl' in entry
          ? { current: entry.version ?? '1.0.0', versions: { [entry.version ?? '1.0.0']: entry.manifestUrl } }
          : entry;
      for (const url of Object.values(deployment.versions)) {
        if (!isHttpUrl(url)) throw new Error(`${file}: ${name} has an invalid manifest URL "${url}"`);
      }
      if (!deployment.versions[deployment.current]) {
        throw new Error(`${file}: ${name} names current version ${deployment.current} but has no URL for it`);
      }
      deployments[name] = deployment;
    }
  }
  for (const [name, override] of Object.entries(remoteOverrides(env))) {
    if (override === null) {
      delete deployments[name];
      continue;
    }
    if (!override) continue;
    deployments[name] = {
      current: override.version,
      versions: { ...(deployments[name]?.versions ?? {}), [override.version]: override.manifestUrl },
    };
  }
  return deployments;
}
