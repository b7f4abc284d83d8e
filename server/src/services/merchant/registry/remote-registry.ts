/**
 * Where each remote is deployed comes from configuration (a JSON file, or one environment
 * variable per remote), so a team ships a remote by changing configuration, not code.
 * A tenant enables remotes and may pin one to a version; `*` follows the current one.
 */
import { existsSync, readFileSync } from 'node:fs';
import { REMOTE_NAMES, type RemoteEntry } from '@console/shared/contracts';

interface RemoteDeployment {
  /** The version a tenant gets unless it pins another. */
  current: string;
  /** version → URL of that build's mf-manifest.json */
  versions: Record<string, string>;
}

export type RemoteDeployments = Record<string, RemoteDeployment>;

type FileEntry = { manifestUrl: string; version?: string } | RemoteDeployment;

function isUrl(value: string): boolean {
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

/** Reads the deployments file, then lets REMOTE_PEOPLE_URL-style variables override it. */
export function loadRemoteDeployments(file: string, env: NodeJS.ProcessEnv = process.env): RemoteDeployments {
  const deployments: RemoteDeployments = {};
  if (existsSync(file)) {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as { remotes?: Record<string, FileEntry> };
    for (const [name, entry] of Object.entries(parsed.remotes ?? {})) {
      const deployment: RemoteDeployment =
        'manifestUrl' in entry
          ? { current: entry.version ?? '1.0.0', versions: { [entry.version ?? '1.0.0']: entry.manifestUrl } }
          : entry;
      for (const url of Object.values(deployment.versions)) {
        if (!isUrl(url)) throw new Error(`${file}: ${name} has an invalid manifest URL "${url}"`);
      }
      if (!deployment.versions[deployment.current]) {
        throw new Error(`${file}: ${name} names current version ${deployment.current} but has no URL for it`);
      }
      deployments[name] = deployment;
    }
  }
  for (const name of REMOTE_NAMES) {
    const url = env[envName(name)];
    if (url === undefined) continue;
    if (url === '') {
      delete deployments[name]; // an empty variable withdraws the remote
      continue;
    }
    if (!isUrl(url)) throw new Error(`${envName(name)} must be an http(s) URL of an mf-manifest.json`);
    const version = env[`${envName(name).replace(/_URL$/, '')}_VERSION`] ?? 'env';
    deployments[name] = { current: version, versions: { ...(deployments[name]?.versions ?? {}), [version]: url } };
  }
  return deployments;
}

/** The remotes a tenant gets: enabled for it AND deployed, at its pinned or the current version. */
export function remotesFor(enabled: Record<string, string>, deployments: RemoteDeployments): RemoteEntry[] {
  const result: RemoteEntry[] = [];
  for (const name of REMOTE_NAMES) {
    const pin = enabled[name];
    const deployment = deployments[name];
    if (pin === undefined || !deployment) continue;
    const version = pin === '*' || !deployment.versions[pin] ? deployment.current : pin;
    result.push({ name, manifestUrl: deployment.versions[version]!, version });
  }
  return result;
}
