/** Ledger rows and wallets (the kit's builders) and the ledger's cursor pages, for this feature's tests. */
export { makeMovement, makeWallet } from '@console/shared/testing';

/** One page of a cursor list: `nextCursor` names the page after it (null on the last). */
export const cursorPage = <T>(data: T[], total: number, limit: number, offset: number, nextCursor: string | null) => ({
  data,
  pagination: { limit, offset, total, currentPage: Math.floor(offset / limit) + 1, nextCursor },
});
