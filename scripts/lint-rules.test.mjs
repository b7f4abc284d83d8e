/**
 * The lint rules that hold the architecture bite: a fixture breaking each one is refused with its
 * message, and the allowed way through is accepted. Run by `pnpm lint`.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';

const eslint = new ESLint();
/** The messages of `code` linted as if it were the file at `filePath` (relative to the root). */
async function messagesOf(code, filePath) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('service boundaries', () => {
  const inReports = 'server/src/services/report/reports/lint-fixture.ts';

  it("refuses a service importing another service's repository", async () => {
    const messages = await messagesOf(
      "import { ledgerSelection } from '../../customer/ledger/ledger-repository';\nexport const s = ledgerSelection;\n",
      inReports,
    );
    assert.ok(
      messages.some(
        (m) =>
          m.startsWith('import-x/no-restricted-paths:') &&
          m.includes('A service enters another only through its index.ts'),
      ),
      messages.join('\n'),
    );
  });

  it('accepts the same through the service’s index.ts, and a service’s own files', async () => {
    assert.deepEqual(
      await messagesOf(
        "import { ledgerSelection } from '../../customer';\nexport const s = ledgerSelection;\n",
        inReports,
      ),
      [],
    );
    assert.deepEqual(
      await messagesOf("import { periodWords } from './report-summary';\nexport const w = periodWords;\n", inReports),
      [],
    );
  });
});

describe('server layers', () => {
  const routes = 'server/src/services/merchant/users/users-routes.ts';
  const repository = 'server/src/services/merchant/users/users-repository.ts';
  const refused = (messages, text) =>
    assert.ok(
      messages.some((m) => m.startsWith('@typescript-eslint/no-restricted-imports:') && m.includes(text)),
      messages.join('\n'),
    );

  it('refuses a route calling a repository, and accepts it calling its service', async () => {
    refused(
      await messagesOf("import { findUser } from './users-repository';\nexport const f = findUser;\n", routes),
      'Routes and jobs call a service',
    );
    assert.deepEqual(
      await messagesOf("import { getUser } from './users-service';\nexport const f = getUser;\n", routes),
      [],
    );
  });

  it('refuses a service importing names of a repository, and accepts it importing the repository as a namespace', async () => {
    const service = 'server/src/services/merchant/users/users-service.ts';
    assert.ok(
      (await messagesOf("import { findUser } from './users-repository';\nexport const f = findUser;\n", service)).some(
        (m) => m.startsWith('no-restricted-syntax:') && m.includes('Import a repository as a namespace'),
      ),
    );
    assert.deepEqual(
      await messagesOf("import * as repo from './users-repository';\nexport const f = repo.findUser;\n", service),
      [],
    );
  });

  it('refuses a repository refusing or auditing, which its service does', async () => {
    refused(
      await messagesOf(
        "import { notFound } from '../../../lib/http-errors';\nexport const f = notFound;\n",
        repository,
      ),
      'A repository returns rows',
    );
    refused(
      await messagesOf(
        "import { recordAudit } from '../../../lib/audit';\nexport const f = recordAudit;\n",
        repository,
      ),
      'A repository returns rows',
    );
    // A repository inside lib/ reaches the same helpers by a shorter path.
    refused(
      await messagesOf(
        "import { conflict } from '../http-errors';\nexport const f = conflict;\n",
        'server/src/lib/named-groups/named-groups-repository.ts',
      ),
      'A repository returns rows',
    );
  });
});

describe('file length', () => {
  const lines = (n) => Array.from({ length: n }, (_, i) => `export const v${i} = ${i};`).join('\n') + '\n';

  it('refuses a file over 300 lines, a test included, and accepts one of 300', async () => {
    for (const filePath of ['shared/src/ui/lint-fixture.ts', 'server/test/lint-fixture.test.ts']) {
      const messages = await messagesOf(lines(301), filePath);
      assert.ok(
        messages.some((m) => m.startsWith('max-lines:')),
        `${filePath}: ${messages.join('\n')}`,
      );
      assert.deepEqual(await messagesOf(lines(300), filePath), [], filePath);
    }
  });
});

describe('catalogued words', () => {
  const component = (body) =>
    `import { catalogue } from '../../i18n/catalogue';\nexport function F() {\n  const t = catalogue.useT();\n  return ${body};\n}\n`;
  const i18n = (messages) => messages.filter((m) => m.startsWith('i18next/no-literal-string:'));

  it('refuses a word as JSX text in a catalogued package, and accepts a message, a glyph or a test', async () => {
    const file = 'host/src/features/shell/lint-fixture.tsx';
    assert.equal(i18n(await messagesOf(component('<button>Save</button>'), file)).length, 1);
    assert.deepEqual(i18n(await messagesOf(component("<button>{t('shell.collapse')}</button>"), file)), []);
    assert.deepEqual(i18n(await messagesOf(component('<button aria-label="x">✕</button>'), file)), []);
    assert.deepEqual(
      i18n(await messagesOf(component('<button>Save</button>'), 'host/src/features/shell/lint-fixture.test.tsx')),
      [],
    );
  });
});
