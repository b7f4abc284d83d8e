#!/usr/bin/env node
/**
 * Builds the API for production into dist/: esbuild bundles the server's own TypeScript and the
 * workspace's wire contracts (@console/shared/contracts, TypeScript sources) into plain ESM, and
 * leaves every npm dependency as an import of node_modules (native argon2, PGlite's WASM, the
 * drizzle migrator). The export worker gets its own bundle and its entry, which the server finds
 * beside itself. Migrations stay in drizzle/ (config.ts resolves it from the server's root,
 * one level above dist/ as above src/).
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
// Everything from npm stays external; the workspace package is TypeScript and is bundled.
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@console/'));

rmSync(dist, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: { server: 'src/server.ts', 'export-worker': 'src/lib/export/export-worker.ts' },
  outdir: dist,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  external,
  sourcemap: true,
  logLevel: 'warning',
  // Bundled CommonJS helpers (if any) need a require in ESM.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
// The worker's entry as the server looks for it (src/lib/export/export-worker-entry.mjs loads
// TypeScript through tsx; the built one loads the built worker).
writeFileSync(path.join(dist, 'export-worker-entry.mjs'), "await import('./export-worker.js');\n");
console.log(`built ${path.relative(process.cwd(), dist) || 'dist'}/server.js`);
