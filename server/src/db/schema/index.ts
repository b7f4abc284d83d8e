/**
 * The one schema of the console, for PGlite and PostgreSQL alike, one file per domain.
 */
export * from './tenancy';
export * from './people';
export * from './touchpoints';
export * from './institutions';
export * from './rules';
export * from './orders';
export * from './requests';
export * from './reports';
export * from './rollups';
export * from './jobs';
export * from './bulk-credits';
export * from './platform';
export * from './saved-views';
export * from './imports';
