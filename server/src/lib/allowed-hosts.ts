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

/**
 * One entry as a rule, or why it is not one: `where` names the entry's source in the error (a
 * variable, a client's options). The one place an entry's shape is checked.
 */
export function hostRule(entry: string, where: string): HostRule {
  const host = entry.trim().toLowerCase();
  if (host === '' || host.includes('*'))
    throw new Error(`${where} must name each host one by one (e.g. "cdn.example.com:443"), not "${entry}"`);
  const m = HOST.exec(host);
  if (!m) throw new Error(`${where}: "${entry}" is not a host or host:port`);
  return { hostname: m[1]!, port: m[2] };
}

/** A variable's comma-separated hosts, each checked by `hostRule` (`variable` names it in the errors); unset is `fallback`. */
export function parseAllowedHosts(variable: string, value: string | undefined, fallback: string[]): string[] {
  if (value === undefined) return fallback;
  const entries = value
    .toLowerCase()
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const entry of entries) hostRule(entry, variable);
  return entries;
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
