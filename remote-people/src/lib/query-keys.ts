/**
 * This remote's query keys, under its own namespace: every remote shares the host's query client.
 * A mutation invalidates the keys whose data it changes, never optimistically; a change other remotes
 * show too (money, a wallet's type) invalidates by resource name in every remote (`everyRemote`).
 */
import { resourceKeys } from '@console/shared';

export const customersKeys = resourceKeys('people', 'customers');
export const groupsKeys = resourceKeys('people', 'groups');
export const walletsKeys = resourceKeys('people', 'wallets');
export const ledgerKeys = resourceKeys('people', 'ledger');
/** A wallet's own Wallet: Prepaid to Postpaid requests (the request list is remote-transactions'). */
export const requestsKeys = resourceKeys('people', 'requests');
/** Bulk credit batches, polled while their job runs on the server. */
export const bulkCreditsKeys = resourceKeys('people', 'bulk-credits');
