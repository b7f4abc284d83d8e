/**
 * Who is buying: the customer a vend's credential names — an RFID card, or a mobile number and
 * PIN. Five wrong PINs in a row lock mobile + PIN vends of that customer for 15 minutes (the card
 * keeps working); a right PIN clears the count. The count is written outside the vend's
 * transaction, so a refused vend still counts.
 */
import { timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { customerGroupMembers as members, customerGroups as groups, customers } from '../../../db/schema';
import { unprocessable } from '../../../lib/http-errors';

const P = sql.placeholder;
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
  pinLockedUntil: customers.pinLockedUntil,
  pinFailures: customers.pinFailures,
  groupIds,
};
type Row = {
  id: number;
  firstName: string;
  lastName: string;
  status: number;
  pin: string | null;
  pinLockedUntil: string | null;
  pinFailures: number;
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

/** The customer a mobile number and PIN name, or a 422 the machine can show (cards: `cardHolder`). */
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
  if (rows.length === 0) throw unprocessable('Wrong mobile number or PIN.', 'WRONG_PIN');
  if (rows.length > 1) {
    throw unprocessable('This mobile number belongs to more than one customer: use the card.', 'AMBIGUOUS_MOBILE');
  }
  const row = rows[0]!;
  if (row.pinLockedUntil && new Date(row.pinLockedUntil).getTime() > now.getTime()) {
    const minutes = Math.ceil((new Date(row.pinLockedUntil).getTime() - now.getTime()) / 60_000);
    throw unprocessable(
      `Too many wrong PINs: mobile and PIN vends are locked for ${minutes} more ${minutes === 1 ? 'minute' : 'minutes'}; the card still works.`,
      'PIN_LOCKED',
    );
  }
  if (!samePin(row.pin, credential.pin)) {
    const [after] = await db
      .update(customers)
      .set({
        pinLockedUntil: sql`case when ${customers.pinFailures} + 1 >= ${PIN_MAX_FAILURES} then now() + make_interval(mins => ${PIN_LOCK_MINUTES}) else ${customers.pinLockedUntil} end`,
        pinFailures: sql`case when ${customers.pinFailures} + 1 >= ${PIN_MAX_FAILURES} then 0 else ${customers.pinFailures} + 1 end`,
      })
      .where(eq(customers.id, row.id))
      .returning({ failures: customers.pinFailures, lockedUntil: customers.pinLockedUntil });
    if (after!.lockedUntil && after!.failures === 0) {
      throw unprocessable(
        `Wrong PIN: mobile and PIN vends are now locked for ${PIN_LOCK_MINUTES} minutes; the card still works.`,
        'PIN_LOCKED',
      );
    }
    const left = PIN_MAX_FAILURES - after!.failures;
    throw unprocessable(
      `Wrong PIN: ${left} ${left === 1 ? 'attempt' : 'attempts'} left before mobile and PIN vends are locked for ${PIN_LOCK_MINUTES} minutes.`,
      'WRONG_PIN',
    );
  }
  if (row.pinFailures > 0 || row.pinLockedUntil) {
    await db.update(customers).set({ pinFailures: 0, pinLockedUntil: null }).where(eq(customers.id, row.id));
  }
  return buyerOf(row);
}
