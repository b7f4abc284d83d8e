/**
 * Who is buying: the customer a vend's credential names — an RFID card, or a mobile number and
 * PIN. Five wrong PINs in a row lock mobile + PIN vends of that number for 15 minutes (the card
 * keeps working); a right PIN clears the count. The count is written outside the vend's
 * transaction, so a refused vend still counts.
 */
import { timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { customerGroupMembers as members, customerGroups as groups, customers, pinAttempts } from '../../../db/schema';
import { unprocessable } from '../../../lib/http-errors';
import { rowsOf } from '../../../lib/list';
import { P } from '../../../db/statement-cache';

export const PIN_MAX_FAILURES = 5;
export const PIN_LOCK_MINUTES = 15;

export interface Buyer {
  id: number;
  name: string;
  /** Live groups the customer belongs to: rules of these groups (and of everyone) apply. */
  groupIds: number[];
}

// Qualified by hand: Drizzle writes a single-table select's columns unqualified, and an
// unqualified "id" inside this subquery would be the group's.
const groupIds = sql<number[]>`coalesce((
  select array_agg(m.group_id) from ${members} m
    join ${groups} g on g.id = m.group_id and g.deleted_at is null
   where m.customer_id = "customers"."id"), '{}')`;

const fields = {
  id: customers.id,
  firstName: customers.firstName,
  lastName: customers.lastName,
  status: customers.status,
  pin: customers.pin,
  groupIds,
};
type Row = {
  id: number;
  firstName: string;
  lastName: string;
  status: number;
  pin: string | null;
  groupIds: number[] | string;
};

const live = (tenantId: ReturnType<typeof P>) => and(eq(customers.tenantId, tenantId), isNull(customers.deletedAt));

function samePin(stored: string | null, given: string): boolean {
  if (stored === null) return false;
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

function buyerOf(row: Pick<Row, 'id' | 'firstName' | 'lastName' | 'status' | 'groupIds'>): Buyer {
  if (row.status !== 1) throw unprocessable('This customer is inactive and cannot buy.', 'CUSTOMER_INACTIVE');
  // node-postgres parses int[]; PGlite may hand back the array literal.
  const ids =
    typeof row.groupIds === 'string'
      ? row.groupIds.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number)
      : row.groupIds;
  return { id: row.id, name: `${row.firstName} ${row.lastName}`, groupIds: ids.map(Number) };
}

/**
 * The card holder's row for the vend's lock statement (README "Vending"): read there, in the same
 * round trip as the wallet and the store, so an RFID vend costs no lookup of its own. Columns:
 * id, first_name, last_name, status, group_ids.
 */
export function cardHolderSql(tenantId: number, rfid: string): SQL {
  return sql`
    select c.id, c.first_name, c.last_name, c.status,
           coalesce((select array_agg(m.group_id) from ${members} m
                       join ${groups} g on g.id = m.group_id and g.deleted_at is null
                      where m.customer_id = c.id), '{}') as group_ids
      from ${customers} c
     where c.tenant_id = ${tenantId}::int and c.deleted_at is null and c.rfid = ${rfid}::text
     limit 1`;
}

/** The buyer a card names, from `cardHolderSql`'s row (as JSON), or the 422 the machine shows. */
export function cardHolder(
  row: { id: number; first_name: string; last_name: string; status: number; group_ids: number[] } | null,
): Buyer {
  if (!row) throw unprocessable('Unknown card: no customer holds this RFID.', 'UNKNOWN_CARD');
  return buyerOf({
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    status: row.status,
    groupIds: row.group_ids,
  });
}

/** Every wrong PIN answers this, whether or not a customer holds the mobile number. */
const WRONG = 'Wrong mobile number or PIN.';

function lockedFor(lockedUntil: string | Date, now: Date) {
  const minutes = Math.max(1, Math.ceil((new Date(lockedUntil).getTime() - now.getTime()) / 60_000));
  return unprocessable(
    `Too many wrong PINs: mobile and PIN vends are locked for ${minutes} more ${minutes === 1 ? 'minute' : 'minutes'}; the card still works.`,
    'PIN_LOCKED',
  );
}

/**
 * A right PIN: clears the number's failures unless it is locked (null then). A number that never
 * failed has no row, so the usual right PIN writes nothing.
 */
async function clearAttempts(db: DbOrTx, tenantId: number, mobile: string) {
  const key = and(eq(pinAttempts.tenantId, tenantId), eq(pinAttempts.mobile, mobile));
  const cleared = await db
    .delete(pinAttempts)
    .where(and(key, sql`(${pinAttempts.lockedUntil} is null or ${pinAttempts.lockedUntil} <= now())`))
    .returning({ mobile: pinAttempts.mobile });
  if (cleared.length > 0) return { failures: 0, locked_until: null };
  const [locked] = await db
    .select({ mobile: pinAttempts.mobile })
    .from(pinAttempts)
    .where(and(key, sql`${pinAttempts.lockedUntil} > now()`));
  return locked ? null : { failures: 0, locked_until: null };
}

/**
 * Counts one PIN typed for `mobile` in the same statement that checks the number is not locked:
 * a wrong one adds a failure (the fifth locks the number and starts the count again), a right one
 * clears them. Concurrent attempts queue on the number's row, so however many arrive at once at
 * most PIN_MAX_FAILURES wrong PINs are counted before the lock holds; null when it holds already.
 */
async function countAttempt(db: DbOrTx, tenantId: number, mobile: string, wrong: boolean) {
  if (!wrong) return clearAttempts(db, tenantId, mobile);
  const result = await db.execute(sql`
    insert into ${pinAttempts} as a (tenant_id, mobile, failures, locked_until, updated_at)
    values (${tenantId}::int, ${mobile}::text, 1, null, now())
    on conflict (tenant_id, mobile) do update set
      failures = case when a.failures + 1 >= ${PIN_MAX_FAILURES}::int then 0 else a.failures + 1 end,
      locked_until = case when a.failures + 1 >= ${PIN_MAX_FAILURES}::int
                          then now() + make_interval(mins => ${PIN_LOCK_MINUTES}::int) end,
      updated_at = now()
    where a.locked_until is null or a.locked_until <= now()
    returning failures, locked_until`);
  const [row] = rowsOf(result) as { failures: number; locked_until: string | null }[];
  return row ?? null;
}

/**
 * The customer a mobile number and PIN name, or a 422 the machine can show (cards: `cardHolder`).
 * A number no customer holds and a wrong PIN answer alike, and both count towards the lock, so a
 * machine cannot tell which numbers are customers'.
 */
export async function identifyBuyer(
  db: DbOrTx,
  tenantId: number,
  credential: { mobile: string; pin: string },
  now = new Date(),
): Promise<Buyer> {
  const ten = credential.mobile.slice(-10);
  const rows = await db
    .select(fields)
    .from(customers)
    .where(and(live(P('tenantId')), inArray(customers.mobile, [P('ten'), P('plus')])))
    .limit(2)
    .execute({ tenantId, ten, plus: `+91${ten}` });
  const holders = rows.filter((row) => samePin(row.pin, credential.pin));
  const counted = await countAttempt(db, tenantId, ten, holders.length === 0);
  if (!counted) {
    const [lock] = await db
      .select({ lockedUntil: pinAttempts.lockedUntil })
      .from(pinAttempts)
      .where(and(eq(pinAttempts.tenantId, tenantId), eq(pinAttempts.mobile, ten)));
    throw lockedFor(lock?.lockedUntil ?? new Date(now.getTime() + PIN_LOCK_MINUTES * 60_000).toISOString(), now);
  }
  if (holders.length === 0) {
    if (counted.locked_until) {
      throw unprocessable(
        `${WRONG} Mobile and PIN vends of this number are now locked for ${PIN_LOCK_MINUTES} minutes; the card still works.`,
        'PIN_LOCKED',
      );
    }
    throw unprocessable(WRONG, 'WRONG_PIN');
  }
  if (rows.length > 1) {
    throw unprocessable('This mobile number belongs to more than one customer: use the card.', 'AMBIGUOUS_MOBILE');
  }
  return buyerOf(holders[0]!);
}

/** Forgets the wrong PINs of numbers nobody has typed for a day (a lock lasts far less). */
export async function forgetIdlePinAttempts(db: DbOrTx): Promise<void> {
  await db.delete(pinAttempts).where(lt(pinAttempts.updatedAt, sql`now() - interval '1 day'`));
}
