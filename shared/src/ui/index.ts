/**
 * The UI kit, federated as its own singleton (`@console/shared/ui`): Chakra and everything built
 * on it load with the shell, not with the login screen, which needs none of it.
 */
export * from './ui';
export * from './provider';
export * from './page-header';
export * from './data-table';
export * from './pagination';
export * from './delete-dialog';
export * from './confirm-dialog';
export * from './form-field';
export * from './filter-select';
export * from './status-badge';
export * from './search-input';
export * from './record-state';
export * from './form-guard';
export * from './detail-list';
export * from './selection-bar';
export * from './modal';
export * from './use-delete-record';
