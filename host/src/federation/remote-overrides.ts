/**
 * Diagnosis in the browser: `?disable-remotes=remote-people,remote-touchpoints` leaves those remotes
 * out of the console as if switched off, and `?override-remote=remote-admin@https://…/mf-manifest.json`
 * loads a remote from another build. Honoured only for the platform operator or in a build that is
 * not production: anyone else's address is ignored and nothing of it is kept. Once honoured they
 * last for the tab (sessionStorage), across reloads and pages, until Clear.
 */
import { REMOTE_NAMES, type RemoteEntry, type SessionUser } from '@console/shared/contracts';
import { isPlatformOperator } from '../app/access';

export const DISABLE_PARAM = 'disable-remotes';
export const OVERRIDE_PARAM = 'override-remote';
export const OVERRIDES_KEY = 'console.remote-overrides';

export interface RemoteOverrides {
  /** Remotes left out of the console. */
  disabled: string[];
  /** Remote → the manifest URL it loads from instead. */
  manifests: Record<string, string>;
}

const isRemoteName = (name: string) => (REMOTE_NAMES as readonly string[]).includes(name);

function httpUrl(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The overrides an address asks for (unknown remote names and non-http URLs dropped), or null when it asks none. */
export function parseOverrides(search: string): RemoteOverrides | null {
  const params = new URLSearchParams(search);
  if (!params.has(DISABLE_PARAM) && !params.has(OVERRIDE_PARAM)) return null;
  const disabled = params
    .getAll(DISABLE_PARAM)
    .flatMap((value) => value.split(','))
    .map((name) => name.trim())
    .filter(isRemoteName);
  const manifests: Record<string, string> = {};
  for (const value of params.getAll(OVERRIDE_PARAM)) {
    const at = value.indexOf('@');
    const name = value.slice(0, at).trim();
    const url = at > 0 ? httpUrl(value.slice(at + 1).trim()) : null;
    if (isRemoteName(name) && url) manifests[name] = url;
  }
  return { disabled: [...new Set(disabled)], manifests };
}

/** The production build (webpack defines NODE_ENV); tests pass their own answer. */
export const PRODUCTION_BUILD = process.env.NODE_ENV === 'production';

export function overridesAllowed(user: SessionUser | null | undefined, production: boolean): boolean {
  return !production || isPlatformOperator(user);
}

export function isActive(overrides: RemoteOverrides | null): overrides is RemoteOverrides {
  return !!overrides && (overrides.disabled.length > 0 || Object.keys(overrides.manifests).length > 0);
}

function stored(storage: Storage): RemoteOverrides | null {
  try {
    const value = JSON.parse(storage.getItem(OVERRIDES_KEY) ?? 'null') as unknown;
    if (!value || typeof value !== 'object') return null;
    // Read back through the parser, so a hand-edited entry is held to the same rules.
    const { disabled, manifests } = value as Partial<RemoteOverrides>;
    const params = new URLSearchParams();
    if (Array.isArray(disabled)) params.set(DISABLE_PARAM, disabled.join(','));
    for (const [name, url] of Object.entries(manifests ?? {})) params.append(OVERRIDE_PARAM, `${name}@${String(url)}`);
    return parseOverrides(params.toString());
  } catch {
    return null;
  }
}

/**
 * The overrides in force for `user` opening `search`: the address's (kept for the tab), else the
 * tab's kept ones. Not allowed: none, and whatever the tab kept is dropped.
 */
export function sessionOverrides(
  search: string,
  user: SessionUser | null | undefined,
  { production = PRODUCTION_BUILD, storage = window.sessionStorage }: { production?: boolean; storage?: Storage } = {},
): RemoteOverrides | null {
  if (!overridesAllowed(user, production)) {
    storage.removeItem(OVERRIDES_KEY);
    return null;
  }
  const asked = parseOverrides(search);
  if (asked) {
    if (isActive(asked)) storage.setItem(OVERRIDES_KEY, JSON.stringify(asked));
    else storage.removeItem(OVERRIDES_KEY);
    return isActive(asked) ? asked : null;
  }
  const kept = stored(storage);
  return isActive(kept) ? kept : null;
}

/** The registry's remotes with the overrides applied: disabled ones left out, overridden ones pointed elsewhere. */
export function applyOverrides(remotes: RemoteEntry[], overrides: RemoteOverrides | null): RemoteEntry[] {
  if (!overrides) return remotes;
  return remotes
    .filter((r) => !overrides.disabled.includes(r.name))
    .map((r) => {
      const manifestUrl = overrides.manifests[r.name];
      return manifestUrl ? { ...r, manifestUrl, version: 'override' } : r;
    });
}

/** Whether `remote` loads from an address override (its loads are not the published version's). */
export function isOverridden(remote: string, overrides: RemoteOverrides | null): boolean {
  return !!overrides?.manifests[remote];
}

/** The address without the override parameters (Clear goes there, so a reload does not ask them again). */
export function withoutOverrideParams(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(DISABLE_PARAM);
  url.searchParams.delete(OVERRIDE_PARAM);
  return url.href;
}

/** Forgets the tab's overrides and reloads the console without them. */
export function clearOverrides(
  storage: Storage = window.sessionStorage,
  go: (href: string) => void = (href) => window.location.replace(href),
): void {
  storage.removeItem(OVERRIDES_KEY);
  go(withoutOverrideParams(window.location.href));
}
