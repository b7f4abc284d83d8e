/**
 * Requests: Wallet: Prepaid to Postpaid. A request is raised on a live prepaid wallet with no
 * pending request (the partial unique index `requests_one_pending_uq` decides a race); the company
 * admin approves it with a credit limit (above 0, at most the tenant's maximum) or rejects it with
 * a remark. The decision and the wallet's change commit in one transaction, both audited; the
 * request row is locked and must still be pending, so deciding twice answers 409.
 */
import type {
  ApproveRequestBody,
  RaiseRequestBody,
  RejectRequestBody,
  RequestDecision,
  RequestListRequest,
  WalletRequest,
} from '@console/shared/contracts';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import { auditCreate, recordAudit, type Actor } from '../../../lib/audit';
import { badRequest, conflict, foundOr404, HttpError, refuseUniqueViolation } from '../../../lib/http-errors';
import { presentPage } from '../../../lib/list';
import { toRupees } from '../../../lib/money';
import { toIso } from '../../../lib/time';
import { snakeFields } from '../../../lib/wire';
import { creditLimitWithin } from '../wallets/wallet-credit-rules';
import { getWallet, lockWallet } from '../wallets/wallets-service';
import * as repo from './requests-repository';

const STATUS_NAMES = ['pending', 'approved', 'rejected'] as const;
const PENDING_TAKEN = 'This wallet already has a pending request to become postpaid.';

function toRequest(r: repo.RequestRow): WalletRequest {
  return {
    ...snakeFields(r, 'id walletId walletName customerId remark decisionRemark requestedBy decidedBy'),
    customer_name: `${r.firstName} ${r.lastName}`,
    customer_phone: r.mobile,
    status: STATUS_NAMES[r.status] ?? 'pending',
    credit_limit: r.creditLimit === null ? null : toRupees(r.creditLimit),
    decided_at: r.decidedAt === null ? null : toIso(r.decidedAt),
    created_at: toIso(r.createdAt),
  };
}

/** Everyone signed in sees the tenant's requests. */
export async function listRequests(db: Db, tenantId: number, body: RequestListRequest) {
  return presentPage(await repo.requestsPage(db, tenantId, body), toRequest);
}

async function getRequest(db: DbOrTx, tenantId: number, id: number): Promise<WalletRequest> {
  return toRequest(foundOr404(await repo.findRequest(db, tenantId, id), 'Request'));
}

/** A remark someone wrote: trimmed, and refused when nothing is left. */
function remarkOf(remark: string, field = 'remark'): string {
  const text = remark.trim();
  if (!text) throw badRequest(`${field} must not be empty.`, 'REMARK_REQUIRED', [{ field, message: 'Required' }]);
  return text;
}

export function raiseRequest(db: Db, actor: Actor, walletId: number, body: RaiseRequestBody): Promise<WalletRequest> {
  const remark = remarkOf(body.remark);
  return refuseUniqueViolation(
    'requests_one_pending_uq',
    () => conflict(PENDING_TAKEN, 'REQUEST_PENDING'),
    () =>
      db.transaction(async (tx) => {
        const wallet = await lockWallet(tx, actor.tenantId, walletId);
        if (wallet.type !== 'prepaid') throw conflict('This wallet is already postpaid.', 'ALREADY_POSTPAID');
        if (await repo.hasPendingRequest(tx, walletId)) throw conflict(PENDING_TAKEN, 'REQUEST_PENDING');
        const id = await repo.insertRequest(tx, {
          tenantId: actor.tenantId,
          walletId,
          customerId: wallet.customerId,
          remark,
          requestedBy: actor.userId,
        });
        return auditCreate(tx, actor, 'request', await getRequest(tx, actor.tenantId, id));
      }),
  );
}

/** The request row, locked, still pending: a second decision (or one racing it) answers 409. */
async function lockPending(tx: Tx, tenantId: number, id: number) {
  const row = foundOr404(await repo.lockRequest(tx, tenantId, id), 'Request');
  if (row.status !== 0) {
    throw conflict(`This request was already ${STATUS_NAMES[row.status] ?? 'decided'}.`, 'ALREADY_DECIDED');
  }
  return row;
}

export function approveRequest(db: Db, actor: Actor, id: number, body: ApproveRequestBody): Promise<RequestDecision> {
  return db.transaction(async (tx) => {
    const creditLimit = await creditLimitWithin(tx, actor.tenantId, body.credit_limit, { required: true });
    const pending = await lockPending(tx, actor.tenantId, id);
    const before = await getRequest(tx, actor.tenantId, id);
    // The wallet is locked after the request (every path locks in this order), so a fund
    // movement or an edit waits for the decision and sees the new type.
    const wallet = await lockWallet(tx, actor.tenantId, pending.walletId).catch((error: unknown) => {
      if (error instanceof HttpError && error.statusCode === 404) {
        throw conflict('The wallet of this request was deleted; reject the request instead.', 'WALLET_GONE');
      }
      throw error;
    });
    if (wallet.type !== 'prepaid') throw conflict('This wallet is already postpaid.', 'ALREADY_POSTPAID');
    const walletBefore = await getWallet(tx, actor.tenantId, wallet.id);
    await repo.markApproved(tx, id, creditLimit, actor.userId);
    await repo.makeWalletPostpaid(tx, wallet.id, creditLimit);
    const after = await getRequest(tx, actor.tenantId, id);
    const walletAfter = await getWallet(tx, actor.tenantId, wallet.id);
    await recordAudit(tx, actor, { action: 'approve', entity: 'request', entityId: id, before, after });
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'wallet',
      entityId: wallet.id,
      before: walletBefore,
      after: { ...walletAfter, request_id: id },
    });
    return { data: { request: after, wallet_type: walletAfter.type, wallet_credit_limit: walletAfter.credit_limit } };
  });
}

export function rejectRequest(db: Db, actor: Actor, id: number, body: RejectRequestBody): Promise<RequestDecision> {
  const remark = remarkOf(body.remark);
  return db.transaction(async (tx) => {
    const pending = await lockPending(tx, actor.tenantId, id);
    const before = await getRequest(tx, actor.tenantId, id);
    await repo.markRejected(tx, id, remark, actor.userId);
    const after = await getRequest(tx, actor.tenantId, id);
    await recordAudit(tx, actor, { action: 'reject', entity: 'request', entityId: id, before, after });
    const wallet = await repo.walletTypeOf(tx, pending.walletId);
    return {
      data: {
        request: after,
        wallet_type: wallet?.type ?? 'prepaid',
        wallet_credit_limit: toRupees(wallet?.creditLimit ?? 0n),
      },
    };
  });
}
