/**
 * This remote's query keys, under its own namespace: every remote shares the host's query client.
 * A mutation invalidates the keys whose data it changes: a fund movement changes wallets, the
 * ledger and customers (their balance), never optimistically.
 */
import { resourceKeys } from '@console/shared';

export const customersKeys = resourceKeys('people', 'customers');
export const groupsKeys = resourceKeys('people', 'groups');
export const walletsKeys = resourceKeys('people', 'wallets');
export const ledgerKeys = resourceKeys('people', 'ledger');
/** Everything a movement of money can change. */
export const MONEY_KEYS = [walletsKeys.all, ledgerKeys.all, customersKeys.all] as const;
/** A wallet's own Wallet: Prepaid to Postpaid requests (the request list is remote-transactions'). */
export const requestsKeys = resourceKeys('people', 'requests');
