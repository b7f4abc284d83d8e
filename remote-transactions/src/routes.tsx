/**
 * The one module this remote exposes: the paths it serves and how to load each page's code. The
 * host owns which codes open them and where they sit in the menu (route table).
 */
import type { PageLoader, PagePrefetch } from '@console/shared';
import { prefetchListPage } from '@console/shared/ui';
import { ORDER_LIST } from './features/orders/order-list-filters';

const orderList: PageLoader = () => import('./features/orders/order-list-page');
const orderView: PageLoader = () => import('./features/orders/order-view-page');
const dashboard: PageLoader = () => import('./features/dashboard/dashboard-page');
const ledgerList: PageLoader = () => import('./features/ledger/ledger-list-page');
const requestList: PageLoader = () => import('./features/requests/request-list-page');
const reportList: PageLoader = () => import('./features/reports/report-list-page');

export const routes: Record<string, PageLoader> = {
  // Dashboard (PERM_VIEW_TRANSACTION_LIST)
  '/dashboard': dashboard,
  // Touchpoint Orders (PERM_VIEW_TRANSACTION_LIST); the console's home for unknown paths
  '/transaction-list': orderList,
  '/transaction/:id': orderView,
  // Transaction Wallet (PERM_VIEW_TRANSACTION_LIST)
  '/transaction-wallet-list': ledgerList,
  // Request: Wallet: Prepaid to Postpaid (everyone)
  '/request-list': requestList,
  // Reports (PERM_VIEW_TRANSACTION_LIST): the user's report jobs, sent from Touchpoint Orders
  '/reports': reportList,
};

/** The first rows of the console's home, asked for while its page's code loads. */
export const prefetch: Record<string, PagePrefetch> = {
  '/transaction-list': (client, search) => prefetchListPage(client, ORDER_LIST, search),
};
