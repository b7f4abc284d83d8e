/**
 * SQL of who is buying: the customer a card names (read inside the vend's lock statement), the
 * customers a mobile number names, and the wrong-PIN count of a number (`pin_attempts`: five
 * wrong PINs in a row lock it for 15 minutes, a right PIN clears it).
 */
import { and, eq, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { customerGroupMembers as members, customerGroups as groups, customers, pinAttempts } from '../../../db/schema';
import { rowsOf } from '../../../lib/list';
import { P } from '../../../db/statement-cache';

export const PIN_MAX_FAILURES = 5;
export const PIN_LOCK_MINUTES = 15;

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
export type CustomerCredentialRow = {
  id: number;
  firstName: string;
  lastName: string;
  status: number;
  pin: string | null;
  /** node-postgres parses int[]; PGlite may hand back the array literal. */
  groupIds: number[] | string;
};

/** `cardHolderSql`'s row, as JSON. */
export type CardHolderRow = { id: number; first_name: string; last_name: string; status: number; group_ids: number[] };

const live = (tenantId: ReturnType<typeof P>) => and(eq(customers.tenantId, tenantId), isNull(customers.deletedAt));

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

/** The tenant's live customers holding the ten-digit mobile (or it with +91), at most two. */
export async function customersByMobile(db: DbOrTx, tenantId: number, ten: string): Promise<CustomerCredentialRow[]> {
  return db
    .select(fields)
    .from(customers)
    .where(and(live(P('tenantId')), inArray(customers.mobile, [P('ten'), P('plus')])))
    .limit(2)
    .execute({ tenantId, ten, plus: `+91${ten}` });
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
export async function countPinAttempt(
  db: DbOrTx,
  tenantId: number,
  mobile: string,
  wrong: boolean,
): Promise<{ failures: number; locked_until: string | null } | null> {
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

/** Until when the number's mobile + PIN vends are locked; undefined when it has no row. */
export async function pinLockedUntil(db: DbOrTx, tenantId: number, mobile: string) {
  const [lock] = await db
    .select({ lockedUntil: pinAttempts.lockedUntil })
    .from(pinAttempts)
    .where(and(eq(pinAttempts.tenantId, tenantId), eq(pinAttempts.mobile, mobile)));
  return lock?.lockedUntil;
}

/** Forgets the wrong PINs of numbers nobody has typed for a day (a lock lasts far less). */
export async function forgetIdlePinAttempts(db: DbOrTx): Promise<void> {
  await db.delete(pinAttempts).where(lt(pinAttempts.updatedAt, sql`now() - interval '1 day'`));
}
