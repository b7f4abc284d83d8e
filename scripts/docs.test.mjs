/**
 * The documents hold true to the repository (a step of `npm test`, beside lint):
 * - every `pnpm <script>`, `pnpm run <script>`, `pnpm --filter <package> <script>`, `npm run <script>`,
 *   `npm start` and `npm test` quoted in README.md, docs/*.md and bench/README.md (in a code span or
 *   block) names a script that the package's package.json has — the root's, or the filtered
 *   package's, or the package of the directory a `cd dir &&` before it moved to;
 * - every `node <file>` quoted there runs a file that exists (but a build's output under dist/);
 * - every relative link and image points at a file that exists and, for `file.md#heading`, at a
 *   heading of that file;
 * - every source file quoted in a code span exists: a path from the repository's root
 *   (`server/src/lib/list.ts`) where it says, a bare name (`users-service.ts`) somewhere.
 * Run alone: `pnpm test:docs`.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function documents() {
  const docs = existsSync(path.join(ROOT, 'docs'))
    ? readdirSync(path.join(ROOT, 'docs'))
        .filter((f) => f.endsWith('.md'))
        .sort()
        .map((f) => `docs/${f}`)
    : [];
  return ['README.md', 'bench/README.md', ...docs].filter((f) => existsSync(path.join(ROOT, f)));
}

/** Every workspace package (and the root) by name and directory, with its scripts. */
function workspace() {
  const packages = [];
  const read = (dir) => {
    const manifest = JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8'));
    packages.push({ dir, name: manifest.name, scripts: manifest.scripts ?? {} });
  };
  read('.');
  const yaml = readFileSync(path.join(ROOT, 'pnpm-workspace.yaml'), 'utf8');
  const list = yaml.match(/^packages:\s*\n((?:\s+-\s+.*\n?)+)/m);
  for (const line of (list?.[1] ?? '').split('\n')) {
    const entry = line
      .replace(/^\s+-\s+/, '')
      .replace(/['"]/g, '')
      .trim();
    if (!entry) continue;
    for (const dir of expand(entry)) if (existsSync(path.join(ROOT, dir, 'package.json'))) read(dir);
  }
  return packages;
}

/** A workspace glob such as `remote-*` → the directories it names (one level of `*`). */
function expand(pattern) {
  if (!pattern.includes('*')) return [pattern];
  const parent = path.posix.dirname(pattern);
  const re = globRegExp(path.posix.basename(pattern));
  return readdirSync(path.join(ROOT, parent))
    .filter((d) => re.test(d) && statSync(path.join(ROOT, parent, d)).isDirectory())
    .map((d) => path.posix.join(parent, d));
}

function globRegExp(glob) {
  return new RegExp(`^${glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
}

/** Fenced blocks and inline code spans of a Markdown text, and the text without them. */
function splitCode(text) {
  const code = [];
  const prose = text
    .replace(/^(\s*)(`{3,}|~{3,})[^\n]*\n([\s\S]*?)^\s*\2[^\S\n]*$/gm, (_m, _indent, _fence, body) => {
      code.push({ block: true, text: body.replace(/\\\n/g, ' ') });
      return '';
    })
    .replace(/(`+)([\s\S]+?)\1/g, (_m, _ticks, body) => {
      code.push({ block: false, text: body.replace(/\n/g, ' ') });
      return ' ';
    });
  return { code, prose };
}

/** Shell words of one command line (quotes dropped), up to a comment. */
function words(command) {
  const out = [];
  const re = /'([^']*)'|"([^"]*)"|(\S+)/g;
  let m;
  while ((m = re.exec(command))) {
    const word = m[1] ?? m[2] ?? m[3];
    if (m[3] !== undefined && word.startsWith('#')) break;
    out.push(word);
  }
  return out;
}

const PNPM_BUILTINS = new Set(
  'add audit bin config create dedupe deploy dlx env exec fetch i import init install install-test licenses link list ls outdated pack patch prune publish rebuild remove rm root setup store un uninstall unlink up update why --version -v --help -h'.split(
    ' ',
  ),
);
const NPM_SCRIPT_ALIASES = new Set(['start', 'test', 'stop', 'restart']);
const PLACEHOLDER = /[<>…]|\.\.\./;

/**
 * The script references of a code snippet: `{ command, packages, script, ifPresent }` for each pnpm
 * or npm call, and `{ command, file }` for each `node <file>`, with the directory a `cd` moved to.
 */
function references(snippet) {
  const found = [];
  const lines = snippet.block ? snippet.text.split('\n') : [snippet.text];
  for (const line of lines) {
    let cwd = '.';
    for (const raw of line.split(/&&|\|\||;|\|(?!\S*=)/)) {
      const command = raw.trim();
      const w = words(command);
      while (w.length && /^[A-Z_][A-Z0-9_]*=/.test(w[0])) w.shift(); // leading VAR=value
      if (w.length === 0) continue;
      if (w[0] === 'cd' && w[1]) {
        cwd = path.posix.normalize(path.posix.join(cwd, w[1]));
        continue;
      }
      if (w[0] === 'node') {
        const file = w.slice(1).find((a) => !a.startsWith('-'));
        // A build's output (dist/) exists only after the build.
        if (file && /\.(c|m)?[jt]s$/.test(file) && !PLACEHOLDER.test(file) && !/(^|\/)dist\//.test(file)) {
          found.push({ command, file: path.posix.join(cwd, file) });
        }
        continue;
      }
      if (w[0] === 'npm') {
        const [first, second] = w.slice(1);
        const script =
          first === 'run' || first === 'run-script' ? second : NPM_SCRIPT_ALIASES.has(first) ? first : null;
        if (script && !script.startsWith('-') && !PLACEHOLDER.test(script)) {
          found.push({ command, cwd, filters: [], script, ifPresent: false });
        }
        continue;
      }
      if (w[0] !== 'pnpm') continue;
      const filters = [];
      let ifPresent = false;
      let recursive = false;
      let dir = cwd;
      const positional = [];
      for (let i = 1; i < w.length; i++) {
        const a = w[i];
        if (a === '--filter' || a === '-F') filters.push(w[++i]);
        else if (a.startsWith('--filter=')) filters.push(a.slice('--filter='.length));
        else if (a === '-C' || a === '--dir') dir = path.posix.join(cwd, w[++i]);
        else if (a === '--if-present') ifPresent = true;
        else if (a === '-r' || a === '--recursive') recursive = true;
        else if (a.startsWith('-') && positional.length === 0) continue;
        else positional.push(a);
      }
      if (positional.length === 0 || PNPM_BUILTINS.has(positional[0])) continue;
      const script = positional[0] === 'run' ? positional[1] : positional[0];
      if (!script || PLACEHOLDER.test(script) || filters.some((f) => PLACEHOLDER.test(f))) continue;
      if (recursive && filters.length === 0) continue;
      found.push({ command, cwd: dir, filters, script, ifPresent });
    }
  }
  return found;
}

/** The packages a command runs in: its filters' matches, else the package of its directory. */
function packagesOf(ref, packages) {
  if (ref.filters.length === 0) {
    const pkg = packages.find((p) => path.posix.normalize(p.dir) === path.posix.normalize(ref.cwd));
    return pkg ? [pkg] : [];
  }
  const matched = new Set();
  for (const filter of ref.filters) {
    const selector = filter.replace(/^\{(.*)\}$/, '$1');
    const byDir = selector.startsWith('.');
    const re = globRegExp(byDir ? path.posix.normalize(selector) : selector);
    for (const p of packages) if (re.test(byDir ? path.posix.normalize(p.dir) : p.name)) matched.add(p);
  }
  return [...matched];
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading) {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

function anchors(file) {
  const seen = new Map();
  const out = new Set();
  // Headings outside fenced blocks (a `# comment` in a shell block is none).
  const text = readFileSync(file, 'utf8').replace(/^(\s*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\s*\2[^\S\n]*$/gm, '');
  for (const m of text.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = slug(m[1]);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

/** Relative link targets of a document's prose: `[text](target)`, `![alt](target)`, `[ref]: target`. */
function links(prose) {
  const targets = [];
  for (const m of prose.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) targets.push(m[1]);
  for (const m of prose.matchAll(/^\s*\[[^\]]+\]:\s+<?(\S+?)>?(?:\s+"[^"]*")?\s*$/gm)) targets.push(m[1]);
  return targets.filter((t) => !/^[a-z][a-z0-9+.-]*:/i.test(t) && !t.startsWith('//'));
}

const packages = workspace();
const docs = documents();

/** The repository's files, by path and by name (tracked or new, not ignored). */
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => f && existsSync(path.join(ROOT, f)));
const fileNames = new Set(files.map((f) => path.posix.basename(f)));
const TOP_DIRS = new Set(files.map((f) => f.split('/')[0]).filter((d) => !d.includes('.') || d === '.ci'));
/** Source files a code span names: `a/b/c.ts` or `c.tsx`, no globs, placeholders or elisions. */
const SOURCE_FILE = /^[\w.@/-]+\.(?:ts|tsx|mjs|cjs|sql)$/;

function quotedSourceFiles(text) {
  const found = new Set();
  for (const m of text.matchAll(/`([^`\n]+)`/g)) {
    const token = m[1].trim();
    if (!SOURCE_FILE.test(token) || token.includes('*')) continue;
    if (token.includes('/')) {
      if (TOP_DIRS.has(token.split('/')[0])) found.add(token);
    } else found.add(token);
  }
  return [...found];
}

test('the documents exist', () => {
  assert.ok(docs.includes('README.md'), 'README.md is missing');
});

for (const doc of docs) {
  const text = readFileSync(path.join(ROOT, doc), 'utf8');
  const { code, prose } = splitCode(text);

  test(`${doc}: every quoted pnpm/npm script and node file exists`, () => {
    const problems = [];
    for (const snippet of code) {
      for (const ref of references(snippet)) {
        if (ref.file) {
          if (!existsSync(path.join(ROOT, ref.file))) problems.push(`\`${ref.command}\`: no file ${ref.file}`);
          continue;
        }
        const targets = packagesOf(ref, packages);
        if (targets.length === 0) {
          problems.push(
            `\`${ref.command}\`: no workspace package ${ref.filters.length ? `matches ${ref.filters.join(', ')}` : `in ${ref.cwd}`}`,
          );
          continue;
        }
        const lacking = targets.filter((p) => !(ref.script in p.scripts));
        if (ref.ifPresent ? lacking.length === targets.length : lacking.length > 0) {
          problems.push(
            `\`${ref.command}\`: no script "${ref.script}" in ${lacking.map((p) => `${p.dir}/package.json`).join(', ')}`,
          );
        }
      }
    }
    assert.deepEqual(problems, [], `${doc} quotes commands that do not exist:\n  ${problems.join('\n  ')}`);
  });

  test(`${doc}: every quoted source file exists`, () => {
    const missing = quotedSourceFiles(text).filter((f) =>
      f.includes('/') ? !existsSync(path.join(ROOT, f)) : !fileNames.has(f),
    );
    assert.deepEqual(missing, [], `${doc} names files that do not exist:\n  ${missing.join('\n  ')}`);
  });

  const targets = links(prose);
  test(`${doc}: every relative link points at a file (and heading) that exists`, () => {
    const problems = [];
    for (const target of targets) {
      const [rawFile, anchor] = target.split('#');
      const file = decodeURIComponent(rawFile ?? '');
      const resolved = file ? path.posix.normalize(path.posix.join(path.posix.dirname(doc), file)) : doc;
      if (!existsSync(path.join(ROOT, resolved))) {
        problems.push(`${target}: no file ${resolved}`);
        continue;
      }
      if (anchor && resolved.endsWith('.md') && !anchors(path.join(ROOT, resolved)).has(anchor)) {
        problems.push(`${target}: no heading #${anchor} in ${resolved}`);
      }
    }
    assert.deepEqual(problems, [], `${doc} has broken links:\n  ${problems.join('\n  ')}`);
  });
}
