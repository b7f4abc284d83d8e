/**
 * `pnpm --filter @console/server config:table [--write]`: prints the table of the API server's
 * variables from the schema of the environment (src/config-env.ts); `--write` puts it into
 * docs/configuration.md in place of the table there. The server suite's config test fails while
 * the document's table differs from this one.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { CONFIG_DOC, configTable, docTable, withTable } from './config-doc';

const args = process.argv.slice(2);
const unknown = args.filter((a) => a !== '--write');
if (unknown.length > 0) {
  console.error(`config:table: unknown option ${unknown.join(', ')}\nusage: config:table [--write]`);
  process.exitCode = 2;
} else if (args.includes('--write')) {
  const doc = readFileSync(CONFIG_DOC, 'utf8');
  const table = configTable();
  if (docTable(doc) === table) console.log('docs/configuration.md: the table is the schema’s already');
  else {
    writeFileSync(CONFIG_DOC, withTable(doc, table));
    console.log('docs/configuration.md: table written from src/config-env.ts');
  }
} else {
  console.log(configTable());
}
