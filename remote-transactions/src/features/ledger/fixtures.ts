/** Ledger rows and wallets as the API answers them, for this feature's tests. */
import type { Wallet, LedgerMovement } from '@console/shared/contracts';

export function makeMovement(overrides: Partial<LedgerMovement> = {}): LedgerMovement {
  return {
    id: 501,
    wallet_id: 9,
    transaction_amount: 250.5,
    previous_balance: 100,
    after_balance: 350.5,
    remark: 'Monthly meal credit',
    reverses_id: null,
    created_at: '2026-11-25T06:30:00.000Z',
    Wallet: {
      id: 9,
      name: 'Canteen',
      wallet_type: 'prepaid',
      Customer: { id: 40, first_name: 'Asha', last_name: 'Rao', mobile: '9876500011' },
    },
    ...overrides,
  };
}

export function makeWallet(overrides: Partial<Wallet> = {}): Wallet {
  return {
    id: 9,
    customer_id: 40,
    name: 'Canteen',
    wallet_name: 'Canteen',
    number: '9876500011',
    amount: 350.5,
    type: 'prepaid',
    wallet_type: 'prepaid',
    credit_limit: 0,
    is_primary: true,
    status: 1,
    created_at: '2026-11-01T06:30:00.000Z',
    updated_at: '2026-11-25T06:30:00.000000Z',
    Customer: { id: 40, first_name: 'Asha', last_name: 'Rao', mobile: '9876500011' },
    ...overrides,
  };
}

/** One page of a cursor list: `nextCursor` names the page after it (null on the last). */
export const cursorPage = <T>(data: T[], total: number, limit: number, offset: number, nextCursor: string | null) => ({
  data,
  pagination: { limit, offset, total, currentPage: Math.floor(offset / limit) + 1, nextCursor },
});
