/** Test helpers for pages: render as the console does, and answer API calls by endpoint. */
export * from './render-page';
export * from './fake-api';
