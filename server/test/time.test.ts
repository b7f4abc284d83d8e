/** Wall-clock time in a zone, one way for the whole server: the order period, the rules, the files. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { toZonedText, wallClock, zonedInstant } from '../src/lib/time';
import { periodWords } from '../src/services/report/reports/report-summary';
import { periodOf } from '../src/lib/period';

const NY = 'America/New_York';
const IST = 'Asia/Kolkata';
const iso = (d: Date | undefined) => d?.toISOString();

describe('wall-clock time in a zone', () => {
  it('reads an instant on the zone’s wall clock, and writes it as a file’s cell', () => {
    assert.deepEqual(wallClock(new Date('2026-11-27T10:39:05Z'), IST), {
      year: 2026,
      month: 11,
      day: 27,
      hour: 16,
      minute: 9,
      second: 5,
    });
    assert.equal(wallClock(new Date('2026-11-27T18:40:00Z'), IST).day, 28);
    assert.equal(toZonedText('2026-11-27 10:39:05+00', IST), '2026-11-27 16:09:05');
    assert.equal(toZonedText(new Date('2026-01-01T04:59:00Z'), NY), '2025-12-31 23:59:00');
  });

  it('finds the instant a local minute names, across a daylight-saving change', () => {
    assert.equal(iso(zonedInstant(2026, 11, 27, 16 * 60 + 9, IST)), '2026-11-27T10:39:00.000Z');
    // New York springs forward on 8 March 2026 at 02:00 (EST −5 → EDT −4).
    assert.equal(iso(zonedInstant(2026, 3, 8, 0, NY)), '2026-03-08T05:00:00.000Z');
    assert.equal(iso(zonedInstant(2026, 3, 8, 3 * 60, NY)), '2026-03-08T07:00:00.000Z');
    assert.equal(iso(zonedInstant(2026, 3, 8, 24 * 60, NY)), '2026-03-09T04:00:00.000Z');
    // And falls back on 1 November 2026.
    assert.equal(iso(zonedInstant(2026, 11, 1, 24 * 60, NY)), '2026-11-02T05:00:00.000Z');
  });

  it('reads a custom period’s dates in the tenant’s zone: from its start, to the end of its last day', () => {
    const kolkata = periodOf({ range: 'custom', from: '2026-11-01T10:07', to: '2026-11-02' }, IST);
    assert.equal(iso(kolkata?.from), '2026-11-01T04:37:00.000Z');
    assert.equal(iso(kolkata?.to), '2026-11-02T18:30:00.000Z');
    // The day New York springs forward has 23 hours, the day it falls back 25.
    const spring = periodOf({ range: 'custom', from: '2026-03-08', to: '2026-03-08' }, NY);
    assert.equal((spring!.to.getTime() - spring!.from.getTime()) / 3_600_000, 23);
    const autumn = periodOf({ range: 'custom', from: '2026-11-01', to: '2026-11-01' }, NY);
    assert.equal((autumn!.to.getTime() - autumn!.from.getTime()) / 3_600_000, 25);
  });

  it('refuses a date that does not exist, and an end before the start', () => {
    assert.throws(() => periodOf({ range: 'custom', from: '2026-02-30' }, IST), /not a real date/);
    assert.throws(() => periodOf({ range: 'custom', from: '2026-11-02', to: '2026-11-01' }, IST), /after from/);
  });

  it('words a report’s period the console’s way, naming the zone it is read in', () => {
    const period = { from: '2026-11-01T04:30:00Z', to: '2026-11-27T11:09:00Z' };
    assert.equal(periodWords(period, IST), '01 Nov 2026, 10:00 – 27 Nov 2026, 16:39 (Asia/Kolkata)');
    assert.equal(periodWords({ from: period.from }, NY), '01 Nov 2026, 00:30 – now (America/New_York)');
    assert.equal(periodWords({}, IST), 'All time');
  });
});
