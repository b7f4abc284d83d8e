import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ExportSlots } from '../src/lib/export/export-slots';

describe('export slots', () => {
  it('allow one export per user, a few per tenant and per process, and free them once', () => {
    const slots = new ExportSlots({ perTenant: 2, perProcess: 3 });
    const a = slots.acquire(1, 10);
    assert.throws(() => slots.acquire(1, 10), /already have an export running/);
    const b = slots.acquire(1, 11);
    assert.throws(() => slots.acquire(1, 12), /Your company already has 2 exports running/);
    const c = slots.acquire(2, 10);
    assert.throws(() => slots.acquire(3, 1), /server is busy/);
    assert.equal(slots.active, 3);
    a();
    a();
    assert.equal(slots.active, 2, 'a release counts once');
    const d = slots.acquire(1, 12);
    for (const release of [b, c, d]) release();
    assert.equal(slots.active, 0);
    assert.doesNotThrow(() => slots.acquire(1, 10)());
  });

  it('answers 429 with code EXPORT_BUSY', () => {
    const slots = new ExportSlots({ perTenant: 1, perProcess: 1 });
    slots.acquire(1, 1);
    assert.throws(
      () => slots.acquire(1, 1),
      (error: { statusCode: number; code: string }) => error.statusCode === 429 && error.code === 'EXPORT_BUSY',
    );
  });
});
