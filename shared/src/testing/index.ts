/**
 * Test helpers for pages: render as the console does, answer API calls by endpoint, and build the
 * records that more than one remote's tests use.
 */
export * from './render-page';
export * from './fake-api';
export * from './fixtures';
export * from './wallet-fixtures';
export * from './search-picker';
export * from './catalogue-check';
