import { bulkCreditResult as result, makeBulkCredit } from './fixtures';
import { summaryOf } from './bulk-credit-progress';

describe('summaryOf', () => {
  it('takes the counts from the batch and the skipped and failed wallets, with reasons, from its results', () => {
    const batch = makeBulkCredit({
      status: 'done',
      total: 5,
      processed: 5,
      credited: 2,
      already_credited: 1,
      skipped: 1,
      failed: 1,
      results: [
        result(1, 'credited', null),
        result(2, 'replayed', null),
        result(3, 'skipped', 'The wallet is inactive.'),
        result(4, 'failed', 'This Idempotency-Key was already used with different parameters.'),
        result(5, 'credited', null),
      ],
    });
    expect(summaryOf(batch)).toEqual({
      total: 5,
      credited: 2,
      alreadyCredited: 1,
      skipped: [{ walletId: 3, reason: 'The wallet is inactive.' }],
      failed: [{ walletId: 4, reason: 'This Idempotency-Key was already used with different parameters.' }],
    });
  });

  it('has no reasons yet while the batch runs (its results come when it ends)', () => {
    const batch = makeBulkCredit({ status: 'running', processed: 2, credited: 1, skipped: 1 });
    expect(summaryOf(batch)).toEqual({ total: 3, credited: 1, alreadyCredited: 0, skipped: [], failed: [] });
  });

  it('names a reason the server left out', () => {
    const batch = makeBulkCredit({ status: 'done', results: [result(8, 'skipped', null), result(9, 'failed', null)] });
    expect(summaryOf(batch)).toMatchObject({
      skipped: [{ walletId: 8, reason: 'Skipped' }],
      failed: [{ walletId: 9, reason: 'Failed' }],
    });
  });
});
