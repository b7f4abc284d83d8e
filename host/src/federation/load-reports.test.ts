import type { RemoteName } from '@console/shared/contracts';
import { createLoadReporter, FLUSH_DELAY_MS, MAX_BATCH, SUCCESS_SAMPLE, type RemoteLoad } from './load-reports';

const ok = (remote: RemoteName, duration_ms = 120): RemoteLoad => ({ remote, version: '1.0.0', ok: true, duration_ms });
const failed = (remote: RemoteName, reason: string): RemoteLoad => ({
  remote,
  version: '2.0.0',
  ok: false,
  duration_ms: 5000,
  reason,
});

/** A reporter whose sends are recorded and whose draws come from `draws`, in order. */
function scripted(draws: number[]) {
  const sent: RemoteLoad[][] = [];
  const reporter = createLoadReporter({
    send: (loads) => {
      sent.push(loads);
      return Promise.resolve();
    },
    random: () => {
      const next = draws.shift();
      if (next === undefined) throw new Error('a draw the script did not expect');
      return next;
    },
  });
  return { reporter, sent, draws };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('reporting remote loads', () => {
  it('reports every failure and one success in five, in one batch after the delay', () => {
    // A draw below 1/5 reports a success; a failure draws nothing.
    const { reporter, sent, draws } = scripted([0.5, 0.1, 0.9, 0.2, 0.19999]);
    reporter.record(ok('remote-people'));
    reporter.record(ok('remote-admin', 300));
    reporter.record(failed('remote-touchpoints', 'Loading remote entry timed out'));
    reporter.record(ok('remote-transactions'));
    reporter.record(ok('remote-people'));
    reporter.record(ok('remote-admin', 80));
    expect(draws).toEqual([]);
    expect(sent).toEqual([]);
    jest.advanceTimersByTime(FLUSH_DELAY_MS - 1);
    expect(sent).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(sent).toEqual([
      [
        // Each success sent stands for the five it was drawn from; a failure for itself.
        { ...ok('remote-admin', 300), weight: SUCCESS_SAMPLE },
        { ...failed('remote-touchpoints', 'Loading remote entry timed out'), weight: 1 },
        { ...ok('remote-admin', 80), weight: SUCCESS_SAMPLE },
      ],
    ]);
    expect(reporter.pending()).toBe(0);
  });

  it(`sends at once when ${MAX_BATCH} are waiting, never more than ${MAX_BATCH} a call`, () => {
    const { reporter, sent } = scripted([]);
    for (let i = 0; i < MAX_BATCH - 1; i += 1) reporter.record(failed('remote-people', `failure ${i}`));
    expect(sent).toEqual([]);
    reporter.record(failed('remote-people', 'the twentieth'));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toHaveLength(MAX_BATCH);
    reporter.record(failed('remote-people', 'the next'));
    jest.advanceTimersByTime(FLUSH_DELAY_MS);
    expect(sent.map((batch) => batch.length)).toEqual([MAX_BATCH, 1]);
  });

  it('holds values to the API’s bounds: whole non-negative ms, a reason only on a failure, cut to 300', () => {
    const { reporter, sent } = scripted([0]);
    reporter.record({ ...ok('remote-people', 12.6), reason: 'not sent' });
    reporter.record({ ...failed('remote-admin', 'x'.repeat(1000)), duration_ms: 9_999_999 });
    reporter.record({ ...failed('remote-admin', '   '), duration_ms: -3 });
    reporter.flush();
    expect(sent[0]).toEqual([
      { remote: 'remote-people', version: '1.0.0', ok: true, duration_ms: 13, weight: SUCCESS_SAMPLE },
      { remote: 'remote-admin', version: '2.0.0', ok: false, duration_ms: 600_000, reason: 'x'.repeat(300), weight: 1 },
      { remote: 'remote-admin', version: '2.0.0', ok: false, duration_ms: 0, reason: 'unknown', weight: 1 },
    ]);
  });

  it('leaves out a remote the API does not know (it would refuse the whole batch)', () => {
    const { reporter, sent } = scripted([]);
    reporter.record({ remote: 'remote-nope', version: '1.0.0', ok: false, duration_ms: 10, reason: 'down' });
    reporter.flush();
    expect(sent).toEqual([]);
  });

  it('drops a batch the API refuses, and what waits when the session ends', async () => {
    const sent: RemoteLoad[][] = [];
    const reporter = createLoadReporter({
      send: (loads) => {
        sent.push(loads);
        return Promise.reject(new Error('offline'));
      },
    });
    reporter.record(failed('remote-people', 'down'));
    reporter.flush();
    await Promise.resolve();
    expect(reporter.pending()).toBe(0);
    reporter.record(failed('remote-people', 'down again'));
    reporter.discard();
    jest.advanceTimersByTime(FLUSH_DELAY_MS);
    expect(sent).toHaveLength(1);
  });
});
