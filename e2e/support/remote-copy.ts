/**
 * A remote team's change, built alone from a copy of remote-admin's package (the host's build is
 * not touched), as the deploy and platform specs ship it.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { ROOT } from './env';

export const adminDir = path.join(ROOT, 'remote-admin');
export const hostDist = path.join(ROOT, 'host', 'dist');

/** A digest of every file under `dir`: the host's build must hash the same before and after. */
export function hashTree(dir: string): string {
  const hash = createHash('sha256');
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const file = path.join(d, name);
      if (statSync(file).isDirectory()) walk(file);
      else hash.update(name).update(readFileSync(file));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

/** Builds a copy of remote-admin named `name` after `edit` changed it; `env` reaches its build (REMOTE_VERSION). */
export function buildAdminCopy(name: string, edit: (copy: string) => void, env: Record<string, string> = {}): string {
  const copy = path.join(adminDir, name);
  rmSync(copy, { recursive: true, force: true });
  for (const part of ['src', 'public', 'package.json', 'webpack.config.mjs', 'tsconfig.json']) {
    cpSync(path.join(adminDir, part), path.join(copy, part), { recursive: true });
  }
  const tsconfig = path.join(copy, 'tsconfig.json');
  writeFileSync(
    tsconfig,
    readFileSync(tsconfig, 'utf8').replace('"../tsconfig.base.json"', '"../../tsconfig.base.json"'),
  );
  edit(copy);
  execFileSync(path.join(adminDir, 'node_modules', '.bin', 'webpack'), ['--mode', 'production'], {
    cwd: copy,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  expect(existsSync(path.join(copy, 'dist', 'mf-manifest.json'))).toBe(true);
  return copy;
}

/** The users list titled `title` instead of "Users List": a change a signed-in admin sees at once. */
export function retitleUsersList(title: string): (copy: string) => void {
  return (dir) => {
    // The page's title is a word of remote-admin's catalogue (its English).
    const words = path.join(dir, 'src', 'i18n', 'users.ts');
    const source = readFileSync(words, 'utf8');
    expect(source).toContain("'users.title': 'Users List',");
    writeFileSync(words, source.replace("'users.title': 'Users List',", `'users.title': '${title}',`));
  };
}
