/**
 * The one module this remote exposes: the paths it serves and how to load each page's code. The
 * host owns which codes open them and where they sit in the menu (route table).
 */
import type { PageLoader } from '@console/shared';

const customerList: PageLoader = () => import('./features/customers/customer-list-page');
const customerForm: PageLoader = () => import('./features/customers/customer-form-page');
const customerView: PageLoader = () => import('./features/customers/customer-view-page');
const groupList: PageLoader = () => import('./features/groups/group-list-page');
const groupForm: PageLoader = () => import('./features/groups/group-form-page');
const groupView: PageLoader = () => import('./features/groups/group-view-page');
const walletList: PageLoader = () => import('./features/wallets/wallet-list-page');
const walletForm: PageLoader = () => import('./features/wallets/wallet-form-page');
const walletView: PageLoader = () => import('./features/wallets/wallet-view-page');

export const routes: Record<string, PageLoader> = {
  // People List (PERM_VIEW_CUSTOMER_LIST)
  '/customer-list': customerList,
  '/add-customer': customerForm,
  '/add-customer/:id': customerForm,
  '/customer-view/:id': customerView,
  // Employee Groups (PERM_VIEW_CUSTOMER_GROUP_LIST)
  '/group-list': groupList,
  '/add-group': groupForm,
  '/add-group/:id': groupForm,
  '/group-view/:id': groupView,
  // Employee Wallets (PERM_VIEW_WALLET_LIST)
  '/wallet-list': walletList,
  '/add-wallet': walletForm,
  '/add-wallet/:id': walletForm,
  '/wallet/:id': walletView,
};
