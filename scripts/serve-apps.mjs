#!/usr/bin/env node
// Serves the production builds as they are deployed: the host on :3000 (with /api proxied to the
// API server) and each built remote on its own port with CORS. Entries (index.html,
// remoteEntry.js, mf-manifest.json, console-remote.json, registry.json) are served no-cache,
// hashed chunks immutable; `--no-cache` turns caching off everywhere (the bench). No compression:
// a CDN does that.
//
// Files are served by sirv and /api by http-proxy-3 (maintained packages, not hand-written path
// handling). Nothing a client sends may end the process: every request is checked before it is
// routed, and any failure while answering one answers 400/502 or closes that socket alone.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createProxyServer } from 'http-proxy-3';
import sirv from 'sirv';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const APPS = [
  { name: 'host', port: 3000, spa: true },
  { name: 'remote-people', port: 3001 },
  { name: 'remote-touchpoints', port: 3002 },
  { name: 'remote-transactions', port: 3003 },
  { name: 'remote-admin', port: 3004 },
];

const ENTRY =
  /^(index\.html|remoteEntry\.js|main\.js|mf-manifest\.json|mf-stats\.json|console-remote\.json|registry\.json)$/;
const HAS_EXTENSION = /\.[A-Za-z0-9]+$/;

/** The sha256 CSP sources of a page's inline `<script>` and `<style>` blocks, re-read when the file changes. */
const inlineHashes = new Map();
function hashesOf(file) {
  const { mtimeMs, size } = statSync(file);
  const cached = inlineHashes.get(file);
  if (cached && cached.mtimeMs === mtimeMs && cached.size === size) return cached;
  const html = readFileSync(file, 'utf8');
  const hash = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
  const blocks = (tag) =>
    [...html.matchAll(new RegExp(`<${tag}(\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'gi'))]
      .filter((m) => !/\bsrc\s*=/i.test(m[1] ?? ''))
      .map((m) => hash(m[2]));
  const entry = { mtimeMs, size, scripts: blocks('script'), styles: blocks('style') };
  inlineHashes.set(file, entry);
  return entry;
}

/**
 * The console page's policy: its own scripts, the inline config script by hash, and the remotes'
 * origins (their entries and chunks load as scripts, their manifests by fetch). Styles: the
 * page's own `<style>` block by hash, and empty `<style>` elements, which emotion (Chakra) creates
 * and fills through the CSSOM; nothing inline runs or styles without a hash.
 */
export function contentSecurityPolicy(indexFile, remoteOrigins = [], connectOrigins = []) {
  const { scripts, styles } = hashesOf(indexFile);
  const remotes = [...new Set(remoteOrigins)];
  return [
    "default-src 'self'",
    `script-src 'self' ${[...scripts, ...remotes].join(' ')}`.trim(),
    `style-src 'self' ${[...styles, EMPTY_STYLE].join(' ')}`,
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src 'self' ${[...remotes, ...new Set(connectOrigins)].join(' ')}`.trim(),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The hash of an empty `<style>` element: emotion creates those and fills them through the CSSOM, which CSP does not govern. */
const EMPTY_STYLE = `'sha256-${createHash('sha256').update('').digest('base64')}'`;

/** Headers every answer carries, whatever it is. */
const BASE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'access-control-allow-origin': '*',
};

function refuse(res, status, message, extra = {}) {
  if (res.headersSent) return res.destroy();
  res.writeHead(status, { ...BASE_HEADERS, 'content-type': 'text/plain; charset=utf-8', ...extra });
  res.end(message);
}

/**
 * The path of an origin-form request target ("/a/b?c"), or null for anything this server does
 * not serve: absolute-form and asterisk-form targets, malformed percent-encoding, NUL bytes.
 */
export function requestPath(url) {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return null;
  const raw = url.split('?')[0].split('#')[0];
  let decoded;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  return { raw, decoded };
}

/**
 * @param {{ dir: string, port: number, spa?: boolean, apiUrl?: string, cache?: boolean, host?: string,
 *           remoteOrigins?: string[], connectOrigins?: string[] }} options
 */
export function serveApp({
  dir,
  port,
  spa = false,
  apiUrl,
  cache = true,
  host = '0.0.0.0',
  remoteOrigins = [],
  connectOrigins = [],
}) {
  const root = path.resolve(dir);
  const indexFile = path.join(root, 'index.html');
  /** Whether sirv is answering with the console page itself: for any path, an SPA's fallback included. */
  const isIndex = (stats) => {
    try {
      const index = statSync(indexFile);
      return index.ino === stats.ino && index.dev === stats.dev;
    } catch {
      return false;
    }
  };
  const files = sirv(root, {
    // Looked up on disk per request: a remote rebuilt in place is served at once.
    dev: true,
    etag: cache,
    single: spa,
    dotfiles: false,
    setHeaders(res, pathname, stats) {
      for (const [name, value] of Object.entries(BASE_HEADERS)) res.setHeader(name, value);
      const base = path.posix.basename(pathname);
      // By what is served, not only by the path asked for: the SPA answers `/x(.y` or `/.env`
      // with the console page too, which must carry its CSP and never be framed or kept.
      const html = base.endsWith('.html') || !HAS_EXTENSION.test(pathname) || isIndex(stats);
      res.setHeader(
        'cache-control',
        !cache ? 'no-store' : html || ENTRY.test(base) ? 'no-cache' : 'public, max-age=31536000, immutable',
      );
      if (html && existsSync(indexFile)) {
        res.setHeader('content-security-policy', contentSecurityPolicy(indexFile, remoteOrigins, connectOrigins));
        res.setHeader('x-frame-options', 'DENY');
      }
    },
    onNoMatch: (_req, res) => refuse(res, 404, 'Not found'),
  });

  const proxy = apiUrl ? createProxyServer({ target: apiUrl, xfwd: true, proxyTimeout: 120_000 }) : null;
  proxy?.on('error', (_error, _req, res) => {
    if (!res || typeof res.writeHead !== 'function') return res?.destroy?.();
    if (res.headersSent) return res.destroy();
    res.writeHead(502, { ...BASE_HEADERS, 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: 'The API server is not reachable.' }));
  });

  const handle = (req, res) => {
    // A file stream that fails (a file removed mid-answer) ends this answer, not the process.
    res.on('pipe', (source) => source.on('error', () => res.destroy()));
    const target = requestPath(req.url);
    if (!target) {
      // A call meant for the API hears the API's error shape, { message }, from the edge too.
      if (apiUrl && /^\/api(\/|\?|$)/.test(req.url ?? '')) {
        return refuse(res, 400, JSON.stringify({ message: 'The request URL is malformed.', code: 'BAD_URL' }), {
          'content-type': 'application/json',
          'cache-control': 'no-store',
        });
      }
      return refuse(res, 400, 'Bad request');
    }
    if (proxy && (target.raw === '/api' || target.raw.startsWith('/api/'))) {
      // This server is the edge: the API learns the caller's address from it alone, so a
      // client's own X-Forwarded-* headers are dropped, never passed on.
      for (const name of ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port']) {
        delete req.headers[name];
      }
      return proxy.web(req, res);
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...BASE_HEADERS, 'access-control-allow-methods': 'GET, HEAD' });
      return res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return refuse(res, 405, 'Method not allowed', { allow: 'GET, HEAD' });
    // Assets are small and never ranged by the console; a malformed Range must not reach the file stream.
    delete req.headers.range;
    return files(req, res);
  };

  const server = http.createServer((req, res) => {
    req.on('error', () => res.destroy());
    res.on('error', () => undefined);
    try {
      handle(req, res);
    } catch {
      refuse(res, 400, 'Bad request');
    }
  });
  server.on('clientError', (_error, socket) => {
    if (socket.writable && !socket.destroyed) {
      socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    } else socket.destroy();
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

/** Where the console loads remotes from: the bundled remotes' ports, the registry file, CONSOLE_REMOTE_ORIGINS. */
export function defaultRemoteOrigins(env = process.env) {
  const origins = [];
  for (const app of APPS) {
    if (app.spa) continue;
    origins.push(`http://localhost:${app.port}`, `http://127.0.0.1:${app.port}`);
  }
  const file = env.REMOTES_CONFIG ?? path.join(ROOT, 'server', 'config', 'remotes.json');
  try {
    const remotes = JSON.parse(readFileSync(file, 'utf8')).remotes ?? {};
    for (const entry of Object.values(remotes)) {
      for (const url of entry.manifestUrl ? [entry.manifestUrl] : Object.values(entry.versions ?? {})) {
        origins.push(new URL(url).origin);
      }
    }
  } catch {
    // no registry file: the defaults above
  }
  for (const origin of (env.CONSOLE_REMOTE_ORIGINS ?? '').split(',')) if (origin.trim()) origins.push(origin.trim());
  return [...new Set(origins)];
}

/** Serves every app that has been built; returns the servers. */
export async function serveAll({ apiUrl = 'http://127.0.0.1:4000', cache = true, only } = {}) {
  const servers = [];
  const remoteOrigins = defaultRemoteOrigins();
  for (const app of APPS) {
    if (only && !only.includes(app.name)) continue;
    const dir = path.join(ROOT, app.name, 'dist');
    if (!existsSync(path.join(dir, app.spa ? 'index.html' : 'remoteEntry.js'))) continue;
    servers.push({
      ...app,
      server: await serveApp({
        dir,
        port: app.port,
        spa: app.spa,
        apiUrl: app.spa ? apiUrl : undefined,
        cache,
        remoteOrigins,
      }),
    });
  }
  return servers;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const cache = !process.argv.includes('--no-cache');
  const servers = await serveAll({ apiUrl: process.env.API_URL ?? 'http://127.0.0.1:4000', cache });
  for (const s of servers) console.log(`${s.name.padEnd(20)} http://localhost:${s.port}`);
  const stop = () => {
    for (const s of servers) s.server.close();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
