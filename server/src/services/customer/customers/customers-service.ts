/**
 * One customer: read with its groups and wallet total (whether a PIN is set, never the PIN);
 * reveal the PIN (audited); create, update, link an RFID and delete. An RFID is unique among the
 * tenant's live customers, and so is a mobile; a customer whose wallets hold money cannot be
 * deleted, and deleting one keeps every ledger row.
 */
import type { CustomerBody, CustomerDetail, CustomerUpdateBody } from '@console/shared/contracts';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import { auditCreate, auditUpdate, recordAudit, type Actor } from '../../../lib/audit';
import { conflict, foundOr404, HttpError, notFound, refuseUniqueViolation } from '../../../lib/http-errors';
import { formatRupees, toRupees } from '../../../lib/money';
import { assertUnchanged } from '../../../lib/stale-record';
import { assertDelta } from '../../../lib/named-groups/named-group-members-service';
import * as groupMembersRepo from '../groups/group-members-repository';
import { toCustomer } from './customers-list-service';
import * as repo from './customers-repository';

const RFID_TAKEN = 'This RFID is already linked to another customer.';
const MOBILE_TAKEN = 'This mobile number already belongs to another customer.';

async function findCustomer(db: DbOrTx, tenantId: number, id: number): Promise<CustomerDetail | undefined> {
  const row = await repo.findCustomerRow(db, tenantId, id);
  if (!row) return undefined;
  const groups = await groupMembersRepo.groupsOfCustomer(db, id);
  const held = await repo.walletTotals(db, id);
  return {
    ...toCustomer(row),
    has_pin: Boolean(row.hasPin),
    groups,
    wallet_balance: toRupees(held?.total ?? 0),
    wallet_count: Number(held?.n ?? 0),
  };
}

export async function getCustomer(db: DbOrTx, tenantId: number, id: number): Promise<CustomerDetail> {
  return foundOr404(await findCustomer(db, tenantId, id), 'Customer');
}

/** The customer's PIN, for the operator who asked to see it: each reveal is in the audit trail. */
export async function revealPin(db: Db, actor: Actor, id: number): Promise<string | null> {
  const row = foundOr404(await repo.customerPin(db, actor.tenantId, id), 'Customer');
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
  if (!(await repo.lockCustomerRow(tx, tenantId, id))) throw missing();
}

async function assertRfidFree(db: DbOrTx, tenantId: number, rfid: string, exceptId?: number) {
  if (await repo.rfidInUse(db, tenantId, rfid, exceptId)) throw conflict(RFID_TAKEN, 'RFID_TAKEN');
}

/** A mobile number names one live customer of a tenant: refused on the field when another holds it. */
async function assertMobileFree(tx: Tx, tenantId: number, mobile: string, exceptId?: number) {
  if (await repo.mobileInUse(tx, tenantId, mobile, exceptId)) {
    throw new HttpError(409, MOBILE_TAKEN, 'MOBILE_TAKEN', [{ field: 'mobile', message: MOBILE_TAKEN }]);
  }
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
      await assertDelta(tx, groupMembersRepo.GROUPS_SIDE, actor.tenantId, groupIds, []);
      if (input.rfid) await assertRfidFree(tx, actor.tenantId, input.rfid);
      await assertMobileFree(tx, actor.tenantId, input.mobile);
      const id = await repo.insertCustomer(tx, {
        tenantId: actor.tenantId,
        ...columnsOf(input),
        status: input.status ?? 1,
      });
      await groupMembersRepo.addMemberships(
        tx,
        groupIds.map((groupId) => ({ groupId, customerId: id })),
      );
      return auditCreate(tx, actor, 'customer', await getCustomer(tx, actor.tenantId, id));
    }),
  );
}

/**
 * The fields as sent, groups by delta (`add_group_ids`, `remove_group_ids`: a group someone
 * else added meanwhile stays), only when the customer is still at the `updated_at` the form
 * loaded (409 STALE_RECORD otherwise, nothing written).
 */
export function updateCustomer(db: Db, actor: Actor, id: number, input: CustomerUpdateBody): Promise<CustomerDetail> {
  const unchanged = repo.customerUnchangedSince(input.updated_at);
  const add = input.add_group_ids ?? [];
  const remove = input.remove_group_ids ?? [];
  return guardRfid(() =>
    db.transaction(async (tx) => {
      await lockCustomer(tx, actor.tenantId, id);
      const before = await getCustomer(tx, actor.tenantId, id);
      await assertDelta(
        tx,
        { ...groupMembersRepo.GROUPS_SIDE, field: 'add_group_ids/remove_group_ids' },
        actor.tenantId,
        add,
        remove,
      );
      if (input.rfid) await assertRfidFree(tx, actor.tenantId, input.rfid, id);
      if (input.mobile !== undefined && input.mobile !== before.mobile)
        await assertMobileFree(tx, actor.tenantId, input.mobile, id);
      const updated = await repo.updateCustomerRow(tx, id, unchanged, columnsOf(input));
      assertUnchanged(updated);
      await groupMembersRepo.removeMemberships(tx, { customerId: id, groupIds: remove });
      await groupMembersRepo.addMemberships(
        tx,
        add.map((groupId) => ({ groupId, customerId: id })),
      );
      return auditUpdate(tx, actor, 'customer', before, await getCustomer(tx, actor.tenantId, id));
    }),
  );
}

export function linkRfid(db: Db, actor: Actor, id: number, rfid: string): Promise<CustomerDetail> {
  return guardRfid(() =>
    db.transaction(async (tx) => {
      await lockCustomer(tx, actor.tenantId, id);
      const before = await getCustomer(tx, actor.tenantId, id);
      await assertRfidFree(tx, actor.tenantId, rfid, id);
      await repo.setRfid(tx, id, rfid);
      return auditUpdate(tx, actor, 'customer', before, await getCustomer(tx, actor.tenantId, id), {
        action: 'link_rfid',
        before: (c) => ({ rfid: c.rfid }),
        after: (after) => ({ rfid: after.rfid }),
      });
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
    const held = await repo.lockCustomerWallets(tx, id);
    const funded = held.filter((w) => w.amount !== 0n);
    if (funded.length > 0) {
      const which = funded.map((w) => `${w.name} (#${w.id}) holds ${formatRupees(w.amount)}`).join('; ');
      throw conflict(
        `This customer cannot be deleted while a wallet holds a balance: ${which}. Bring every wallet to ₹0.00 first.`,
        'BALANCE_NOT_ZERO',
      );
    }
    if (held.length > 0) {
      await repo.softDeleteWallets(
        tx,
        held.map((w) => w.id),
      );
      for (const w of held) {
        await recordAudit(tx, actor, { action: 'delete', entity: 'wallet', entityId: w.id, before: w });
      }
    }
    await repo.softDeleteCustomer(tx, id);
    await recordAudit(tx, actor, {
      action: 'delete',
      entity: 'customer',
      entityId: id,
      before,
      after: { wallets_deleted: held.map((w) => w.id) },
    });
  });
}
