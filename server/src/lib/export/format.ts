/**
 * What an export file holds and how it is named: CSV that Excel opens as UTF-8 and cannot be
 * tricked into running a formula, or a real XLSX workbook. Shared by the streaming writers (on
 * the worker thread) and the routes (file name, content type, size limit).
 */
import type { ExportFormat } from '@console/shared/contracts';
import { badRequest } from '../http-errors';

export type Cell = string | number | null | undefined;

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** A byte-order mark: without it Excel reads UTF-8 CSV as the local code page (₹ and names break). */
export const BOM = '\uFEFF';

/**
 * A text cell a spreadsheet would read as a formula (=, +, -, @, or a tab or carriage return
 * before one) gets a leading apostrophe: OWASP's defence against CSV injection. Numbers are
 * written as numbers and left alone.
 */
function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
function csvField(cell: Cell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return String(cell);
  const text = neutraliseFormula(cell);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV lines, each ended by CRLF. */
export function csvLines(rows: readonly (readonly Cell[])[]): string {
  let text = '';
  for (const row of rows) text += `${row.map(csvField).join(',')}\r\n`;
  return text;
}

/** `customers-2026-11-23.xlsx` */
export function exportFileName(name: string, format: ExportFormat, now = new Date()): string {
  return `${name}-${now.toISOString().slice(0, 10)}.${format}`;
}

/** Refuses an export larger than `maxRows` before any row is read. */
export function assertExportSize(rowCount: number, maxRows: number): void {
  if (rowCount > maxRows) {
    throw badRequest(
      `The export would hold more than ${maxRows.toLocaleString('en-IN')} rows; narrow the filter and export again.`,
      'EXPORT_TOO_LARGE',
    );
  }
}

/** The columns asked for, each one of the file's and once, in the order asked (a list's visible ones); none → all. */
export function chosenColumns<K extends string>(all: readonly K[], asked: readonly string[] | undefined): K[] {
  if (!asked || asked.length === 0) return [...all];
  const seen = new Set<K>();
  for (const column of asked) {
    if (!(all as readonly string[]).includes(column)) {
      throw badRequest(`Unknown report column "${column}": choose from ${all.join(', ')}.`, 'INVALID_COLUMNS');
    }
    if (seen.has(column as K)) throw badRequest(`The column "${column}" is chosen twice.`, 'INVALID_COLUMNS');
    seen.add(column as K);
  }
  return [...seen];
}
