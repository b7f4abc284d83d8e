/**
 * Not SQL: authorizing a vend is a use case, in vend-service.ts (its write statement is in
 * vend-orders-repository.ts). Re-exported here only while db/seed/history.ts imports it from this path.
 */
export { authorizeVend } from './vend-service';
