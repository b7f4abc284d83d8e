/** Starts the real API server (fresh embedded database) and the static servers of the builds. */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import type { Server } from 'node:http';
import { ROOT } from './env';

export interface ApiOptions {
  port: number;
  dataDir: string;
  jwtSecret: string;
  env?: Record<string, string>;
}

/** Whether something already answers on the port (a server another run left behind). */
function portTaken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function startApi({ port, dataDir, jwtSecret, env = {} }: ApiOptions): Promise<() => Promise<void>> {
  // Its health check would be answered by that server, and the tests would run against it.
  if (await portTaken(port)) throw new Error(`Port ${port} is in use: stop the server holding it first.`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(ROOT, 'server'),
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      JWT_SECRET: jwtSecret,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}/api/merchant/health`;
  // A busy 2-core runner can take more than a minute to migrate and seed.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      // Not left behind holding the port (and the data dir) for the next run.
      child.kill('SIGTERM');
      throw new Error('API server did not start in 180 s');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

type ServeApp = (o: {
  dir: string;
  port: number;
  spa?: boolean;
  apiUrl?: string;
  cache?: boolean;
  remoteOrigins?: string[];
}) => Promise<Server>;

/** Serves a build; the host (given `apiUrl`) proxies /api and lets the page load the e2e remotes. */
export async function serveDist(
  dir: string,
  port: number,
  apiUrl?: string,
  remoteOrigins: string[] = [],
): Promise<() => Promise<void>> {
  if (!existsSync(path.join(dir, apiUrl ? 'index.html' : 'remoteEntry.js')))
    throw new Error(`${dir} is not built: run pnpm build first`);
  const { serveApp } = (await import(path.join(ROOT, 'scripts', 'serve-apps.mjs'))) as { serveApp: ServeApp };
  const server = await serveApp({ dir, port, spa: apiUrl !== undefined, apiUrl, remoteOrigins });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** The reference channel feed on `port` (in this process; its control API drives faults in tests). */
export async function startFeed(port: number): Promise<{ close(): Promise<void> }> {
  const { startReferenceFeed } = (await import(path.join(ROOT, 'scripts', 'reference-feed.mjs'))) as {
    startReferenceFeed(o: { port: number }): Promise<{ close(): Promise<void> }>;
  };
  return startReferenceFeed({ port });
}
