/**
 * The roots of this remote's queries. A mutation invalidates the roots whose data it changes:
 * a fund movement changes wallets, the ledger and customers (their balance), never optimistically.
 */
export const CUSTOMERS_KEY = ['customers'] as const;
export const GROUPS_KEY = ['customer-groups'] as const;
export const WALLETS_KEY = ['wallets'] as const;
export const LEDGER_KEY = ['wallet-ledger'] as const;
/** Everything a movement of money can change. */
export const MONEY_KEYS = [WALLETS_KEY, LEDGER_KEY, CUSTOMERS_KEY] as const;
