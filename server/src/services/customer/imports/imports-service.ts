/**
 * CSV imports' use case: the kind's permission, the group a group-members import names (404
 * before anything is written), the dry run (every row's outcome, nothing written), storing an
 * import once per file (the same bytes again answer the import they made), each step of its job
 * saved with its outcomes in one transaction while the import is still the attempt's, the import
 * as the console sees it, and the failed rows' CSV once it has ended.
 */
import { createHash } from 'node:crypto';
import type { Import, ImportDryRun, ImportDryRunRow } from '@console/shared/contracts';
import {
  IMPORT_DRY_RUN_ERRORS_MAX,
  IMPORT_DRY_RUN_OTHERS_MAX,
  IMPORT_FAILED_ROWS_COLUMNS,
  type ImportKind,
  type ImportStatus,
} from '@console/shared/contracts/import-kinds';
import { can, type PermissionCode } from '@console/shared/contracts/permissions';
import type { Db } from '../../../db/client';
import { recordAudit, type Actor } from '../../../lib/audit';
import { forbidden, foundOr404, HttpError, notFound } from '../../../lib/http-errors';
import { toIso } from '../../../lib/time';
import { csvCell, readImportFile, type ImportFile } from './import-file';
import { fileErrors, STEPS, TRANSACTIONAL, type RowOutcome, type StepContext } from './import-steps';
import * as repo from './imports-repository';

export { beginAttempt, failImport, finishImport, unfinishedImports } from './imports-repository';
export type { ImportRowRecord } from './imports-repository';

/** Who may import each kind: who may do its single-record action. */
export const IMPORT_PERMISSION: Record<ImportKind, PermissionCode> = {
  customers: 'PERM_VIEW_CUSTOMER_LIST',
  'top-ups': 'PERM_VIEW_WALLET_LIST',
  'group-members': 'PERM_VIEW_CUSTOMER_GROUP_LIST',
};

/** Rows a step reads and writes at once (one transaction for customers and group members). */
export const STEP_ROWS: Record<ImportKind, number> = { customers: 500, 'top-ups': 25, 'group-members': 500 };

export interface Caller {
  permissions: readonly string[];
  roleCode: string | null;
}

export interface Upload {
  kind: ImportKind;
  groupId: number | null;
  fileName: string;
  bytes: Buffer;
}

function assertMay(caller: Caller, kind: ImportKind): void {
  if (!can(caller, [IMPORT_PERMISSION[kind]])) throw forbidden();
}

/** The upload's file read and its group checked: every refusal comes before anything is written. */
async function readUpload(db: Db, caller: Caller, tenantId: number, upload: Upload): Promise<ImportFile> {
  assertMay(caller, upload.kind);
  if (upload.kind === 'group-members') {
    if (upload.groupId === null)
      throw new HttpError(400, 'Choose the group to import members into (group_id).', 'BAD_REQUEST');
    if (!(await repo.groupExists(db, tenantId, upload.groupId))) throw notFound('Customer group');
  }
  return readImportFile(upload.kind, upload.bytes);
}

const countOf = (outcomes: RowOutcome[], outcome: RowOutcome['outcome']) =>
  outcomes.filter((r) => r.outcome === outcome).length;

/** What makes an import the same file again: the tenant, the kind, the group and the bytes. */
const fileKey = (tenantId: number, upload: Upload) => ({
  tenantId,
  kind: upload.kind,
  groupId: upload.groupId,
  sha256: createHash('sha256').update(upload.bytes).digest('hex'),
});

/** Every row's outcome, step by step, writing nothing. */
export async function dryRun(db: Db, caller: Caller, actor: Actor, upload: Upload): Promise<ImportDryRun> {
  const file = await readUpload(db, caller, actor.tenantId, upload);
  const before = upload.kind === 'top-ups' ? await repo.importOfFile(db, fileKey(actor.tenantId, upload)) : undefined;
  const ctx: StepContext = {
    actor,
    importId: before?.id ?? null,
    groupId: upload.groupId,
    header: file.header,
    fileErrors: fileErrors(upload.kind, file.header, file.rows),
  };
  const outcomes: RowOutcome[] = [];
  const size = STEP_ROWS[upload.kind];
  for (let at = 0; at < file.rows.length; at += size) {
    outcomes.push(...(await STEPS[upload.kind](db, ctx, file.rows.slice(at, at + size), false)));
  }
  const errors = outcomes.filter((r) => r.outcome === 'failed');
  const others = outcomes.filter((r) => r.outcome !== 'failed').slice(0, IMPORT_DRY_RUN_OTHERS_MAX);
  const rows: ImportDryRunRow[] = [...errors.slice(0, IMPORT_DRY_RUN_ERRORS_MAX), ...others];
  return {
    kind: upload.kind,
    total: outcomes.length,
    counts: {
      created: countOf(outcomes, 'created'),
      updated: countOf(outcomes, 'updated'),
      unchanged: countOf(outcomes, 'unchanged'),
      failed: errors.length,
    },
    rows,
    rows_left_off: Math.max(0, errors.length - IMPORT_DRY_RUN_ERRORS_MAX),
  };
}

export function presentImport(row: repo.ImportSummary): Import {
  return {
    id: row.id,
    kind: row.kind as ImportKind,
    group_id: row.groupId,
    file_name: row.fileName,
    status: row.status as ImportStatus,
    total: row.total,
    processed: row.processed,
    counts: { created: row.created, updated: row.updated, unchanged: row.unchanged, failed: row.failed },
    error: row.error,
    created_at: toIso(row.createdAt),
    finished_at: row.finishedAt ? toIso(row.finishedAt) : null,
  };
}

/**
 * Stores the import (`created`), or finds the one this file made before (same tenant, kind,
 * group and bytes): nothing is queued or applied again. Audited as the import's creation.
 */
export async function storeImport(
  db: Db,
  caller: Caller,
  actor: Actor & { userId: number },
  upload: Upload,
): Promise<{ row: repo.ImportRowRecord; created: boolean }> {
  const file = await readUpload(db, caller, actor.tenantId, upload);
  const key = fileKey(actor.tenantId, upload);
  const before = await repo.importOfFile(db, key);
  if (before) return { row: before, created: false };
  const row = await repo.insertImport(db, {
    ...key,
    createdBy: actor.userId,
    createdByEmail: actor.email,
    createdIp: actor.ip,
    fileName: upload.fileName.slice(0, 255),
    header: file.header,
    rows: file.rows,
    total: file.rows.length,
  });
  // Undefined: the same file was stored by a request racing this one a moment before.
  if (!row) return { row: (await repo.importOfFile(db, key))!, created: false };
  const { rows: _rows, header: _header, ...audited } = row;
  await recordAudit(db, actor, { action: 'create', entity: 'customer_import', entityId: row.id, after: audited });
  return { row, created: true };
}

/** One of the tenant's imports (another tenant's is 404), for a caller who may import its kind. */
export async function getImport(db: Db, caller: Caller, tenantId: number, id: number): Promise<Import> {
  const row = foundOr404(await repo.findImport(db, tenantId, id), 'Import');
  assertMay(caller, row.kind as ImportKind);
  return presentImport(row);
}

/** The failed rows as CSV: the file's header then `line,error`; 404 until the import has ended. */
export async function failedRowsCsv(
  db: Db,
  caller: Caller,
  tenantId: number,
  id: number,
): Promise<{ name: string; csv: string }> {
  const row = foundOr404(await repo.findImport(db, tenantId, id), 'Import');
  assertMay(caller, row.kind as ImportKind);
  if (!repo.ENDED.includes(row.status as ImportStatus))
    throw new HttpError(404, 'The failed rows are ready once the import has ended.', 'NOT_FOUND');
  const stored = (await repo.importRows(db, id))!;
  const messages = new Map((await repo.failureRows(db, id)).map((f) => [f.line, f.message]));
  const lines = [[...stored.header, ...IMPORT_FAILED_ROWS_COLUMNS].map(csvCell).join(',')];
  for (const [line, ...cells] of stored.rows) {
    const message = messages.get(line);
    if (message !== undefined) lines.push([...cells, String(line), message].map(csvCell).join(','));
  }
  const base = row.fileName.replace(/\.csv$/i, '').replace(/[^A-Za-z0-9._-]+/g, '-') || 'import';
  return { name: `${base}-failed-rows.csv`, csv: `${lines.join('\r\n')}\r\n` };
}

/** An attempt whose import is no longer its own: another attempt took it over, or it ended. */
export class ImportSuperseded extends Error {
  constructor(id: number) {
    super(`Import ${id} is no longer this attempt's to write.`);
    this.name = 'ImportSuperseded';
  }
}

/**
 * Runs the import's rows from `from` (one step) and saves their outcomes with the counts while
 * the import is still this attempt's and at `from`, else ImportSuperseded. Customers and group
 * members write the step and its progress in one transaction; top-ups save after the movements,
 * each keyed by the import and line, so a step run again pays nobody twice.
 */
export async function runStep(db: Db, row: repo.ImportRowRecord, ctx: StepContext, from: number): Promise<number> {
  const kind = row.kind as ImportKind;
  const rows = row.rows.slice(from, from + STEP_ROWS[kind]);
  const at = { id: row.id, attempt: row.attempt };
  const save = async (tx: Parameters<Parameters<Db['transaction']>[0]>[0], outcomes: RowOutcome[]) => {
    const held = await repo.advanceImport(tx, at, from, {
      processed: from + outcomes.length,
      created: countOf(outcomes, 'created'),
      updated: countOf(outcomes, 'updated'),
      unchanged: countOf(outcomes, 'unchanged'),
      failed: countOf(outcomes, 'failed'),
    });
    if (!held) throw new ImportSuperseded(row.id);
    await repo.insertFailures(
      tx,
      outcomes
        .filter((o) => o.outcome === 'failed')
        .map((o) => ({ importId: row.id, line: o.line, message: o.message! })),
    );
  };
  if (TRANSACTIONAL[kind]) {
    await db.transaction(async (tx) => save(tx, await STEPS[kind](tx, ctx, rows, true)));
  } else {
    const outcomes = await STEPS[kind](db, ctx, rows, true);
    await db.transaction((tx) => save(tx, outcomes));
  }
  return from + rows.length;
}

/** The context a job's steps share: its actor (the operator who asked) and the file's own refusals. */
export function stepContext(row: repo.ImportRowRecord): StepContext {
  return {
    actor: { tenantId: row.tenantId, userId: row.createdBy, email: row.createdByEmail, ip: row.createdIp },
    importId: row.id,
    groupId: row.groupId,
    header: row.header,
    fileErrors: fileErrors(row.kind as ImportKind, row.header, row.rows),
  };
}
