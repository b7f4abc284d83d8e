import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { demoLoginsInUse, prepareDatabase } from '../src/boot';
import { loadConfig } from '../src/config';
import { retryTransientConflicts } from '../src/lib/http-errors';
import { formatRupees, toPaise, toRupees } from '../src/lib/money';
import { clampLimit } from '../src/lib/list';
import { openTestDatabase } from './helper';

describe('production start-up guards', () => {
  it('refuses the generated demo JWT secret', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'boot-'));
    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir });
    assert.equal(config.jwtSecretIsDemo, true);
    await assert.rejects(prepareDatabase(config), /JWT_SECRET/);
  });

  it('refuses a short JWT secret and an unknown service', () => {
    assert.throws(() => loadConfig({ JWT_SECRET: 'short', DATA_DIR: tmpdir() }), /at least 32/);
    assert.throws(() => loadConfig({ SERVICES: 'merchant,billing', DATA_DIR: tmpdir() }), /unknown service "billing"/);
  });

  it('finds the demo passwords still in use, which production refuses', async () => {
    const database = await openTestDatabase();
    try {
      const inUse = await demoLoginsInUse(database);
      assert.deepEqual(inUse.sort(), [
        'admin@acme.local',
        'admin@demo.local',
        'admin@lapsed.local',
        'ops@demo.local',
        'platform@demo.local',
        'viewer@demo.local',
      ]);
    } finally {
      await database.close();
    }
  });
});

describe('money and limits', () => {
  it('converts rupees to paise exactly and refuses more than two decimals', () => {
    assert.equal(toPaise(100.5), 10050n);
    assert.equal(toPaise('0.07'), 7n);
    assert.equal(toPaise(0.07), 7n);
    assert.equal(toPaise(-0.5), -50n);
    assert.equal(toPaise(1000000), 100000000n);
    assert.equal(toPaise(0.001), null);
    assert.equal(toPaise(1e-7), null);
    assert.equal(toPaise(Number.NaN), null);
    assert.equal(toPaise(Infinity), null);
    assert.equal(toPaise('1,00'), null);
    assert.equal(toRupees(10050n), 100.5);
    assert.equal(toRupees(-7n), -0.07);
  });

  it('writes an amount in a message as the console shows it: Indian grouping, two decimals', () => {
    assert.equal(formatRupees(400050n), '₹4,000.50');
    assert.equal(formatRupees(12345650n), '₹1,23,456.50');
    assert.equal(formatRupees(1234567800n), '₹1,23,45,678.00');
    assert.equal(formatRupees(99900n), '₹999.00');
    assert.equal(formatRupees(7n), '₹0.07');
    assert.equal(formatRupees(-400050n), '-₹4,000.50');
  });

  it('clamps list limits', () => {
    assert.equal(clampLimit(undefined), 10);
    assert.equal(clampLimit('25'), 25);
    assert.equal(clampLimit(101), 100);
    assert.equal(clampLimit(Number.NaN), 10);
  });
});

describe('transient conflicts', () => {
  /** As drizzle wraps the driver's error: the code is on the cause. */
  const wrapped = (code: string) =>
    Object.assign(new Error('Failed query'), { cause: Object.assign(new Error(code), { code }) });

  it('runs a transaction the database chose as a deadlock victim again, and answers its result', async () => {
    let runs = 0;
    const result = await retryTransientConflicts(async () => {
      runs += 1;
      if (runs < 3) throw wrapped(runs === 1 ? '40P01' : '40001');
      return 'committed';
    });
    assert.equal(result, 'committed');
    assert.equal(runs, 3);
  });

  it('never runs again after another error, and gives up after its attempts', async () => {
    let runs = 0;
    await assert.rejects(
      retryTransientConflicts(async () => {
        runs += 1;
        throw wrapped('23505');
      }),
      /Failed query/,
    );
    assert.equal(runs, 1);
    runs = 0;
    await assert.rejects(
      retryTransientConflicts(async () => {
        runs += 1;
        throw wrapped('40P01');
      }, 3),
    );
    assert.equal(runs, 3);
  });
});
