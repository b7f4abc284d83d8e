/**
 * File exports of a list (customers now, orders later): CSV that Excel opens as UTF-8 and
 * cannot be tricked into running a formula, or a real XLSX workbook.
 */
import type { ExportFormat } from '@console/shared/contracts';
import type { FastifyReply } from 'fastify';
import { badRequest } from './http-errors';

export type Cell = string | number | null | undefined;

export interface ExportTable {
  /** The file name without date or extension, and the worksheet's name: `customers`. */
  name: string;
  columns: readonly string[];
  rows: Cell[][];
}

export interface ExportFile {
  body: Buffer;
  contentType: string;
  filename: string;
}

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** A byte-order mark: without it Excel reads UTF-8 CSV as the local code page (₹ and names break). */
const BOM = '\uFEFF';

/**
 * A text cell a spreadsheet would read as a formula (=, +, -, @, or a tab or carriage return
 * before one) gets a leading apostrophe: OWASP's defence against CSV injection. Numbers are
 * written as numbers and left alone.
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
function csvField(cell: Cell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return String(cell);
  const text = neutraliseFormula(cell);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(columns: readonly string[], rows: Cell[][]): Buffer {
  const lines = [columns, ...rows].map((row) => row.map(csvField).join(','));
  return Buffer.from(`${BOM}${lines.join('\r\n')}\r\n`, 'utf8');
}

export async function toXlsx(sheetName: string, columns: readonly string[], rows: Cell[][]): Promise<Buffer> {
  // Loaded on first export only: exceljs is large and most processes never export.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow([...columns]).font = { bold: true };
  for (const row of rows) sheet.addRow(row.map((cell) => cell ?? null));
  columns.forEach((title, i) => {
    const longest = Math.max(title.length, ...rows.slice(0, 500).map((r) => String(r[i] ?? '').length));
    sheet.getColumn(i + 1).width = Math.min(Math.max(longest + 2, 8), 50);
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
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

export async function exportFile(format: ExportFormat, table: ExportTable, now = new Date()): Promise<ExportFile> {
  const body =
    format === 'csv' ? toCsv(table.columns, table.rows) : await toXlsx(table.name, table.columns, table.rows);
  return {
    body,
    contentType: CONTENT_TYPES[format],
    filename: `${table.name}-${now.toISOString().slice(0, 10)}.${format}`,
  };
}

export function sendFile(reply: FastifyReply, file: ExportFile) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'no-store')
    .send(file.body);
}
