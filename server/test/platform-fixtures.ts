/**
 * What the platform tests share: a real HTTP server on an ephemeral port serving remote builds
 * (good ones and each kind of bad one), and the demo's platform operator.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hostPaths } from '@console/shared/contracts/route-table';
import { sql } from 'drizzle-orm';
import { remoteReleases, remoteVersions } from '../src/db/schema';
import type { TestContext } from './helper';

export const PLATFORM_LOGIN = 'platform@demo.local';

/** A federation manifest as the console's webpack build writes it. */
export function manifestOf(remote: string, requiredShared = '^1.0.0') {
  return {
    id: remote.replace(/-/g, '_'),
    name: remote.replace(/-/g, '_'),
    metaData: { name: remote.replace(/-/g, '_'), remoteEntry: { name: 'remoteEntry.js', path: '' } },
    shared: [{ name: '@console/shared', requiredVersion: requiredShared, singleton: true }],
    exposes: [{ id: `${remote}:routes`, name: 'routes', path: './routes' }],
  };
}

export function infoOf(remote: string, version: string, overrides: Record<string, unknown> = {}) {
  return {
    name: remote,
    version,
    shared: { '@console/shared': '^1.0.0' },
    paths: hostPaths(remote).slice(0, 3),
    ...overrides,
  };
}

/**
 * Serves `/<kind>/<remote>/<version>/mf-manifest.json` and `console-remote.json` beside it. Kinds:
 * good, text (not JSON), not-federation, range (a @console/shared range no host has), unknown-path,
 * big (over 1 MB), missing-info (no console-remote.json), slow (answers only once the server closes),
 * moved (a redirect to the good build).
 */
export async function buildServer() {
  const held: ServerResponse[] = [];
  const json = (res: ServerResponse, value: unknown) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(value));
  };
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const [, kind, remote, version, file] = (req.url ?? '').split('/') as string[];
    const manifest = file === 'mf-manifest.json';
    if (!remote || !version || !file) return void res.writeHead(404).end();
    switch (kind) {
      case 'slow':
        held.push(res);
        return;
      case 'text':
        res.writeHead(200, { 'content-type': 'text/html' });
        return void res.end('<html>not a manifest</html>');
      case 'big': {
        const body = `{"pad":"${'x'.repeat(1024 * 1024 + 10)}"}`;
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
        return void res.end(body);
      }
      case 'big-chunked':
        // No length said: the reader counts what arrives and stops past the limit.
        res.writeHead(200, { 'content-type': 'application/json' });
        for (let i = 0; i < 20; i++) res.write(`${'x'.repeat(64 * 1024)}`);
        return void res.end();
      case 'not-federation':
        return json(res, manifest ? { hello: 'world' } : infoOf(remote, version));
      case 'range':
        return json(
          res,
          manifest ? manifestOf(remote) : infoOf(remote, version, { shared: { '@console/shared': '^9.0.0' } }),
        );
      case 'unknown-path':
        return json(
          res,
          manifest
            ? manifestOf(remote)
            : infoOf(remote, version, { paths: [...hostPaths(remote), '/not-in-the-table'] }),
        );
      case 'moved':
        res.writeHead(302, { location: `/good/${remote}/${version}/${file}` });
        return void res.end();
      case 'missing-info':
        return manifest ? json(res, manifestOf(remote)) : void res.writeHead(404).end();
      default:
        return json(res, manifest ? manifestOf(remote) : infoOf(remote, version));
    }
  };
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: (kind: string, remote: string, version: string) => `${origin}/${kind}/${remote}/${version}/mf-manifest.json`,
    /** How many requests the slow kind holds unanswered. */
    held: () => held.length,
    close: async () => {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A port nothing listens on: a server's, closed. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Versions of a remote published straight into the database (the first current), for registry tests. */
export async function publishDirect(t: TestContext, remote: string, versions: string[], current = versions[0]!) {
  for (const version of versions) {
    await t.database.db.insert(remoteVersions).values({
      remote,
      version,
      manifestUrl: `https://cdn.example.in/${remote}/${version}/mf-manifest.json`,
      publishedBy: 'test',
    });
  }
  await t.database.db.insert(remoteReleases).values({ remote, currentVersion: current }).onConflictDoNothing();
}

/** Rows of a table (a refusal must leave every count as it was). */
export async function counts(t: TestContext): Promise<string> {
  const result = await t.database.db.execute(
    sql`select (select count(*) from remote_versions) as versions, (select count(*) from remote_releases) as releases,
               (select count(*) from audit_log) as audit, (select count(*) from deploy_tokens) as tokens,
               (select coalesce(max(last_used_at)::text, '') from deploy_tokens) as used,
               (select json_agg(json_build_array(id, remotes, remotes_before) order by id) from tenants) as tenants`,
  );
  return JSON.stringify((result as unknown as { rows: unknown[] }).rows[0]);
}
