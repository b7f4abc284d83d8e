// Lint for the whole workspace. Import boundaries: app → features →
// @console/shared; never feature → feature, never remote → remote, no cycles.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import i18next from 'eslint-plugin-i18next';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REMOTES = ['remote-people', 'remote-touchpoints', 'remote-transactions', 'remote-admin'];
const APPS = ['host', ...REMOTES];

const dirs = (p) =>
  existsSync(p)
    ? readdirSync(p, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

/**
 * One zone per feature: it may not import a sibling feature's pages or components. A feature's
 * `api/` files are its public interface to the server, so a sibling may call one (the group
 * options in the People List's filter); everything else is shared through the remote's `lib/`,
 * @console/shared, or a plain path.
 */
const featureZones = REMOTES.flatMap((remote) => {
  const root = path.join(remote, 'src', 'features');
  const features = dirs(root);
  return features.map((feature) => ({
    target: `./${root}/${feature}`,
    from: `./${root}`,
    except: [`./${feature}`, ...features.filter((f) => f !== feature).map((f) => `./${f}/api`)],
    message: "A feature never imports another feature's pages or components; only its api/ files.",
  }));
});

const appZones = APPS.map((app) => ({
  target: `./${app}`,
  from: APPS.filter((other) => other !== app).map((other) => `./${other}`),
  message: 'Apps never import each other: a remote is reached through Module Federation, a page through its path.',
}));

const sharedZone = {
  target: './shared',
  from: [...APPS.map((a) => `./${a}`), './server'],
  message: '@console/shared is imported by the apps, never the other way round.',
};

const serverZone = {
  target: './server',
  from: APPS.map((a) => `./${a}`),
  message: 'The server imports only @console/shared.',
};

/**
 * The server's services (customer, merchant, report, transaction) are boundaries: one enters
 * another only through its `index.ts`, which names what it offers; its routes, repositories and
 * jobs are its own. Helpers every service uses (time, money, lists) live in `server/src/lib`.
 */
const SERVICES_ROOT = path.join('server', 'src', 'services');
const SERVICES = dirs(SERVICES_ROOT);
const serviceZones = SERVICES.map((service) => ({
  target: `./${SERVICES_ROOT}/${service}`,
  from: `./${SERVICES_ROOT}`,
  except: [`./${service}`, ...SERVICES.filter((s) => s !== service).map((s) => `./${s}/index.ts`)],
  message: 'A service enters another only through its index.ts, never its repositories or other files.',
}));

/**
 * What each server layer may not import (`no-restricted-imports` patterns): the module pattern, the
 * message, and whether a type-only import passes.
 */
const [SERVER_CONTRACTS_ONLY, SQL_IN_REPOSITORIES, ROUTES_CALL_SERVICES, REPOSITORIES_ONLY_SQL] = [
  ['^@console/shared(?!/contracts(?:/|$))', 'The server imports only @console/shared/contracts and its subpaths.'],
  ['^drizzle-orm(/|$)|/db/schema(/|$)', 'SQL lives only in *-repository.ts: call a repository function.', 'types'],
  ['-repository$', 'Routes and jobs call a service (*-service.ts); only a service calls a repository.'],
  ['(^|/)(audit|http-errors)$', 'A repository returns rows: refusals and audit writes belong to its service.', 'types'],
].map(([regex, message, types]) => ({ regex, message, allowTypeImports: types === 'types' }));

const REPOSITORY_AS_NAMESPACE = {
  selector: 'ImportDeclaration[source.value=/-repository$/] > :matches(ImportSpecifier, ImportDefaultSpecifier)',
  message: "Import a repository as a namespace: `import * as repo from './x-repository'` (another one: `xRepo`).",
};

const NO_PERMISSION_CODES = {
  selector: 'Literal[value=/^PERM_/], TemplateElement[value.raw=/PERM_/]',
  message: 'Remotes name no permission codes: ask the host with useCanOpen(path).',
};

const NO_ROLE_CODES = {
  selector:
    "ImportSpecifier[imported.name='ADMIN_ROLE_CODE'], Literal[value='ROLE_COMPANY_ADMIN'], MemberExpression[object.property.name='Role'][property.name='role_code']",
  message: 'Remotes decide nothing by role code: useIsCompanyAdmin() from @console/shared, or useCanOpen(path).',
};

/** What the remotes may not name: the host's route table and the session decide access. */
const REMOTE_ACCESS = [NO_PERMISSION_CODES, NO_ROLE_CODES];

const READS_SAY_HOW = {
  selector:
    "Property[key.name='queryFn'] CallExpression[callee.object.name='api']:not(:has(CallExpression[callee.name=/^(inPlaceRead|recordRead|quietRead)$/]))",
  message: 'A query passes inPlaceRead, recordRead or quietRead(context) from @console/shared as its call options.',
};

const API_ONLY_IN_API_FILES = {
  selector: "ImportDeclaration[source.value='@console/shared'] > ImportSpecifier[imported.name='api']",
  message: 'API calls live only in features/*/api/ (one operation per file); a page, store or dialog calls that file.',
};

/**
 * The packages whose screens speak through a message catalogue (docs/languages.md): a word written
 * as a JSX text child there is a word that would not change language. Add a package's glob once
 * its screens are converted.
 */
const CATALOGUED = [
  'host/src/**/*.tsx',
  'shared/src/**/*.tsx',
  'remote-admin/src/**/*.tsx',
  'remote-people/src/**/*.tsx',
  'remote-touchpoints/src/**/*.tsx',
  'remote-transactions/src/**/*.tsx',
];

/** JSX text children that are words: text with no letter (a glyph, digits, punctuation) is none. */
const NO_LITERAL_WORDS = [
  'error',
  {
    mode: 'jsx-text-only',
    words: { exclude: ['[0-9!-/:-@[-`{-~]+', '[A-Z_-]+', /^[^\p{L}]*$/u, /^\p{Emoji}+$/u] },
  },
];

/** App code that is not an API file, nor a test. */
const appFiles = (apps) => ({
  files: apps.map((app) => `${app}/src/**/*.{ts,tsx}`),
  ignores: ['**/*.test.{ts,tsx}', '**/fixtures.ts', '**/features/*/api/**'],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.cache/**',
      '**/data/**',
      'server/drizzle/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench/results/**',
      '**/.e2e-*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['*/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    languageOptions: { globals: { console: 'readonly', process: 'readonly', Buffer: 'readonly', URL: 'readonly' } },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...featureZones, ...appZones, sharedZone, serverZone, ...serviceZones] },
      ],
      'import-x/no-self-import': 'error',
      // A file a newcomer can read in one sitting: split a longer one by concern (tests too).
      'max-lines': ['error', { max: 300 }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'axios', message: 'HTTP goes through the API client of @console/shared.' },
            {
              name: '@chakra-ui/react',
              message:
                'Import UI from @console/shared: Chakra travels inside that federation singleton (one copy, tree-shaken).',
            },
            { name: '@emotion/react', message: 'Import UI from @console/shared (one emotion cache).' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    ignores: ['server/**', 'bench/**', 'e2e/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Remotes name no permission or role codes: the host's route table owns the codes (useCanOpen
    // asks it) and the session says who is the company admin (useIsCompanyAdmin).
    files: REMOTES.map((remote) => `${remote}/**/*.{ts,tsx}`),
    // Tests and their fixtures check the codes a role form sends and sign in as a role.
    ignores: ['**/*.test.{ts,tsx}', '**/fixtures.ts'],
    rules: { 'no-restricted-syntax': ['error', ...REMOTE_ACCESS] },
  },
  {
    // The host's and the remotes' calls to the API sit in features/*/api/ files, nowhere else.
    ...appFiles(['host']),
    rules: { 'no-restricted-syntax': ['error', API_ONLY_IN_API_FILES] },
  },
  {
    ...appFiles(REMOTES),
    rules: { 'no-restricted-syntax': ['error', ...REMOTE_ACCESS, API_ONLY_IN_API_FILES] },
  },
  {
    // A query's call says how its screen shows it (shared/src/api/reads.ts): quiet, and toasted
    // only when nothing on screen says it failed. A bare `{ signal }` threw the loader over a list
    // on every refetch and toasted a failure the list already showed with Retry.
    files: REMOTES.map((remote) => `${remote}/src/features/*/api/*.ts`),
    rules: { 'no-restricted-syntax': ['error', ...REMOTE_ACCESS, READS_SAY_HOW] },
  },
  {
    // A catalogued package's screens say their words through its catalogue (`t('key')`).
    files: CATALOGUED,
    ignores: ['**/*.test.tsx', '**/testing/**'],
    plugins: { i18next },
    rules: { 'i18next/no-literal-string': NO_LITERAL_WORDS },
  },
  {
    files: ['**/*.cjs', '**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The server reads the wire contracts only: the rest of @console/shared is browser code
    // (React, the API client, the UI kit) that a server build must not pull in.
    files: ['server/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [SERVER_CONTRACTS_ONLY] }],
    },
  },
  {
    // SQL lives only in `*-repository.ts`, beside the database layer (src/db) and the list and
    // audit helpers the repositories build with. A route, plugin, job or boot step calls a service
    // or repository function; it may import drizzle's types, not its builders.
    files: ['server/src/**/*.ts'],
    ignores: [
      'server/src/**/*-repository.ts',
      'server/src/db/**',
      'server/src/lib/{list,list-source,keyset,live-records,stale-record,audit,name-options}.ts',
      'server/src/lib/export/keyset-chunks.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [SERVER_CONTRACTS_ONLY, SQL_IN_REPOSITORIES] }],
    },
  },
  {
    // Layers: routes (HTTP) and jobs call a service, which holds the use case; only a service
    // reaches a repository (SQL that returns rows).
    files: [
      'server/src/services/**/*-routes.ts',
      'server/src/services/**/*-job.ts',
      'server/src/services/**/*-runner.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [SERVER_CONTRACTS_ONLY, SQL_IN_REPOSITORIES, ROUTES_CALL_SERVICES] },
      ],
    },
  },
  {
    // A service file imports a repository as a namespace (`import * as repo from './users-repository'`
    // for its own, `orderDetailRepo` for another), so every call reads `repo.findUser(…)`: where the
    // use case hands over to SQL shows at the call. Tests may import names.
    files: ['server/src/services/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', REPOSITORY_AS_NAMESPACE] },
  },
  {
    // A repository runs SQL and returns rows: the refusals and the audit are its service's.
    files: ['server/src/**/*-repository.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [SERVER_CONTRACTS_ONLY, REPOSITORIES_ONLY_SQL] },
      ],
    },
  },
  {
    files: ['shared/src/api/**', 'shared/src/ui/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/test/**', '**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
