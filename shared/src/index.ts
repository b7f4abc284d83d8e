/**
 * The public face of @console/shared, loaded once at runtime as a federation singleton: every
 * app gets the same session store, API client and stores. No Chakra here — the UI kit is the
 * separate singleton `@console/shared/ui`, so the login screen loads none of it.
 */
export * from './config';
export * from './api/client';
export * from './api/connection';
export * from './api/list';
export * from './api/reads';
export * from './auth/cookies';
export * from './auth/session-store';
export * from './auth/token-refresh';
export * from './stores/toast-store';
export * from './stores/loader-store';
export * from './stores/dirty-form-store';
export * from './stores/refresh-store';
export * from './stores/delete-modal-store';
export * from './stores/licence-store';
export * from './stores/route-access-store';
export * from './stores/dialog-stack-store';
export * from './api/query-keys';
export * from './api/idempotency-key';
export * from './list/filters';
export * from './hooks/use-dirty-form';
export * from './hooks/use-refresh-action';
export * from './hooks/use-loaded-module';
export * from './tenant/tenant-store';
export * from './tenant/nouns';
export * from './format/format';
export * from './i18n';
export * as formRules from './forms/messages';
// The fields' limits, also from the main entry: an app importing the contracts' path would bundle its own copy.
export { FIELDS } from './contracts/fields';
export { msg } from './forms/messages';
export * from './forms/input-filters';
export * from './forms/money';
export * from './format/route-id';
export * from './hooks/use-guarded-navigate';
export * from './hooks/use-idempotency-keys';
