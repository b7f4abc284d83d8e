/**
 * This remote's query keys, under its own namespace: every remote shares the host's query client.
 * A refund changes the order (its lines, refunds and Refund column), the list and the dashboard.
 */
import { resourceKeys } from '@console/shared';

export const ordersKeys = resourceKeys('transactions', 'orders');
export const dashboardKeys = resourceKeys('transactions', 'dashboard');
/** Requests: Wallet: Prepaid to Postpaid (the list and its decisions). */
export const requestsKeys = resourceKeys('transactions', 'requests');
/** Transaction Wallet List: the tenant's ledger, and the wallet a row's fund dialog moves money on. */
export const ledgerKeys = resourceKeys('transactions', 'ledger');
/** Everything an operator refund can change. */
export const REFUND_RESOURCES = [ordersKeys, dashboardKeys] as const;
/** Report jobs (the Reports page) and the user's saved checklist (the Report dialog). */
export const reportsKeys = resourceKeys('transactions', 'reports');
