/**
 * Wallets and their ledger rows as the API answers them: the wallet screens (remote-people) and
 * Transaction Wallet List (remote-transactions) both build them. By default Asha Rao's prepaid
 * Canteen wallet and a credit to it; a test overrides what it is about.
 */
import type { LedgerMovement, Wallet } from '../contracts/wallets';

const ASHA = { first_name: 'Asha', last_name: 'Rao', mobile: '9876500011' };

/** A wallet; its Customer is the one `customer_id` names. */
export function makeWallet({ customer_id = 40, ...overrides }: Partial<Wallet> = {}): Wallet {
  return {
    id: 9,
    customer_id,
    name: 'Canteen',
    wallet_name: 'Canteen',
    number: ASHA.mobile,
    amount: 350.5,
    type: 'prepaid',
    wallet_type: 'prepaid',
    credit_limit: 0,
    is_primary: true,
    status: 1,
    created_at: '2026-11-01T06:30:00.000Z',
    updated_at: '2026-11-25T06:30:00.000000Z',
    Customer: { id: customer_id, ...ASHA },
    ...overrides,
  };
}

/** A ledger row's summary of its wallet. */
export const movementWallet = (wallet: Wallet): LedgerMovement['Wallet'] => ({
  id: wallet.id,
  name: wallet.name,
  wallet_type: wallet.wallet_type,
  Customer: wallet.Customer,
});

/** A credit of ₹250.50 to the default wallet. */
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
    Wallet: movementWallet(makeWallet()),
    ...overrides,
  };
}
