/**
 * The public face of @console/shared, loaded once at runtime as a federation singleton: every
 * app gets the same session store, API client, stores and UI kit (and through it, one Chakra).
 */
export * from './config';
export * from './api/services';
export * from './api/client';
export * from './api/list';
export * from './auth/cookies';
export * from './auth/session-store';
export * from './auth/token-refresh';
export * from './stores/toast-store';
export * from './stores/loader-store';
export * from './stores/dirty-form-store';
export * from './stores/refresh-store';
export * from './stores/delete-modal-store';
export * from './stores/licence-store';
export * from './hooks/use-list-state';
export * from './hooks/use-dirty-form';
export * from './hooks/use-refresh-action';
export * from './tenant/tenant-store';
export * from './format/format';
export * as formRules from './forms/messages';
export { msg } from './forms/messages';
export * from './forms/input-filters';
export * from './ui/ui';
export * from './ui/provider';
export * from './ui/page-header';
export * from './ui/data-table';
export * from './ui/pagination';
export * from './ui/delete-dialog';
export * from './ui/confirm-dialog';
export * from './ui/form-field';
export * from './ui/filter-select';
export * from './ui/status-badge';
export * from './ui/search-input';
