import type { BulkCreditResult } from '@console/shared/contracts';
import { runBulkCredit, type SendChunk } from './run-bulk-credit';

const result = (wallet_id: number, outcome: BulkCreditResult['outcome'], message: string | null = null) => ({
  wallet_id,
  outcome,
  message,
  movement_id: outcome === 'credited' ? wallet_id * 10 : null,
  after_balance: null,
});

describe('runBulkCredit', () => {
  it('sends the wallets in chunks, reports progress after each, and sums the outcomes', async () => {
    const chunks: number[][] = [];
    const send: SendChunk = async (ids) => {
      chunks.push(ids);
      return {
        ok: true,
        status: 200,
        data: {
          data: {
            results: ids.map((id) =>
              id === 3
                ? result(id, 'skipped', 'Wallet is inactive.')
                : id === 4
                  ? result(id, 'replayed')
                  : result(id, 'credited'),
            ),
          },
        },
      };
    };
    const progress: number[] = [];
    const summary = await runBulkCredit([1, 2, 3, 4, 5], send, (done) => progress.push(done), 2);
    expect(chunks).toEqual([[1, 2], [3, 4], [5]]);
    expect(progress).toEqual([2, 4, 5]);
    expect(summary).toEqual({
      total: 5,
      credited: 3,
      alreadyCredited: 1,
      skipped: [{ walletId: 3, reason: 'Wallet is inactive.' }],
      failed: [],
    });
  });

  it('marks a chunk the server never answered as failed and goes on with the next', async () => {
    let call = 0;
    const send: SendChunk = async (ids) => {
      call += 1;
      if (call === 1) return { ok: false, status: 0, message: 'Network/CORS error has occured.', aborted: false };
      return { ok: true, status: 200, data: { data: { results: ids.map((id) => result(id, 'credited')) } } };
    };
    const summary = await runBulkCredit([1, 2, 3], send, () => undefined, 2);
    expect(summary.failed).toEqual([
      { walletId: 1, reason: 'Not confirmed (Network/CORS error has occured.); run again to settle it' },
      { walletId: 2, reason: 'Not confirmed (Network/CORS error has occured.); run again to settle it' },
    ]);
    expect(summary.credited).toBe(1);
  });

  it('reports a refused wallet with the server reason', async () => {
    const send: SendChunk = async (ids) => ({
      ok: true,
      status: 200,
      data: {
        data: {
          results: ids.map((id) =>
            result(id, 'failed', 'This Idempotency-Key was already used with different parameters.'),
          ),
        },
      },
    });
    const summary = await runBulkCredit([7], send, () => undefined);
    expect(summary.failed).toEqual([
      { walletId: 7, reason: 'This Idempotency-Key was already used with different parameters.' },
    ]);
  });

  it('stops when the page is left (the call was aborted)', async () => {
    const send: SendChunk = async () => ({ ok: false, status: 0, message: 'aborted', aborted: true });
    await expect(runBulkCredit([1], send, () => undefined)).rejects.toThrow('aborted');
  });
});
