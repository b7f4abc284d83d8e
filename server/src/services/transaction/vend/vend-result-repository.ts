/**
 * Not SQL: the vend result and the sweeper are use cases, in vend-result-service.ts. Re-exported
 * here only while background.ts and db/seed/history.ts still import them from this path.
 */
export { reportVendResult, sweepStaleVends } from './vend-result-service';
