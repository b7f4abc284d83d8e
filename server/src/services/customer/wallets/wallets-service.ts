/**
 * The wallets use cases (Employee Wallets). Edits that depend on the balance — the type, the
 * credit limit, a delete — lock the wallet row first, so they cannot race a movement. What a
 * credit limit and a balance may be is in wallet-credit-rules.ts.
 */
import type {
  ConvertToPrepaidBody,
  Wallet,
  WalletBody,
  WalletListRequest,
  WalletUpdateBody,
} from '@console/shared/contracts';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import { auditCreate, auditUpdate, recordAudit, type Actor } from '../../../lib/audit';
import { badRequest, conflict, foundOr404, refuseUniqueViolation } from '../../../lib/http-errors';
import { presentPage } from '../../../lib/list';
import { toRupees } from '../../../lib/money';
import { assertUnchanged } from '../../../lib/stale-record';
import { recordTimes } from '../../../lib/time';
import { snakeFields } from '../../../lib/wire';
import { lockCustomer } from '../customers/customers-service';
import { assertAboveFloor, creditLimitOf } from './wallet-credit-rules';
import * as repo from './wallets-repository';

const PRIMARY_TAKEN = 'This customer already has a primary wallet.';

function toWallet(r: repo.WalletRow): Wallet {
  return {
    ...snakeFields(r, 'id customerId name type isPrimary status'),
    ...snakeFields(r, 'amount creditLimit', toRupees),
    wallet_name: r.name,
    number: r.mobile,
    wallet_type: r.type,
    ...recordTimes(r),
    Customer: { id: r.customerId, first_name: r.firstName, last_name: r.lastName, mobile: r.mobile },
  };
}

export async function listWallets(db: Db, tenantId: number, body: WalletListRequest) {
  return presentPage(await repo.walletsPage(db, tenantId, body), toWallet);
}

export async function getWallet(db: DbOrTx, tenantId: number, id: number): Promise<Wallet> {
  return toWallet(foundOr404(await repo.findWallet(db, tenantId, id), 'Wallet'));
}

/** The wallet row, locked for this transaction (a fund movement waits for it, and it for one). */
export async function lockWallet(tx: Tx, tenantId: number, id: number): Promise<repo.LockedWallet> {
  return foundOr404(await repo.lockWalletRow(tx, tenantId, id), 'Wallet');
}

/** Two primaries set at the same moment: the loser hits wallets_one_primary_uq and hears the same 409. */
const guardPrimary = <T>(work: () => Promise<T>) =>
  refuseUniqueViolation('wallets_one_primary_uq', () => conflict(PRIMARY_TAKEN, 'PRIMARY_TAKEN'), work);

/**
 * A new wallet starts at ₹0.00. Left unsaid, `is_primary` is true exactly when the customer has
 * no live primary wallet yet, so a customer's first wallet becomes the primary one.
 */
export function createWallet(db: Db, actor: Actor, input: WalletBody): Promise<Wallet> {
  return guardPrimary(() =>
    db.transaction(async (tx) => {
      const creditLimit = await creditLimitOf(tx, actor.tenantId, input);
      await lockCustomer(tx, actor.tenantId, input.customer_id, () =>
        badRequest('customer_id does not name a customer of your company.', 'UNKNOWN_CUSTOMER'),
      );
      const hasPrimary = await repo.otherPrimary(tx, input.customer_id);
      if (input.is_primary && hasPrimary) throw conflict(PRIMARY_TAKEN, 'PRIMARY_TAKEN');
      const id = await repo.insertWallet(tx, {
        tenantId: actor.tenantId,
        customerId: input.customer_id,
        name: input.name,
        type: input.type,
        creditLimit,
        isPrimary: input.is_primary ?? !hasPrimary,
        status: input.status ?? 1,
      });
      return auditCreate(tx, actor, 'wallet', await getWallet(tx, actor.tenantId, id));
    }),
  );
}

/** The wallet form keeps the type: each way has its own, reviewed path. */
function typeChangeRefused(current: string) {
  return conflict(
    current === 'prepaid'
      ? 'A prepaid wallet becomes postpaid only through an approved request: use Request Postpaid.'
      : 'A postpaid wallet becomes prepaid only through Convert to Prepaid, by the company admin.',
    'TYPE_CHANGE',
  );
}

export function updateWallet(db: Db, actor: Actor, id: number, input: WalletUpdateBody): Promise<Wallet> {
  const unchanged = repo.walletUnchangedSince(input.updated_at);
  return guardPrimary(() =>
    db.transaction(async (tx) => {
      const locked = await lockWallet(tx, actor.tenantId, id);
      if (input.customer_id !== locked.customerId) {
        throw badRequest('customer_id cannot change: a wallet stays with its customer.', 'CUSTOMER_CHANGE');
      }
      if (input.type !== locked.type) throw typeChangeRefused(locked.type);
      const creditLimit = await creditLimitOf(tx, actor.tenantId, input, locked.creditLimit);
      assertAboveFloor(locked.amount, input.type, creditLimit);
      const isPrimary = input.is_primary ?? locked.isPrimary;
      if (isPrimary && !locked.isPrimary && (await repo.otherPrimary(tx, locked.customerId, id))) {
        throw conflict(PRIMARY_TAKEN, 'PRIMARY_TAKEN');
      }
      const before = await getWallet(tx, actor.tenantId, id);
      const updated = await repo.updateWalletRow(tx, id, unchanged, {
        name: input.name,
        type: input.type,
        creditLimit,
        isPrimary,
        status: input.status ?? locked.status,
      });
      assertUnchanged(updated);
      return auditUpdate(tx, actor, 'wallet', before, await getWallet(tx, actor.tenantId, id));
    }),
  );
}

/**
 * Convert to Prepaid (company admin only): a postpaid wallet whose balance is at or above ₹0.00
 * becomes prepaid with no credit limit, audited with the remark. Guarded like an edit by the
 * `updated_at` the page loaded.
 */
export function convertToPrepaid(db: Db, actor: Actor, id: number, input: ConvertToPrepaidBody): Promise<Wallet> {
  const unchanged = repo.walletUnchangedSince(input.updated_at);
  return db.transaction(async (tx) => {
    const locked = await lockWallet(tx, actor.tenantId, id);
    if (locked.type !== 'postpaid') throw conflict('This wallet is already prepaid.', 'ALREADY_PREPAID');
    assertAboveFloor(locked.amount, 'prepaid', 0n);
    const before = await getWallet(tx, actor.tenantId, id);
    const updated = await repo.updateWalletRow(tx, id, unchanged, { type: 'prepaid', creditLimit: 0n });
    assertUnchanged(updated);
    return auditUpdate(tx, actor, 'wallet', before, await getWallet(tx, actor.tenantId, id), {
      action: 'convert_to_prepaid',
      after: (after) => ({ ...after, remark: input.remark?.trim() || null }),
    });
  });
}

/** Soft delete; the ledger keeps every row. A wallet holding money (or owing it) stays. */
export async function deleteWallet(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const locked = await lockWallet(tx, actor.tenantId, id);
    if (locked.amount !== 0n) {
      throw conflict('A wallet with a non-zero balance cannot be deleted.', 'BALANCE_NOT_ZERO');
    }
    const before = await getWallet(tx, actor.tenantId, id);
    await repo.softDeleteWallet(tx, id);
    await recordAudit(tx, actor, { action: 'delete', entity: 'wallet', entityId: id, before });
  });
}
