/**
 * CSV imports as both sides read them at run time: the kinds, each kind's columns, the file's
 * limits and the template. Plain constants, no TypeBox, so the browser imports them
 * (`@console/shared/contracts/import-kinds`) without the schemas (`imports.ts`).
 */

/**
 * What a file imports: customers (keyed by mobile within the tenant), top-ups of customers'
 * wallets, or customers into one group (the request names the group).
 */
export const IMPORT_KINDS = ['customers', 'top-ups', 'group-members'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** The header row: every required column, any optional ones, in any order; any other column is refused by name. */
export interface ImportColumns {
  required: readonly string[];
  optional: readonly string[];
}

/**
 * Each kind's columns. Customers take the customer form's fields (not its PIN: a secret does not
 * travel in a spreadsheet). A top-up credits the customer's primary wallet, or the customer's
 * wallet `wallet_id` names; `amount` is rupees with at most two decimals.
 */
export const IMPORT_COLUMNS: Record<ImportKind, ImportColumns> = {
  customers: {
    required: ['first_name', 'last_name', 'mobile'],
    optional: ['email', 'user_origin', 'class_name', 'section_name', 'rfid'],
  },
  'top-ups': { required: ['mobile', 'amount'], optional: ['remark', 'wallet_id'] },
  'group-members': { required: ['mobile'], optional: [] },
};

/** A template for a kind: its header row (every column, required first). */
export function importTemplate(kind: ImportKind): string {
  const { required, optional } = IMPORT_COLUMNS[kind];
  return `${[...required, ...optional].join(',')}\r\n`;
}

/** The most data rows one file holds. */
export const IMPORT_MAX_ROWS = 50_000;
/** The largest file accepted, in bytes (8 MiB). */
export const IMPORT_MAX_FILE_BYTES = 8 * 1024 * 1024;
/** The longest record (one row, quoted line breaks included), in bytes. */
export const IMPORT_MAX_RECORD_BYTES = 4096;
/** A dry run lists every row with an error up to this many, and the first few others. */
export const IMPORT_DRY_RUN_ERRORS_MAX = 1000;
export const IMPORT_DRY_RUN_OTHERS_MAX = 100;

/**
 * What happened (or, in a dry run, would happen) to a row. For customers: created, updated (an
 * existing live customer with other values) or unchanged. For top-ups: created is credited,
 * unchanged is already credited by this import (never paid twice). For group members: created is
 * added to the group, unchanged already a member. failed: the row's error is its message.
 */
export const IMPORT_OUTCOMES = ['created', 'updated', 'unchanged', 'failed'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

/** An import's life: queued, running, then done (every row has its outcome) or failed (stopped for good: `error`). */
export const IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/**
 * The failed rows' download (`GET …/imports/:id/failed-rows`, text/csv): the header row of the
 * file as uploaded, then `line` (the row's line in the file) and `error`; one row per failed row,
 * its own cells as they were.
 */
export const IMPORT_FAILED_ROWS_COLUMNS = ['line', 'error'] as const;
