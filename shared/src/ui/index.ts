/**
 * The UI kit, federated as its own singleton (`@console/shared/ui`): Chakra and everything built
 * on it load with the shell, not with the login screen, which needs none of it.
 */
export * from './ui';
export * from './provider';
export * from './page-header';
export * from './export-buttons';
export * from './data-table';
export * from './named-record-columns';
export * from './credential-columns';
export * from './field-columns';
export * from './pagination';
export * from './delete-dialog';
export * from './confirm-dialog';
export * from './form-field';
export * from './back-button';
export * from './filter-select';
export * from './filter-search';
export * from './name-finder';
export * from './list-filter-bar';
export * from './status-badge';
export * from './search-input';
export * from './date-field';
export * from './record-state';
export * from './record-form';
export * from './record-form-route';
export * from './record-view-route';
export * from './membership-fields';
export * from './detail-list';
export * from './selection-bar';
export * from './modal';
export { HoldsInput } from './use-open-dialog';
export * from './form-dialog';
export * from './refusal-alert';
export * from './use-delete-record';
export * from './list-view';
export * from './column-chooser';
export * from './paged-table';
export * from './path-link';
export { Breadcrumbs, type Crumb } from './breadcrumbs';
export * from './money-input';
export * from './fund-dialog';
export * from './secret-shown-once';
export * from './request-status';
export * from './search-select';
export * from './multi-picker';
export * from './reasoned-button';
export * from './progress-bar';
export * from './icons';
// The list and record hooks live with the views they drive (ListView, RecordState): they need
// React Query, which the login screen (the main entry's only user there) must not load.
export * from '../list/use-list-page';
export * from '../list/column-choice';
export { prefetchListPage } from '../list/list-body';
export { prefetchSavedViews } from '../list/default-view';
export * from '../list/use-record-route';
// A named group with members (Employee Groups, Touchpoint Groups): its three pages, its form and
// its members' page query, parameterised by the feature that owns the kind of group.
export * from '../groups/named-groups';
export * from '../groups/group-form';
export * from '../groups/group-members-query';
export * from '../groups/named-group-list-page';
export * from '../groups/named-group-form-page';
export * from '../groups/named-group-view-page';
export { PHONE_QUERY, useMediaQuery } from './use-media-query';
export * from './submit-button';
