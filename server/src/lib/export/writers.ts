/**
 * Streaming file writers: rows go in a chunk at a time and bytes come out as they are made, so
 * an export of any size holds one chunk in memory, never the whole file. They run on the export
 * worker thread (export-worker.ts), and anywhere else a report needs a file.
 */
import { once, type EventEmitter } from 'node:events';
import type { Writable } from 'node:stream';
import type { ExportFormat } from '@console/shared/contracts';
import { BOM, csvLines, type Cell } from './format';

export interface FileWriter {
  /** Appends rows; resolves when they are written to the output (not necessarily flushed). */
  write(rows: readonly (readonly Cell[])[]): Promise<void>;
  /** Finishes the file and ends the output. */
  end(): Promise<void>;
}

type ZipInput = EventEmitter & { _writableState?: { needDrain: boolean } };

export interface WriterOptions {
  format: ExportFormat;
  /** The worksheet's name (XLSX). */
  name: string;
  columns: readonly string[];
  /**
   * Columns whose cells are a wall-clock time, "2026-11-27 16:39:05" (what a spreadsheet reads as a
   * date-time from CSV). A workbook stores them as dates shown the console's way, "27 Nov 2026,
   * 16:39:05", which sort and filter as dates.
   */
  dateColumns?: readonly number[] | undefined;
}

/** How a workbook shows a date column: the console's format, with the seconds a file keeps. */
export const XLSX_DATE_FORMAT = 'dd mmm yyyy, hh:mm:ss';

/**
 * "2026-11-27 16:39:05" as the date a workbook stores: its serial counts the wall clock as written
 * (exceljs writes a Date's UTC fields), so the cell reads the tenant's time, not the server's.
 */
function wallClockDate(cell: Cell): Cell | Date {
  const m = typeof cell === 'string' ? /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(cell) : null;
  if (!m) return cell;
  const [, y, mo, d, h, mi, sec] = m.map(Number) as number[];
  return new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, sec!));
}

function csvWriter(out: Writable, columns: readonly string[]): FileWriter {
  const put = (text: string) =>
    new Promise<void>((resolve, reject) => out.write(text, 'utf8', (error) => (error ? reject(error) : resolve())));
  let started = false;
  return {
    async write(rows) {
      const head = started ? '' : `${BOM}${csvLines([columns])}`;
      started = true;
      await put(head + csvLines(rows));
    },
    async end() {
      if (!started) await put(`${BOM}${csvLines([columns])}`);
      await new Promise<void>((resolve) => out.end(resolve));
    },
  };
}

/** Column widths from the first rows: enough for the longest value, between 8 and 50. */
function widthsOf(columns: readonly string[], sample: readonly (readonly Cell[])[]): number[] {
  return columns.map((title, i) => {
    let longest = title.length;
    for (const row of sample.slice(0, 500)) longest = Math.max(longest, String(row[i] ?? '').length);
    return Math.min(Math.max(longest + 2, 8), 50);
  });
}

async function xlsxWriter(out: Writable, { name, columns, dateColumns = [] }: WriterOptions): Promise<FileWriter> {
  // Loaded on first XLSX export only: exceljs is large and most processes never export.
  const { default: ExcelJS } = await import('exceljs');
  // No shared-strings table: it would hold every distinct string until the end.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  let started = false;
  const start = (sample: readonly (readonly Cell[])[]) => {
    const widths = widthsOf(columns, sample);
    sheet.columns = columns.map((header, i) =>
      dateColumns.includes(i)
        ? { header, width: Math.max(widths[i]!, 22), style: { numFmt: XLSX_DATE_FORMAT } }
        : { header, width: widths[i] },
    );
    const head = sheet.getRow(1);
    head.font = { bold: true };
    head.commit();
    started = true;
  };
  return {
    async write(rows) {
      if (!started) start(rows);
      for (const row of rows) {
        // A string is written as a string value: in a workbook "=1+1" is text, never a formula.
        sheet.addRow(row.map((cell, i) => (dateColumns.includes(i) ? wallClockDate(cell) : cell) ?? null)).commit();
      }
      // exceljs hands the sheet's XML to the zip without waiting for its compression (its StreamBuf
      // ignores the zip input's backpressure): the whole uncompressed sheet would pile up there,
      // 230 MB at a million orders (bench `reports`). Wait until the zip has taken these rows.
      // (The zip's input is archiver's readable-stream PassThrough: its state, not Node's getters.)
      const zipInput = (sheet as unknown as { stream?: { pipes?: ZipInput[] } }).stream?.pipes?.[0];
      if (zipInput?._writableState?.needDrain) await once(zipInput, 'drain');
    },
    async end() {
      if (!started) start([]);
      sheet.commit();
      await workbook.commit();
    },
  };
}

export async function createFileWriter(out: Writable, options: WriterOptions): Promise<FileWriter> {
  return options.format === 'csv' ? csvWriter(out, options.columns) : xlsxWriter(out, options);
}
