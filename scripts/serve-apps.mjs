#!/usr/bin/env node
// Serves the production builds as they are deployed: the host on :3000 (with /api proxied to the
// API server) and each built remote on its own port with CORS. Entries (index.html,
// remoteEntry.js, mf-manifest.json, registry.json) are served no-cache, hashed chunks immutable;
// `--no-cache` turns caching off everywhere (the bench). No compression: a CDN does that.
import { createReadStream, existsSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const APPS = [
  { name: 'host', port: 3000, spa: true },
  { name: 'remote-people', port: 3001 },
  { name: 'remote-touchpoints', port: 3002 },
  { name: 'remote-transactions', port: 3003 },
  { name: 'remote-admin', port: 3004 },
];

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};
const ENTRY = /^(index\.html|remoteEntry\.js|main\.js|mf-manifest\.json|mf-stats\.json|registry\.json)$/;

function proxy(req, res, apiUrl) {
  const target = new URL(req.url, apiUrl);
  const upstream = http.request(
    target,
    { method: req.method, headers: { ...req.headers, host: target.host } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: 'The API server is not reachable.' }));
  });
  req.pipe(upstream);
}

/** @param {{ dir: string, port: number, spa?: boolean, apiUrl?: string, cache?: boolean, host?: string }} options */
export function serveApp({ dir, port, spa = false, apiUrl, cache = true, host = '0.0.0.0' }) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (apiUrl && url.pathname.startsWith('/api/')) return proxy(req, res, apiUrl);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'access-control-allow-origin': '*', 'access-control-allow-methods': 'GET, HEAD' });
      return res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' });
      return res.end();
    }
    let file = path.join(dir, path.normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, ''));
    if (!file.startsWith(dir)) {
      res.writeHead(400);
      return res.end();
    }
    if (!existsSync(file) || statSync(file).isDirectory()) {
      const isAsset = path.extname(url.pathname) !== '';
      if (spa && !isAsset) file = path.join(dir, 'index.html');
      else {
        res.writeHead(404, { 'content-type': 'text/plain', 'access-control-allow-origin': '*' });
        return res.end('Not found');
      }
    }
    const base = path.basename(file);
    const headers = {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'content-length': statSync(file).size,
      'access-control-allow-origin': '*',
      'x-content-type-options': 'nosniff',
      'cache-control': !cache ? 'no-store' : ENTRY.test(base) ? 'no-cache' : 'public, max-age=31536000, immutable',
    };
    res.writeHead(200, headers);
    if (req.method === 'HEAD') return res.end();
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

/** Serves every app that has been built; returns the servers. */
export async function serveAll({ apiUrl = 'http://127.0.0.1:4000', cache = true, only } = {}) {
  const servers = [];
  for (const app of APPS) {
    if (only && !only.includes(app.name)) continue;
    const dir = path.join(ROOT, app.name, 'dist');
    if (!existsSync(path.join(dir, app.spa ? 'index.html' : 'remoteEntry.js'))) continue;
    servers.push({
      ...app,
      server: await serveApp({ dir, port: app.port, spa: app.spa, apiUrl: app.spa ? apiUrl : undefined, cache }),
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
