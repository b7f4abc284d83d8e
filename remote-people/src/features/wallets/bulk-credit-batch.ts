/**
 * A bulk credit batch as this browser session keeps it until the dialog has seen it end: one the
 * dialog stopped following (closed, or the page reloaded) is offered again under the same
 * Idempotency-Key, which answers the same batch on the server, so resuming it pays nobody twice.
 */
export interface Batch {
  key: string;
  walletIds: number[];
  amount: string;
  remark: string;
  /** What the batch pays, in words: "Group: Night Shift" or "Selected wallets". */
  target: string;
  /** Members reached who hold no active wallet (a group's). */
  withoutWallet: number;
}

export const PENDING = 'people.bulk-credit.pending';

export function pendingBatch(): Batch | null {
  try {
    const raw = sessionStorage.getItem(PENDING);
    return raw ? (JSON.parse(raw) as Batch) : null;
  } catch {
    return null;
  }
}
