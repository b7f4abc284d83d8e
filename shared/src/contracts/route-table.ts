/**
 * The permission route table: sections, submenus, paths, codes, and which remote serves each path.
 * Security policy and menu live here, in one place; a remote only supplies the pages for the paths
 * it serves. The host draws its menu and guards its routes from it, and the API refuses to publish
 * a remote build that serves a path this table does not give to that remote (`hostPaths`), so it
 * stays free of React and of anything a browser-only module needs.
 */
import type { PermissionCode } from './permissions';
import { nounsOf } from './labels';
import type { RemoteName, TenantLabels } from './registry';

export interface MenuItem {
  label: (labels: TenantLabels) => string;
  /** The path the menu item opens; the first of `paths`. */
  paths: string[];
  /** At least one is needed; empty means everyone. */
  codes: PermissionCode[];
  /** Only ROLE_COMPANY_ADMIN (Role Management, which has no permission code). */
  adminOnly?: boolean;
  /** Only the platform operator (PLATFORM_ROLE_CODE); a tenant's user never sees it, whatever its role. */
  platformOnly?: boolean;
}

export interface Section {
  key: string;
  title: (labels: TenantLabels) => string;
  remote: RemoteName;
  items: MenuItem[];
}

const fixed = (text: string) => () => text;

export const SECTIONS: Section[] = [
  {
    key: 'dashboard',
    title: fixed('Dashboard'),
    remote: 'remote-transactions',
    items: [{ label: fixed('Dashboard'), paths: ['/dashboard'], codes: ['PERM_VIEW_TRANSACTION_LIST'] }],
  },
  {
    key: 'users',
    title: fixed('User Management'),
    remote: 'remote-admin',
    items: [
      {
        label: fixed('Users List'),
        paths: ['/users-list', '/add-user', '/add-user/:id', '/user-view/:id', '/user/:id'],
        codes: ['PERM_VIEW_USERS_LIST'],
      },
    ],
  },
  {
    key: 'channels',
    title: fixed('Channels'),
    remote: 'remote-touchpoints',
    items: [{ label: fixed('Channels'), paths: ['/channel-list'], codes: ['PERM_VIEW_CHANNEL_LIST'] }],
  },
  {
    key: 'touchpoints',
    title: fixed('Touch Point'),
    remote: 'remote-touchpoints',
    items: [
      {
        label: fixed('Touchpoint List'),
        paths: ['/touchpoint-list', '/touchpoint/:id', '/sync-touchpoint'],
        codes: ['PERM_VIEW_TOUCHPOINT_LIST'],
      },
      {
        label: fixed('Touchpoint Groups'),
        paths: [
          '/touchpoint-groups-list',
          '/add-touchpoint-group',
          '/add-touchpoint-group/:id',
          '/touchpoint-group-view/:id',
        ],
        codes: ['PERM_VIEW_TOUCHPOINT_GROUP_LIST'],
      },
    ],
  },
  {
    key: 'institutions',
    title: fixed('Institution'),
    remote: 'remote-admin',
    items: [
      {
        label: fixed('Institution'),
        // Both spellings are in use; the contract's "instituition" leads, the other is an alias.
        paths: [
          '/instituition-list',
          '/instituition-view/:id',
          '/add-instituition',
          '/add-instituition/:id',
          '/institution-list',
          '/institution-view/:id',
          '/add-institution',
          '/add-institution/:id',
        ],
        codes: ['PERM_VIEW_INSTITUTION_LIST'],
      },
    ],
  },
  {
    key: 'people',
    title: (labels) => labels.peopleSection,
    remote: 'remote-people',
    items: [
      {
        // The "People List", in the tenant's words where it renames its people.
        label: (labels) => nounsOf(labels).peopleList,
        paths: ['/customer-list', '/add-customer', '/add-customer/:id', '/customer-view/:id'],
        codes: ['PERM_VIEW_CUSTOMER_LIST'],
      },
      {
        label: fixed('Employee Groups'),
        paths: ['/group-list', '/group-view/:id', '/add-group', '/add-group/:id'],
        codes: ['PERM_VIEW_CUSTOMER_GROUP_LIST'],
      },
      {
        label: fixed('Employee Wallets'),
        paths: ['/wallet-list', '/add-wallet', '/add-wallet/:id', '/wallet/:id'],
        codes: ['PERM_VIEW_WALLET_LIST'],
      },
    ],
  },
  {
    key: 'rules',
    title: fixed('Rules'),
    remote: 'remote-admin',
    items: [
      {
        label: fixed('Rules'),
        paths: ['/rules', '/add-rule', '/edit-rule/:id', '/rule/:id'],
        codes: ['PERM_VIEW_RULE_LIST'],
      },
    ],
  },
  {
    key: 'transactions',
    title: (labels) => labels.transactionsSection,
    remote: 'remote-transactions',
    items: [
      {
        label: (labels) => nounsOf(labels).ordersList,
        paths: ['/transaction-list', '/transaction/:id'],
        codes: ['PERM_VIEW_TRANSACTION_LIST'],
      },
      {
        label: fixed('Transaction Wallet'),
        paths: ['/transaction-wallet-list'],
        codes: ['PERM_VIEW_TRANSACTION_LIST'],
      },
      {
        // The report jobs sent from Touchpoint Orders' Report dialog.
        label: fixed('Reports'),
        paths: ['/reports'],
        codes: ['PERM_VIEW_TRANSACTION_LIST'],
      },
    ],
  },
  {
    key: 'requests',
    title: fixed('Request'),
    remote: 'remote-transactions',
    items: [{ label: fixed('Wallet: Prepaid to Postpaid'), paths: ['/request-list'], codes: [] }],
  },
  {
    key: 'roles',
    title: fixed('Role Management'),
    remote: 'remote-admin',
    items: [
      {
        label: fixed('Role Management'),
        paths: ['/roles', '/role', '/add-role', '/edit-role'],
        codes: [],
        adminOnly: true,
      },
    ],
  },
  {
    key: 'audit',
    title: fixed('Audit Log'),
    remote: 'remote-admin',
    items: [{ label: fixed('Audit Log'), paths: ['/audit-log'], codes: [], adminOnly: true }],
  },
  {
    // Above tenants: publishing, enabling, pinning and rolling back remotes.
    key: 'platform',
    title: fixed('Platform'),
    remote: 'remote-admin',
    items: [
      { label: fixed('Tenants'), paths: ['/platform/tenants'], codes: [], platformOnly: true },
      { label: fixed('Remotes'), paths: ['/platform/remotes'], codes: [], platformOnly: true },
      { label: fixed('Health'), paths: ['/platform/health'], codes: [], platformOnly: true },
      { label: fixed('Deploy tokens'), paths: ['/platform/deploy-tokens'], codes: [], platformOnly: true },
    ],
  },
];

/** Where a signed-in operator lands when the path is unknown. */
export const HOME_PATH = '/transaction-list';

/** Every path the route table gives to `remote`: what a build of it may serve. */
export function hostPaths(remote: string): string[] {
  return SECTIONS.filter((section) => section.remote === remote).flatMap((section) =>
    section.items.flatMap((item) => item.paths),
  );
}
