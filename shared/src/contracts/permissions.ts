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

/** Whom a user of a tenant whose licence lapsed is told to ask: the admin its integrator, anyone else the admin. */
export type LicenceAudience = 'admin' | 'staff';

export const licenceAudience = (roleCode: string | null): LicenceAudience =>
  roleCode === ADMIN_ROLE_CODE ? 'admin' : 'staff';

/**
 * The License Expired text in English, by audience: the server's 402 says it; the host's catalogue
 * takes its English from here and says it in the language shown.
 */
export const LICENCE_EXPIRED_TEXT: Readonly<Record<LicenceAudience, string>> = {
  admin: 'Your License has expired, Please contact your Integration Admin or Integration Partner to renew the license.',
  staff: 'Your License has expired, Please contact your Company Admin to renew the license.',
};

/** The License Expired text, worded by the caller's role. */
export function licenceExpiredMessage(roleCode: string | null): string {
  return LICENCE_EXPIRED_TEXT[licenceAudience(roleCode)];
}
