/**
 * SQL of CSV imports (imports-service.ts and the kinds decide them): the import's row, stored once
 * per file and begun by an attempt of its job, moved on in steps only while it is still that
 * attempt's; its failed rows; and the reads and writes each kind's step makes of customers, their
 * wallets and group memberships, a step's rows at a time.
 */
import type { ImportStatus } from '@console/shared/contracts/import-kinds';
import { and, asc, eq, getTableColumns, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import {
  customerGroupMembers,
  customerGroups,
  customerImportFailures as failures,
  customerImports as imports,
  customers,
  ledgerMovements,
  wallets,
} from '../../../db/schema';
import * as tenantRowsRepo from '../../../lib/tenant-rows-repository';

export type ImportRowRecord = typeof imports.$inferSelect;
export type NewImport = Omit<typeof imports.$inferInsert, 'id' | 'status' | 'attempt' | 'processed'>;

const UNFINISHED: ImportStatus[] = ['queued', 'running'];
export const ENDED: ImportStatus[] = ['done', 'failed'];

/** Stores a queued import; undefined when the tenant has imported this file (same kind and group) already. */
export async function insertImport(db: Db, values: NewImport): Promise<ImportRowRecord | undefined> {
  const [row] = await db.insert(imports).values(values).onConflictDoNothing().returning();
  return row;
}

/** The tenant's import of this file (its kind, group and sha256), or undefined. */
export async function importOfFile(
  db: Db,
  file: { tenantId: number; kind: string; groupId: number | null; sha256: string },
): Promise<ImportRowRecord | undefined> {
  const [row] = await db
    .select()
    .from(imports)
    .where(
      and(
        eq(imports.tenantId, file.tenantId),
        eq(imports.kind, file.kind),
        sql`coalesce(${imports.groupId}, 0) = ${file.groupId ?? 0}`,
        eq(imports.sha256, file.sha256),
      ),
    );
  return row;
}

/** One of the tenant's imports without its rows, or undefined. */
export async function findImport(db: Db, tenantId: number, id: number) {
  const { rows: _rows, ...columns } = getTableColumns(imports);
  const [row] = await db
    .select(columns)
    .from(imports)
    .where(and(eq(imports.tenantId, tenantId), eq(imports.id, id)));
  return row;
}
export type ImportSummary = NonNullable<Awaited<ReturnType<typeof findImport>>>;

/** The import's header and rows (the failed rows' file). */
export async function importRows(db: Db, id: number) {
  const [row] = await db.select({ header: imports.header, rows: imports.rows }).from(imports).where(eq(imports.id, id));
  return row;
}

/** The failed rows' lines and messages, by line. */
export function failureRows(db: Db, importId: number) {
  return db
    .select({ line: failures.line, message: failures.message })
    .from(failures)
    .where(eq(failures.importId, importId))
    .orderBy(asc(failures.line));
}

/**
 * Begins an attempt while the import is queued or running: the attempt's number goes up, so an
 * earlier attempt (its process lost the job) writes nothing more. Undefined once it has ended.
 */
export async function beginAttempt(db: Db, id: number): Promise<ImportRowRecord | undefined> {
  const [row] = await db
    .update(imports)
    .set({ status: 'running', attempt: sql`${imports.attempt} + 1`, updatedAt: sql`now()` })
    .where(and(eq(imports.id, id), inArray(imports.status, UNFINISHED)))
    .returning();
  return row;
}

export interface StepCounts {
  processed: number;
  created: number;
  updated: number;
  unchanged: number;
  failed: number;
}

/** Moves the import on by a step while it is this attempt's, running and at `from`; whether it was. */
export async function advanceImport(
  tx: Tx,
  at: { id: number; attempt: number },
  from: number,
  counts: StepCounts,
): Promise<boolean> {
  const [held] = await tx
    .update(imports)
    .set({
      processed: counts.processed,
      created: sql`${imports.created} + ${counts.created}::int`,
      updated: sql`${imports.updated} + ${counts.updated}::int`,
      unchanged: sql`${imports.unchanged} + ${counts.unchanged}::int`,
      failed: sql`${imports.failed} + ${counts.failed}::int`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(imports.id, at.id),
        eq(imports.attempt, at.attempt),
        eq(imports.status, 'running'),
        eq(imports.processed, from),
      ),
    )
    .returning({ id: imports.id });
  return held !== undefined;
}

export async function insertFailures(tx: Tx, rows: { importId: number; line: number; message: string }[]) {
  if (rows.length > 0) await tx.insert(failures).values(rows).onConflictDoNothing();
}

/** Ends the import done, while it is still this attempt's. */
export async function finishImport(db: Db, at: { id: number; attempt: number }): Promise<void> {
  await db
    .update(imports)
    .set({ status: 'done', updatedAt: sql`now()`, finishedAt: sql`now()` })
    .where(and(eq(imports.id, at.id), eq(imports.attempt, at.attempt), eq(imports.status, 'running')));
}

/** Fails the import with the reason, unless it has ended. */
export async function failImport(db: Db, id: number, reason: string): Promise<void> {
  await db
    .update(imports)
    .set({ status: 'failed', error: reason.slice(0, 1000), updatedAt: sql`now()`, finishedAt: sql`now()` })
    .where(and(eq(imports.id, id), inArray(imports.status, UNFINISHED)));
}

/** Imports queued or running whose last change is older than `seconds`: the reconcile checks their jobs. */
export function unfinishedImports(db: Db, seconds: number): Promise<{ id: number }[]> {
  return db
    .select({ id: imports.id })
    .from(imports)
    .where(
      and(inArray(imports.status, UNFINISHED), lt(imports.updatedAt, sql`now() - make_interval(secs => ${seconds})`)),
    );
}

/** Whether `id` is one of the tenant's live customer groups. */
export async function groupExists(db: DbOrTx, tenantId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: customerGroups.id })
    .from(customerGroups)
    .where(and(eq(customerGroups.tenantId, tenantId), eq(customerGroups.id, id), isNull(customerGroups.deletedAt)));
  return row !== undefined;
}

/** The tenant's live customers holding any of `mobiles`, with the fields an import compares. */
export function customersByMobile(db: DbOrTx, tenantId: number, mobiles: string[]) {
  if (mobiles.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: customers.id,
      first_name: customers.firstName,
      last_name: customers.lastName,
      mobile: customers.mobile,
      email: customers.email,
      user_origin: customers.userOrigin,
      class_name: customers.className,
      section_name: customers.sectionName,
      rfid: customers.rfid,
    })
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), inArray(customers.mobile, mobiles), isNull(customers.deletedAt)));
}
export type ImportedCustomer = Awaited<ReturnType<typeof customersByMobile>>[number];

/** The tenant's live customers holding any of `rfids`: their id and mobile. */
export function customersByRfid(db: DbOrTx, tenantId: number, rfids: string[]) {
  if (rfids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: customers.id, mobile: customers.mobile, rfid: customers.rfid })
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), inArray(customers.rfid, rfids), isNull(customers.deletedAt)));
}

export type CustomerColumns = Omit<typeof customers.$inferInsert, 'id' | 'tenantId'>;

export async function insertCustomers(tx: DbOrTx, tenantId: number, rows: CustomerColumns[]): Promise<void> {
  if (rows.length > 0) await tx.insert(customers).values(rows.map((r) => ({ ...r, tenantId })));
}

export async function updateCustomer(tx: DbOrTx, id: number, columns: Partial<CustomerColumns>): Promise<void> {
  await tx
    .update(customers)
    .set({ ...columns, updatedAt: sql`now()` })
    .where(eq(customers.id, id));
}

/** The live wallets of the customers: id, owner, whether primary. */
export function walletsOf(db: DbOrTx, customerIds: number[]) {
  if (customerIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: wallets.id, customerId: wallets.customerId, isPrimary: wallets.isPrimary, status: wallets.status })
    .from(wallets)
    .where(and(inArray(wallets.customerId, customerIds), isNull(wallets.deletedAt)));
}

/** Which of the customers are members of the group already. */
export async function membersAmong(db: DbOrTx, groupId: number, customerIds: number[]): Promise<Set<number>> {
  if (customerIds.length === 0) return new Set();
  const rows = await db
    .select({ id: customerGroupMembers.customerId })
    .from(customerGroupMembers)
    .where(and(eq(customerGroupMembers.groupId, groupId), inArray(customerGroupMembers.customerId, customerIds)));
  return new Set(rows.map((r) => r.id));
}

export const isImport = (db: Db, tenantId: number, id: number) => tenantRowsRepo.isTenantRow(db, imports, tenantId, id);

/** Which of these Idempotency-Keys the tenant's ledger holds (a top-up import's rows already applied). */
export async function appliedKeys(db: DbOrTx, tenantId: number, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: ledgerMovements.idempotencyKey })
    .from(ledgerMovements)
    .where(and(eq(ledgerMovements.tenantId, tenantId), inArray(ledgerMovements.idempotencyKey, keys)));
  return new Set(rows.map((r) => r.key!));
}
