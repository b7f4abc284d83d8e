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
