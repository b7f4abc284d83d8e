/**
 * This remote's query keys, under its own namespace: every remote shares the host's query client.
 * A mutation refreshes the resources whose data it changes, never optimistically, with
 * `invalidateResources` (by resource, in every remote: a wallet's type shows in remote-transactions too).
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
/** CSV imports, polled while their job runs on the server. */
export const importsKeys = resourceKeys('people', 'imports');
