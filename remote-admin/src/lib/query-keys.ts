/**
 * This remote's query keys, under its own namespace: every remote shares the host's query client.
 * A mutation invalidates the keys whose data it changes.
 */
import { resourceKeys } from '@console/shared';

export const usersKeys = resourceKeys('admin', 'users');
/** Role Management's queries, and the role options of the users feature (a role change refreshes both). */
export const rolesKeys = resourceKeys('admin', 'roles');
/** Rules, and the rule form's options (touchpoints, channels, customer groups) read from other services. */
export const rulesKeys = resourceKeys('admin', 'rules');
export const institutionsKeys = resourceKeys('admin', 'institutions');
/** The audit log: every audited write of this remote refreshes it too. */
export const auditKeys = resourceKeys('admin', 'audit');
/** The platform console (the platform operator's): tenants and their remotes, remote versions, load health, deploy tokens. */
export const platformTenantsKeys = resourceKeys('admin', 'platform-tenants');
export const platformRemotesKeys = resourceKeys('admin', 'platform-remotes');
export const remoteHealthKeys = resourceKeys('admin', 'remote-health');
export const deployTokensKeys = resourceKeys('admin', 'deploy-tokens');
