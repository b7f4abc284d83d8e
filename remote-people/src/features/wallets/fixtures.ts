/** Wallets and ledger rows as the API answers them, for this feature's tests. */
import type { BulkCredit, Wallet, LedgerMovement } from '@console/shared/contracts';
import { makeMovement as kitMovement, makeWallet as kitWallet, movementWallet } from '@console/shared/testing';

/** Asha's wallet (customer 11) as it stood in March. */
export const makeWallet = (overrides: Partial<Wallet> = {}) =>
  kitWallet({
    customer_id: 11,
    amount: 250.5,
    created_at: '2026-03-01T08:00:00.000Z',
    updated_at: '2026-03-02T09:30:00.123456Z',
    ...overrides,
  });

/** A credit of ₹100 to that wallet. */
export const makeMovement = (overrides: Partial<LedgerMovement> = {}) =>
  kitMovement({
    id: 31,
    transaction_amount: 100,
    previous_balance: 150.5,
    after_balance: 250.5,
    remark: 'Monthly allowance',
    created_at: '2026-03-02T09:30:00.000Z',
    Wallet: movementWallet(makeWallet()),
    ...overrides,
  });

export { cursorPage as page } from '@console/shared/testing';

/** One wallet's outcome in a finished batch (a credit or its replay names its ledger movement). */
export const bulkCreditResult = (
  wallet_id: number,
  outcome: 'credited' | 'replayed' | 'skipped' | 'failed',
  message: string | null,
) => ({
  wallet_id,
  outcome,
  message,
  movement_id: outcome === 'credited' || outcome === 'replayed' ? wallet_id * 10 : null,
  after_balance: null,
});

/** A batch's counts before its job has processed any wallet. */
const NONE_PROCESSED = { processed: 0, credited: 0, already_credited: 0, skipped: 0, failed: 0 };

/** A bulk credit batch as the server answers it: queued, three wallets, ₹25.75 each. */
export function makeBulkCredit(overrides: Partial<BulkCredit> = {}): BulkCredit {
  return {
    id: 41,
    status: 'queued',
    total: 3,
    ...NONE_PROCESSED,
    transaction_amount: 25.75,
    remark: null,
    reason: null,
    results: null,
    created_at: '2026-03-02T09:30:00.000Z',
    updated_at: '2026-03-02T09:30:00.000Z',
    finished_at: null,
    ...overrides,
  };
}
