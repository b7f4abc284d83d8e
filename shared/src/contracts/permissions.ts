/**
 * Permission codes. Read by the server's permission hook and by the
 * host's route table, so a code is spelled once.
 */
export const PERMISSIONS = [
  'PERM_VIEW_USERS_LIST',
  'PERM_VIEW_CHANNEL_LIST',
  'PERM_VIEW_TOUCHPOINT_LIST',
  'PERM_VIEW_TOUCHPOINT_GROUP_LIST',
  'PERM_VIEW_INSTITUTION_LIST',
  'PERM_VIEW_CUSTOMER_LIST',
  'PERM_VIEW_CUSTOMER_GROUP_LIST',
  'PERM_VIEW_WALLET_LIST',
  'PERM_VIEW_RULE_LIST',
  'PERM_VIEW_TRANSACTION_LIST',
] as const;

export type PermissionCode = (typeof PERMISSIONS)[number];

/** Human names for the role form's checklist. */
export const PERMISSION_LABELS: Record<PermissionCode, string> = {
  PERM_VIEW_USERS_LIST: 'Users',
  PERM_VIEW_CHANNEL_LIST: 'Channels',
  PERM_VIEW_TOUCHPOINT_LIST: 'Touchpoints',
  PERM_VIEW_TOUCHPOINT_GROUP_LIST: 'Touchpoint Groups',
  PERM_VIEW_INSTITUTION_LIST: 'Institutions',
  PERM_VIEW_CUSTOMER_LIST: 'People',
  PERM_VIEW_CUSTOMER_GROUP_LIST: 'Employee Groups',
  PERM_VIEW_WALLET_LIST: 'Employee Wallets',
  PERM_VIEW_RULE_LIST: 'Rules',
  PERM_VIEW_TRANSACTION_LIST: 'Transactions',
};

/** The role code that administers a tenant: every permission, Role Management, audit. */
export const ADMIN_ROLE_CODE = 'ROLE_COMPANY_ADMIN';

/**
 * The role code of the platform operator (tenant 0, "Platform"): above tenants, it holds no
 * tenant permission; it publishes, enables, pins and rolls back remotes, and reads the audit log.
 */
export const PLATFORM_ROLE_CODE = 'ROLE_PLATFORM_OPERATOR';

export function isPermissionCode(value: string): value is PermissionCode {
  return (PERMISSIONS as readonly string[]).includes(value);
}

/**
 * True when the holder has at least one of `required`; an empty list means everyone. The admin
 * role holds every code.
 */
export function can(
  held: { permissions: readonly string[]; roleCode?: string | null },
  required: readonly string[],
): boolean {
  if (required.length === 0) return true;
  if (held.roleCode === ADMIN_ROLE_CODE) return true;
  return required.some((code) => held.permissions.includes(code));
}

/** The License Expired text, worded by the caller's role. */
export function licenceExpiredMessage(roleCode: string | null): string {
  const contact = roleCode === ADMIN_ROLE_CODE ? 'Integration Admin or Integration Partner' : 'Company Admin';
  return `Your License has expired, Please contact your ${contact} to renew the license.`;
}
