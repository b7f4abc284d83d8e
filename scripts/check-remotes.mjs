#!/usr/bin/env node
// CI's contract check of the four built remotes: each dist/ (mf-manifest.json and the
// console-remote.json beside it) must pass the check the API runs before it publishes a build
// (checkRemoteContract: ./routes exposed, the @console/shared range satisfied by this host's
// version, every path known to the host's route table), so `pnpm test` fails on a remote the
// platform would refuse. Run after `pnpm build`:
//
//   pnpm check:remotes            (tsx: the check and the route table are the contracts' TypeScript)
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { checkRemoteContract } from '../shared/src/contracts/remote-contract.ts';
import { REMOTE_NAMES } from '../shared/src/contracts/registry.ts';
import { hostPaths } from '../shared/src/contracts/route-table.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const INFO_FILE = 'console-remote.json';

/** `file` (under `root`) as JSON, or the reason it cannot be read. */
function readJson(root, file) {
  const full = path.join(root, file);
  if (!existsSync(full)) return { error: `${file} is missing: run \`pnpm build\` first.` };
  try {
    return { json: JSON.parse(readFileSync(full, 'utf8')) };
  } catch (error) {
    return { error: `${file} is not JSON (${error.message}): run \`pnpm build\` again.` };
  }
}

/**
 * The refusals of each remote built under `root` (`<root>/<remote>/dist/`), checked against a
 * host of `hostSharedVersion` with the route table's paths; each built at the version its
 * console-remote.json names.
 */
export function checkBuiltRemotes({ root = ROOT, remotes = REMOTE_NAMES, hostSharedVersion, pathsOf = hostPaths }) {
  return remotes.map((remote) => {
    const manifest = readJson(root, path.join(remote, 'dist', 'mf-manifest.json'));
    const info = readJson(root, path.join(remote, 'dist', INFO_FILE));
    const unread = [manifest.error, info.error].filter(Boolean);
    if (unread.length) return { remote, version: null, refusals: unread };
    const version = typeof info.json?.version === 'string' ? info.json.version : '';
    const refusals = checkRemoteContract({
      remote,
      version,
      manifest: manifest.json,
      info: info.json,
      hostSharedVersion,
      hostPaths: pathsOf(remote),
    });
    return { remote, version, refusals };
  });
}

export function main(stdout = process.stdout, stderr = process.stderr) {
  const hostSharedVersion = JSON.parse(readFileSync(path.join(ROOT, 'shared', 'package.json'), 'utf8')).version;
  const results = checkBuiltRemotes({ hostSharedVersion });
  for (const { remote, version, refusals } of results) {
    if (refusals.length === 0) stdout.write(`✓ ${remote} ${version}: the platform would accept it\n`);
    else stderr.write(`✗ ${remote}${version ? ` ${version}` : ''}:\n${refusals.map((r) => `    ${r}\n`).join('')}`);
  }
  const refused = results.filter((r) => r.refusals.length > 0).length;
  if (refused)
    stderr.write(`${refused} remote(s) would be refused by a host of @console/shared ${hostSharedVersion}.\n`);
  return refused ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = main();
