/**
 * docs/configuration.md's table of the API server's variables, printed from the schema of the
 * environment (src/config-env.ts): one row per variable in the schema's order (variables in a row
 * that share their default and meaning, such as the remotes' URLs, share one row), formatted as
 * prettier formats a Markdown table.
 */
import path from 'node:path';
import { EnvSchema } from '../src/config-env';
import { SERVER_ROOT } from '../src/config';

export const CONFIG_DOC = path.join(SERVER_ROOT, '..', 'docs', 'configuration.md');
/** The heading the table follows in the document. */
const SECTION = '## The API server (`server/`)';

interface VariableSchema {
  description?: string;
  default?: unknown;
  atLeast?: number;
  defaultText?: string;
  defaultNote?: string;
}

/** What an unset variable means: its default (with its unit and floor), or the schema's words for it. */
function defaultCell(schema: VariableSchema): string {
  const words = [schema.defaultText ?? (schema.default === undefined ? 'unset' : `\`${String(schema.default)}\``)];
  if (schema.defaultNote) words.push(schema.defaultNote);
  if (schema.atLeast !== undefined) words.push(`(at least ${schema.atLeast})`);
  return words.join(' ');
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** The table's rows: [variable(s), default, meaning]. */
export function configRows(): string[][] {
  const rows: string[][] = [];
  for (const [name, schema] of Object.entries(EnvSchema.properties) as [string, VariableSchema][]) {
    if (!schema.description) throw new Error(`${name} has no description in src/config-env.ts`);
    const row = [`\`${name}\``, cell(defaultCell(schema)), cell(schema.description)];
    const last = rows.at(-1);
    if (last && last[1] === row[1] && last[2] === row[2]) last[0] = `${last[0]}, ${row[0]}`;
    else rows.push(row);
  }
  return rows;
}

/** The rows as a Markdown table, each column padded to its widest cell (as prettier writes it). */
export function configTable(rows = configRows()): string {
  const all = [['Variable', 'Default', 'Meaning'], ...rows];
  const widths = all[0]!.map((_, i) => Math.max(...all.map((row) => row[i]!.length)));
  const line = (row: string[]) => `| ${row.map((text, i) => text.padEnd(widths[i]!)).join(' | ')} |`;
  const rule = `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`;
  return [line(all[0]!), rule, ...all.slice(1).map(line)].join('\n');
}

/** Where the table stands in the document: its first and last line (0-based, inclusive). */
function tableLines(lines: string[]): [number, number] {
  const section = lines.indexOf(SECTION);
  if (section < 0) throw new Error(`docs/configuration.md has no heading "${SECTION}"`);
  const first = lines.findIndex((l, i) => i > section && l.startsWith('|'));
  const next = lines.findIndex((l, i) => i > section && l.startsWith('## '));
  if (first < 0 || (next >= 0 && first > next))
    throw new Error(`docs/configuration.md has no table under "${SECTION}"`);
  let last = first;
  while (lines[last + 1]?.startsWith('|')) last += 1;
  return [first, last];
}

/** The table the document has now. */
export function docTable(doc: string): string {
  const lines = doc.split('\n');
  const [first, last] = tableLines(lines);
  return lines.slice(first, last + 1).join('\n');
}

/** The document with its table replaced by `table`. */
export function withTable(doc: string, table: string): string {
  const lines = doc.split('\n');
  const [first, last] = tableLines(lines);
  return [...lines.slice(0, first), table, ...lines.slice(last + 1)].join('\n');
}
