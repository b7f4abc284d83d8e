/**
 * What each kind does with a step of its rows: the outcome of every row (created, updated,
 * unchanged, or failed with the message the product's own form or API would give), and — when
 * applying, not in a dry run — the writes. Customers and group members write a step in the
 * caller's transaction; a top-up is an ordinary fund movement keyed `import:<import id>:<line>`,
 * so a step run again (a resumed job) answers "unchanged" from the ledger and pays nobody twice.
 */
import { CustomerBody, Mobile } from '@console/shared/contracts';
import type { ImportKind, ImportOutcome } from '@console/shared/contracts/import-kinds';
import { Compile } from 'typebox/compile';
import type { Db, DbOrTx } from '../../../db/client';
import type { Actor } from '../../../lib/audit';
import { HttpError } from '../../../lib/http-errors';
import { describeValidation, type ValidationIssue } from '../../../lib/validation-message';
import * as groupMembersRepo from '../groups/group-members-repository';
import { moveFunds, movementPaise } from '../ledger/fund-service';
import type { ImportRow } from './import-file';
import * as repo from './imports-repository';

export interface RowOutcome {
  line: number;
  outcome: ImportOutcome;
  message: string | null;
}

export interface StepContext {
  actor: Actor;
  /**
   * The import the rows belong to; in a dry run, the tenant's earlier import of the same file, if
   * any (its applied top-ups read "unchanged"), else null.
   */
  importId: number | null;
  groupId: number | null;
  header: string[];
  /** Rows refused by the file as a whole (a mobile twice): line → message. */
  fileErrors: Map<number, string>;
}

/** One step: `db` is the step's transaction for a transactional kind; `apply` false reads only. */
export type Step = (db: DbOrTx, ctx: StepContext, rows: ImportRow[], apply: boolean) => Promise<RowOutcome[]>;

export const MOBILE_TAKEN = 'This mobile number already belongs to another customer.';
const RFID_TAKEN = 'This RFID is already linked to another customer.';
const NO_CUSTOMER = 'No customer has this mobile number.';

const ok = (line: number, outcome: ImportOutcome): RowOutcome => ({ line, outcome, message: null });
const failed = (line: number, message: string): RowOutcome => ({ line, outcome: 'failed', message });

/** A row's cells by column, trimmed. */
export function cellsOf(header: string[], row: ImportRow): Record<string, string> {
  return Object.fromEntries(header.map((name, i) => [name, String(row[i + 1] ?? '').trim()]));
}

const tidyMobile = (cell: string | undefined) => (cell ?? '').replace(/\s+/g, '');
const checkCustomer = Compile(CustomerBody);
const checkMobile = Compile(Mobile);
const validationMessage = (issues: Iterable<unknown>) =>
  describeValidation([...issues] as ValidationIssue[], 'body').message;
const mobileProblem = (mobile: string) =>
  checkMobile.Check(mobile)
    ? null
    : validationMessage([...checkMobile.Errors(mobile)].map((e) => ({ ...e, instancePath: '/mobile' })));

const OPTIONAL = ['email', 'user_origin', 'class_name', 'section_name', 'rfid'] as const;
type CustomerInput = Pick<repo.ImportedCustomer, 'first_name' | 'last_name' | 'mobile'> &
  Partial<Pick<repo.ImportedCustomer, (typeof OPTIONAL)[number]>>;

/** The customer a row describes, as the customer form would send it (blank optional cells clear). */
function customerOf(header: string[], cells: Record<string, string>): CustomerInput {
  const input: CustomerInput = {
    first_name: cells.first_name!,
    last_name: cells.last_name!,
    mobile: tidyMobile(cells.mobile),
  };
  for (const name of OPTIONAL) {
    if (!header.includes(name)) continue;
    const value = name === 'rfid' ? cells[name]!.replace(/\s+/g, '').toUpperCase() : cells[name]!;
    input[name] = value === '' ? null : value;
  }
  return input;
}

/**
 * Rows the file itself refuses, whatever the database holds: for customers, a mobile (or an
 * RFID) that an earlier row of the file already has — the second occurrence is the error.
 */
export function fileErrors(kind: ImportKind, header: string[], rows: ImportRow[]): Map<number, string> {
  const errors = new Map<number, string>();
  if (kind !== 'customers') return errors;
  const mobiles = new Set<string>();
  const rfids = new Set<string>();
  for (const row of rows) {
    const cells = cellsOf(header, row);
    const mobile = tidyMobile(cells.mobile);
    const rfid = (cells.rfid ?? '').replace(/\s+/g, '').toUpperCase();
    if (mobiles.has(mobile)) errors.set(row[0], MOBILE_TAKEN);
    else if (rfid && rfids.has(rfid)) errors.set(row[0], RFID_TAKEN);
    mobiles.add(mobile);
    if (rfid) rfids.add(rfid);
  }
  return errors;
}

const customersStep: Step = async (db, ctx, rows, apply) => {
  const { tenantId } = ctx.actor;
  const inputs = rows.map((row) => ({ line: row[0], input: customerOf(ctx.header, cellsOf(ctx.header, row)) }));
  const valid = inputs.filter(({ line, input }) => !ctx.fileErrors.has(line) && checkCustomer.Check(input));
  const existing = new Map(
    (
      await repo.customersByMobile(
        db,
        tenantId,
        valid.map((v) => v.input.mobile),
      )
    ).map((c) => [c.mobile, c]),
  );
  const rfids = valid.map((v) => v.input.rfid).filter((r): r is string => !!r);
  const rfidOwner = new Map((await repo.customersByRfid(db, tenantId, rfids)).map((c) => [c.rfid, c.mobile]));
  const creates: repo.CustomerColumns[] = [];
  const updates: { id: number; columns: Partial<repo.CustomerColumns> }[] = [];
  const outcomes = inputs.map(({ line, input }): RowOutcome => {
    const fileError = ctx.fileErrors.get(line);
    if (fileError) return failed(line, fileError);
    if (!checkCustomer.Check(input)) return failed(line, validationMessage(checkCustomer.Errors(input)));
    const owner = input.rfid ? rfidOwner.get(input.rfid) : undefined;
    if (owner !== undefined && owner !== input.mobile) return failed(line, RFID_TAKEN);
    const columns = {
      firstName: input.first_name,
      lastName: input.last_name,
      mobile: input.mobile,
      email: input.email,
      userOrigin: input.user_origin,
      className: input.class_name,
      sectionName: input.section_name,
      rfid: input.rfid,
    };
    const found = existing.get(input.mobile);
    if (!found) {
      creates.push(columns);
      return ok(line, 'created');
    }
    const changed = (Object.keys(input) as (keyof CustomerInput)[]).some((k) => input[k] !== found[k]);
    if (!changed) return ok(line, 'unchanged');
    updates.push({ id: found.id, columns });
    return ok(line, 'updated');
  });
  if (apply) {
    await repo.insertCustomers(db, tenantId, creates);
    for (const { id, columns } of updates) await repo.updateCustomer(db, id, columns);
  }
  return outcomes;
};

/** The live customers holding the rows' mobiles, by mobile (a row whose mobile is malformed names none). */
async function customersOfRows(db: DbOrTx, ctx: StepContext, rows: ImportRow[]) {
  const mobiles = rows.map((row) => tidyMobile(cellsOf(ctx.header, row).mobile)).filter((m) => !mobileProblem(m));
  return new Map((await repo.customersByMobile(db, ctx.actor.tenantId, mobiles)).map((c) => [c.mobile, c.id]));
}

const groupMembersStep: Step = async (db, ctx, rows, apply) => {
  const groupId = ctx.groupId!;
  const customerOf = await customersOfRows(db, ctx, rows);
  const members = await repo.membersAmong(db, groupId, [...customerOf.values()]);
  const adding = new Set<number>();
  const outcomes = rows.map((row): RowOutcome => {
    const mobile = tidyMobile(cellsOf(ctx.header, row).mobile);
    const problem = mobileProblem(mobile);
    if (problem) return failed(row[0], problem);
    const customerId = customerOf.get(mobile);
    if (customerId === undefined) return failed(row[0], NO_CUSTOMER);
    if (members.has(customerId) || adding.has(customerId)) return ok(row[0], 'unchanged');
    adding.add(customerId);
    return ok(row[0], 'created');
  });
  if (apply) {
    await groupMembersRepo.addMemberships(
      db as Parameters<typeof groupMembersRepo.addMemberships>[0],
      [...adding].map((customerId) => ({ groupId, customerId })),
    );
  }
  return outcomes;
};

/** A top-up adds money: a movement's own refusals (three decimals, zero, over the limit), and nothing negative. */
function amountProblem(cell: string): string | null {
  try {
    if (movementPaise(cell) < 0n) return 'A top-up adds money: amount must be greater than zero.';
    return null;
  } catch (error) {
    if (error instanceof HttpError) return error.message;
    throw error;
  }
}

const INACTIVE_WALLET = 'The wallet is inactive: no funds move in or out.';
const keyOf = (ctx: StepContext, line: number) => `import:${ctx.importId}:${line}`;

const topUpsStep: Step = async (db, ctx, rows, apply) => {
  const customerOf = await customersOfRows(db, ctx, rows);
  const walletRows = await repo.walletsOf(db, [...customerOf.values()]);
  // A dry run of a file imported before: the rows its import applied would change nothing.
  const applied =
    !apply && ctx.importId !== null
      ? await repo.appliedKeys(
          db,
          ctx.actor.tenantId,
          rows.map((row) => keyOf(ctx, row[0])),
        )
      : new Set<string>();
  const outcomes: RowOutcome[] = [];
  for (const row of rows) {
    const line = row[0];
    const cells = cellsOf(ctx.header, row);
    const mobile = tidyMobile(cells.mobile);
    const problem = mobileProblem(mobile) ?? amountProblem(cells.amount!);
    if (problem) {
      outcomes.push(failed(line, problem));
      continue;
    }
    const customerId = customerOf.get(mobile);
    if (customerId === undefined) {
      outcomes.push(failed(line, NO_CUSTOMER));
      continue;
    }
    const own = walletRows.filter((w) => w.customerId === customerId);
    const named = cells.wallet_id;
    const wallet = named ? own.find((w) => String(w.id) === named) : own.find((w) => w.isPrimary);
    if (!wallet) {
      outcomes.push(
        failed(
          line,
          named ? 'This customer has no wallet with this wallet_id.' : 'This customer has no primary wallet.',
        ),
      );
      continue;
    }
    if (!apply) {
      if (applied.has(keyOf(ctx, line))) outcomes.push(ok(line, 'unchanged'));
      else if (wallet.status !== 1) outcomes.push(failed(line, INACTIVE_WALLET));
      else outcomes.push(ok(line, 'created'));
      continue;
    }
    try {
      const remark = cells.remark || undefined;
      const movement = await moveFunds(
        db as Db,
        ctx.actor,
        { wallet_id: wallet.id, transaction_amount: cells.amount!, ...(remark ? { remark } : {}) },
        keyOf(ctx, line),
      );
      outcomes.push(ok(line, movement.replayed ? 'unchanged' : 'created'));
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      outcomes.push(failed(line, error.message));
    }
  }
  return outcomes;
};

export const STEPS: Record<ImportKind, Step> = {
  customers: customersStep,
  'top-ups': topUpsStep,
  'group-members': groupMembersStep,
};

/** Kinds whose step writes in the job's transaction (a top-up's movement is its own). */
export const TRANSACTIONAL: Record<ImportKind, boolean> = {
  customers: true,
  'top-ups': false,
  'group-members': true,
};
