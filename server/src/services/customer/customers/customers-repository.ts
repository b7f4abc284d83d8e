/**
 * One customer: read with its groups and wallet total (whether a PIN is set, never the PIN);
 * reveal the PIN (audited); create, update, link an RFID and delete. An RFID is unique among the tenant's live customers; a customer whose wallets hold
 * money cannot be deleted, and deleting one keeps every ledger row.
 */
import type { CustomerBody, CustomerDetail, CustomerUpdateBody } from '@console/shared/contracts';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import { customers, wallets } from '../../../db/schema';
import { recordAudit, type Actor } from '../../../lib/audit';
import { conflict, HttpError, notFound, refuseUniqueViolation } from '../../../lib/http-errors';
import { formatRupees, toRupees } from '../../../lib/money';
import { assertUnchanged, unchangedSince } from '../../../lib/stale-record';
import {
  addMemberships,
  assertDelta,
  groupsOfCustomer,
  GROUPS_SIDE,
  removeMemberships,
} from '../groups/group-members-repository';
import { customerColumns, liveCustomer, toCustomer } from './customers-list-repository';
import { P } from '../../../db/statement-cache';

const RFID_TAKEN = 'This RFID is already linked to another customer.';
const MOBILE_TAKEN = 'This mobile number already belongs to another customer.';

async function findCustomer(db: DbOrTx, tenantId: number, id: number): Promise<CustomerDetail | undefined> {
  const [row] = await db
    .select({ ...customerColumns, hasPin: sql<boolean>`${customers.pin} is not null` })
    .from(customers)
    .where(and(liveCustomer(P('tenantId')), eq(customers.id, id)))
    .limit(1)
    .execute({ tenantId });
  if (!row) return undefined;
  const groups = await groupsOfCustomer(db, id);
  const [held] = await db
    .select({ total: sql<string>`coalesce(sum(${wallets.amount}), 0)::text`, n: sql<number>`count(*)::int` })
    .from(wallets)
    .where(and(eq(wallets.customerId, id), isNull(wallets.deletedAt)));
  return {
    ...toCustomer(row),
    has_pin: Boolean(row.hasPin),
    groups,
    wallet_balance: toRupees(held?.total ?? 0),
    wallet_count: Number(held?.n ?? 0),
  };
}

export async function getCustomer(db: DbOrTx, tenantId: number, id: number): Promise<CustomerDetail> {
  const customer = await findCustomer(db, tenantId, id);
  if (!customer) throw notFound('Customer');
  return customer;
}

/** The customer's PIN, for the operator who asked to see it: each reveal is in the audit trail. */
export async function revealPin(db: Db, actor: Actor, id: number): Promise<string | null> {
  const [row] = await db
    .select({ pin: customers.pin })
    .from(customers)
    .where(and(liveCustomer(P('tenantId')), eq(customers.id, id)))
    .limit(1)
    .execute({ tenantId: actor.tenantId });
  if (!row) throw notFound('Customer');
  await recordAudit(db, actor, { action: 'reveal_pin', entity: 'customer', entityId: id });
  return row.pin;
}

/**
 * Locks the customer row for this transaction: edits, deletes and new wallets of one customer
 * queue on it, so a wallet is never created for a customer being deleted.
 */
export async function lockCustomer(
  tx: Tx,
  tenantId: number,
  id: number,
  missing: () => Error = () => notFound('Customer'),
): Promise<void> {
  const rows = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(liveCustomer(P('tenantId')), eq(customers.id, id)))
    .for('update')
    .execute({ tenantId });
  if (!rows[0]) throw missing();
}

async function assertRfidFree(db: DbOrTx, tenantId: number, rfid: string, exceptId?: number) {
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(liveCustomer(P('tenantId')), eq(customers.rfid, rfid), exceptId ? ne(customers.id, exceptId) : undefined),
    )
    .limit(1)
    .execute({ tenantId });
  if (rows[0]) throw conflict(RFID_TAKEN, 'RFID_TAKEN');
}

/**
 * A mobile number names one live customer of a tenant: refused on the field when another holds it.
 * Two saves of one number at once queue on a transaction lock taken on the number, so the second
 * sees the first's row (old data may hold duplicates, so this is not a unique index).
 */
async function assertMobileFree(tx: Tx, tenantId: number, mobile: string, exceptId?: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`customer-mobile:${tenantId}:${mobile}`}, 0))`);
  const rows = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        liveCustomer(P('tenantId')),
        eq(customers.mobile, P('mobile')),
        exceptId ? ne(customers.id, exceptId) : undefined,
      ),
    )
    .limit(1)
    .execute({ tenantId, mobile });
  if (rows[0]) throw new HttpError(409, MOBILE_TAKEN, 'MOBILE_TAKEN', [{ field: 'mobile', message: MOBILE_TAKEN }]);
}

/** Two requests linking one RFID at once: the loser hits the unique index, and hears the same 409. */
const guardRfid = <T>(work: () => Promise<T>) =>
  refuseUniqueViolation('customers_tenant_rfid_uq', () => conflict(RFID_TAKEN, 'RFID_TAKEN'), work);

/**
 * The columns a body sets. An optional field left out keeps its value on update (a form
 * that never showed the PIN does not erase it); `null` or "" clears it.
 */
function columnsOf(input: CustomerBody | CustomerUpdateBody) {
  const optional = (value: string | null | undefined) => (value === undefined ? undefined : value || null);
  return {
    firstName: input.first_name,
    lastName: input.last_name,
    mobile: input.mobile,
    email: optional(input.email),
    userOrigin: optional(input.user_origin),
    className: optional(input.class_name),
    sectionName: optional(input.section_name),
    rfid: optional(input.rfid),
    pin: optional(input.pin),
    status: input.status,
  };
}

export function createCustomer(db: Db, actor: Actor, input: CustomerBody): Promise<CustomerDetail> {
  return guardRfid(() =>
    db.transaction(async (tx) => {
      const groupIds = input.group_ids ?? [];
      await assertDelta(tx, GROUPS_SIDE, actor.tenantId, groupIds, []);
      if (input.rfid) await assertRfidFree(tx, actor.tenantId, input.rfid);
      await assertMobileFree(tx, actor.tenantId, input.mobile);
      const [created] = await tx
        .insert(customers)
        .values({ tenantId: actor.tenantId, ...columnsOf(input), status: input.status ?? 1 })
        .returning({ id: customers.id });
      await addMemberships(
        tx,
        groupIds.map((groupId) => ({ groupId, customerId: created!.id })),
      );
      const customer = await getCustomer(tx, actor.tenantId, created!.id);
      await recordAudit(tx, actor, { action: 'create', entity: 'customer', entityId: customer.id, after: customer });
      return customer;
    }),
  );
}

/**
 * The fields as sent, groups by delta (`add_group_ids`, `remove_group_ids`: a group someone
 * else added meanwhile stays), only when the customer is still at the `updated_at` the form
 * loaded (409 STALE_RECORD otherwise, nothing written).
 */
export function updateCustomer(db: Db, actor: Actor, id: number, input: CustomerUpdateBody): Promise<CustomerDetail> {
  const unchanged = unchangedSince(customers.updatedAt, input.updated_at);
  const add = input.add_group_ids ?? [];
  const remove = input.remove_group_ids ?? [];
  return guardRfid(() =>
    db.transaction(async (tx) => {
      await lockCustomer(tx, actor.tenantId, id);
      const before = await getCustomer(tx, actor.tenantId, id);
      await assertDelta(tx, { ...GROUPS_SIDE, field: 'add_group_ids/remove_group_ids' }, actor.tenantId, add, remove);
      if (input.rfid) await assertRfidFree(tx, actor.tenantId, input.rfid, id);
      if (input.mobile !== undefined && input.mobile !== before.mobile)
        await assertMobileFree(tx, actor.tenantId, input.mobile, id);
      const updated = await tx
        .update(customers)
        .set({ ...columnsOf(input), updatedAt: sql`now()` })
        .where(and(eq(customers.id, id), unchanged))
        .returning({ id: customers.id });
      assertUnchanged(updated);
      await removeMemberships(tx, { customerId: id, groupIds: remove });
      await addMemberships(
        tx,
        add.map((groupId) => ({ groupId, customerId: id })),
      );
      const after = await getCustomer(tx, actor.tenantId, id);
      await recordAudit(tx, actor, { action: 'update', entity: 'customer', entityId: id, before, after });
      return after;
    }),
  );
}

export function linkRfid(db: Db, actor: Actor, id: number, rfid: string): Promise<CustomerDetail> {
  return guardRfid(() =>
    db.transaction(async (tx) => {
      await lockCustomer(tx, actor.tenantId, id);
      const before = await getCustomer(tx, actor.tenantId, id);
      await assertRfidFree(tx, actor.tenantId, rfid, id);
      await tx
        .update(customers)
        .set({ rfid, updatedAt: sql`now()` })
        .where(eq(customers.id, id));
      const after = await getCustomer(tx, actor.tenantId, id);
      await recordAudit(tx, actor, {
        action: 'link_rfid',
        entity: 'customer',
        entityId: id,
        before: { rfid: before.rfid },
        after: { rfid: after.rfid },
      });
      return after;
    }),
  );
}

/**
 * Soft-deletes the customer and its wallets in one transaction, refused while any wallet holds
 * money (a balance is never written off by a delete). The wallets are locked first, so no fund
 * movement can land between the check and the delete; the ledger keeps every row.
 */
export async function deleteCustomer(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCustomer(tx, actor.tenantId, id);
    const before = await getCustomer(tx, actor.tenantId, id);
    const held = await tx
      .select({ id: wallets.id, name: wallets.name, amount: wallets.amount })
      .from(wallets)
      .where(and(eq(wallets.customerId, id), isNull(wallets.deletedAt)))
      .orderBy(asc(wallets.id))
      .for('update');
    const funded = held.filter((w) => w.amount !== 0n);
    if (funded.length > 0) {
      const which = funded.map((w) => `${w.name} (#${w.id}) holds ${formatRupees(w.amount)}`).join('; ');
      throw conflict(
        `This customer cannot be deleted while a wallet holds a balance: ${which}. Bring every wallet to ₹0.00 first.`,
        'BALANCE_NOT_ZERO',
      );
    }
    if (held.length > 0) {
      const ids = held.map((w) => w.id);
      await tx
        .update(wallets)
        .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
        .where(inArray(wallets.id, ids));
      for (const w of held) {
        await recordAudit(tx, actor, { action: 'delete', entity: 'wallet', entityId: w.id, before: w });
      }
    }
    await tx
      .update(customers)
      .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(customers.id, id));
    await recordAudit(tx, actor, {
      action: 'delete',
      entity: 'customer',
      entityId: id,
      before,
      after: { wallets_deleted: held.map((w) => w.id) },
    });
  });
}
