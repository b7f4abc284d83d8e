/**
 * Where the server may fetch from when a user gives it a URL (a channel's feed, a remote's build):
 * hosts named one by one, `host` (any port) or `host:port`, never a wildcard. The list is what
 * keeps a URL someone types from reaching the server's own network.
 */
export interface HostRule {
  hostname: string;
  port?: string;
}

const HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::([0-9]{1,5}))?$/;

/** A variable's comma-separated hosts (`variable` names it in the errors); unset is `fallback`. */
export function parseAllowedHosts(variable: string, value: string | undefined, fallback: string[]): string[] {
  if (value === undefined) return fallback;
  const entries = value
    .toLowerCase()
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (entry.includes('*'))
      throw new Error(`${variable} must name each host (e.g. "cdn.example.com:443"), not "${entry}"`);
    if (!HOST.test(entry)) throw new Error(`${variable}: "${entry}" is not a host or host:port`);
  }
  return entries;
}

/** One entry as a rule (the entries were checked by `parseAllowedHosts`). */
export function hostRule(entry: string): HostRule {
  if (entry.trim() === '' || entry.includes('*')) {
    throw new Error(`Allowed hosts must be named one by one (host or host:port), not "${entry}"`);
  }
  const m = HOST.exec(entry.trim().toLowerCase());
  if (!m) throw new Error(`"${entry}" is not a host or host:port`);
  return { hostname: m[1]!, port: m[2] };
}

/** The port a URL really connects to: written, or its scheme's default. */
export function effectivePort(url: URL): string {
  return url.port || (url.protocol === 'https:' ? '443' : '80');
}

/** Whether `url`'s host (and port) is one the rules name. */
export function hostAllowed(rules: readonly HostRule[], url: URL): boolean {
  const hostname = url.hostname.toLowerCase();
  const port = effectivePort(url);
  return rules.some((rule) => rule.hostname === hostname && (rule.port === undefined || rule.port === port));
}
