/**
 * Reads an uploaded CSV file into its header and data rows, refusing a malformed FILE (400 with
 * the reason, before anything is written): not UTF-8 (a BOM is fine), empty, a header without a
 * required column or with one the kind does not take (each named), a quote left open, a record
 * longer than IMPORT_MAX_RECORD_BYTES, a line with another number of cells than the header, more
 * than IMPORT_MAX_ROWS rows, or a cell a spreadsheet would run as a formula (starting with =, +,
 * -, @, a tab or a carriage return, unless it is a plain number such as -5 or +919876543210).
 */
import {
  IMPORT_COLUMNS,
  IMPORT_MAX_RECORD_BYTES,
  IMPORT_MAX_ROWS,
  type ImportKind,
} from '@console/shared/contracts/import-kinds';
import { parse } from 'csv-parse/sync';
import { badRequest } from '../../../lib/http-errors';

/** A data row: its line in the file (the header is line 1), then its cells in the header's order. */
export type ImportRow = [number, ...string[]];

export interface ImportFile {
  header: string[];
  rows: ImportRow[];
}

const refuse = (message: string) => badRequest(message, 'INVALID_FILE');
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?[0-9]+(\.[0-9]+)?$/;

/** Why a cell would be unsafe in a spreadsheet, or undefined. */
export function formulaCell(cell: string): boolean {
  return FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell);
}

function decode(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw refuse('The file is not UTF-8 text. Save it as "CSV UTF-8" and upload it again.');
  }
}

interface CsvError {
  code?: string;
  lines?: number;
}

function parseRecords(text: string): { record: string[]; info: { lines: number } }[] {
  try {
    return parse(text, {
      info: true,
      relax_quotes: false,
      relax_column_count: false,
      skip_empty_lines: true,
      max_record_size: IMPORT_MAX_RECORD_BYTES,
      to: IMPORT_MAX_ROWS + 2,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const { code, lines } = error as CsvError;
    const at = lines ? `Line ${lines}: ` : '';
    if (code === 'CSV_QUOTE_NOT_CLOSED') throw refuse(`${at}a quote is left open.`);
    if (code === 'CSV_MAX_RECORD_SIZE')
      throw refuse(`${at}the row is longer than ${IMPORT_MAX_RECORD_BYTES} characters.`);
    if (code === 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH')
      throw refuse(`${at}the row has another number of cells than the header row.`);
    if (
      code === 'INVALID_OPENING_QUOTE' ||
      code === 'CSV_INVALID_CLOSING_QUOTE' ||
      code === 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE'
    )
      throw refuse(`${at}a quote closes in the middle of a cell.`);
    throw refuse(`${at}the file is not a CSV file this import can read.`);
  }
}

function checkHeader(kind: ImportKind, header: string[]): void {
  const { required, optional } = IMPORT_COLUMNS[kind];
  const seen = new Set<string>();
  for (const name of header) {
    if (seen.has(name)) throw refuse(`The header row names the column "${name}" twice.`);
    seen.add(name);
  }
  const unknown = header.filter((name) => !required.includes(name) && !optional.includes(name));
  if (unknown.length > 0) {
    const names = unknown.map((n) => `"${n}"`).join(', ');
    throw refuse(
      `This import does not take the column${unknown.length > 1 ? 's' : ''} ${names}. Its columns are ${[...required, ...optional].join(', ')}.`,
    );
  }
  const missing = required.filter((name) => !seen.has(name));
  if (missing.length > 0) {
    throw refuse(`The header row lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}.`);
  }
}

/** The file's header and data rows, or a 400 saying what is wrong with the file. */
export function readImportFile(kind: ImportKind, bytes: Buffer): ImportFile {
  const text = decode(bytes);
  const records = parseRecords(text.startsWith('\uFEFF') ? text.slice(1) : text);
  const [first, ...data] = records;
  if (!first || (first.record.length === 1 && first.record[0]!.trim() === ''))
    throw refuse('The file is empty: it needs a header row, then a row per record.');
  const header = first.record.map((name) => name.trim());
  checkHeader(kind, header);
  if (data.length === 0) throw refuse('The file has a header row but no rows to import.');
  if (data.length > IMPORT_MAX_ROWS)
    throw refuse(
      `The file has more than ${IMPORT_MAX_ROWS.toLocaleString('en-IN')} rows; split it into smaller files.`,
    );
  const rows = data.map(({ record, info }): ImportRow => {
    record.forEach((cell, i) => {
      if (formulaCell(cell)) {
        throw refuse(
          `Line ${info.lines}, column ${header[i]}: a cell may not start with =, +, -, @, a tab or a carriage return (a spreadsheet would run it as a formula).`,
        );
      }
    });
    // info.lines is the record's last line; a quoted line break inside a cell moves its first one up.
    const breaks = record.reduce((n, cell) => n + (cell.match(/\r\n|\r|\n/g)?.length ?? 0), 0);
    return [info.lines - breaks, ...record];
  });
  return { header, rows };
}

/** A cell as CSV: quoted when it holds a comma, a quote or a line break. */
export function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}
