/** The vend's rule evaluator, case by case: windows and their edges, midnight, overlaps, limits. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ruleRowProblems } from '@console/shared/contracts/rule-windows';
import { judge, openWindows, type ApplicableRule, type Usage } from '../src/services/transaction/vend/rule-evaluator';

const IST = 'Asia/Kolkata';
/** An instant given as Kolkata wall-clock time (UTC+05:30, no DST). */
const ist = (text: string) => new Date(`${text}+05:30`);

const lunch: ApplicableRule = {
  id: 1,
  name: 'Lunch Limit',
  type: 'quantity',
  rows: [{ sno: 1, name: 'Lunch', time: '12:00-14:00', limit: 2 }],
};
const night: ApplicableRule = {
  id: 2,
  name: 'Night Meal',
  type: 'amount',
  rows: [{ sno: 1, name: 'Night', time: '22:00-02:00', limit: 150 }],
};
const twoWindows: ApplicableRule = {
  id: 3,
  name: 'Snacks',
  type: 'quantity',
  rows: [
    { sno: 1, name: 'Morning', time: '07:00-11:00', limit: 3 },
    { sno: 2, name: 'Evening', time: '17:00-21:00', limit: 1 },
  ],
};

const none: Usage = { items: 0, paise: 0n };
const cart = (items: number, rupees = 0) => ({ items, paise: BigInt(rupees * 100) });

describe('rule windows', () => {
  const cases: { at: string; rule: ApplicableRule; open: boolean; since?: string; row?: string }[] = [
    { at: '2026-11-25T12:00:00', rule: lunch, open: true, since: '2026-11-25T12:00:00', row: 'Lunch' },
    { at: '2026-11-25T13:59:59', rule: lunch, open: true, since: '2026-11-25T12:00:00' },
    { at: '2026-11-25T14:00:00', rule: lunch, open: false },
    { at: '2026-11-25T11:59:59', rule: lunch, open: false },
    // Crossing midnight: before midnight the occurrence began today, after it yesterday.
    { at: '2026-11-25T23:30:00', rule: night, open: true, since: '2026-11-25T22:00:00' },
    { at: '2026-11-26T01:59:00', rule: night, open: true, since: '2026-11-25T22:00:00' },
    { at: '2026-11-26T02:00:00', rule: night, open: false },
    { at: '2026-11-25T21:59:00', rule: night, open: false },
    // The first day of a month after midnight: the occurrence began on the last day of the month before.
    { at: '2026-12-01T00:10:00', rule: night, open: true, since: '2026-11-30T22:00:00' },
    { at: '2026-11-25T18:00:00', rule: twoWindows, open: true, since: '2026-11-25T17:00:00', row: 'Evening' },
    { at: '2026-11-25T12:00:00', rule: twoWindows, open: false },
  ];
  for (const c of cases) {
    it(`${c.rule.name} at ${c.at} is ${c.open ? `open since ${c.since}` : 'closed'}`, () => {
      const state = openWindows([c.rule], ist(c.at), IST)[0]!;
      assert.equal(state.kind, c.open ? 'open' : 'closed');
      if (state.kind === 'open') {
        assert.equal(state.window.since.toISOString(), ist(c.since!).toISOString());
        if (c.row) assert.equal(state.window.row.name, c.row);
      }
    });
  }

  it('reads the wall clock in the tenant zone, not the server one', () => {
    // 12:30 in Kolkata is 07:00 UTC: open in Kolkata, closed for a tenant in UTC.
    const at = ist('2026-11-25T12:30:00');
    assert.equal(openWindows([lunch], at, IST)[0]!.kind, 'open');
    assert.equal(openWindows([lunch], at, 'UTC')[0]!.kind, 'closed');
  });
});

describe('judging a cart', () => {
  const at = ist('2026-11-25T12:30:00');

  it('allows a cart within the limit and refuses one past it, saying how much was taken', () => {
    const states = openWindows([lunch], at, IST);
    assert.deepEqual(judge(states, [{ items: 1, paise: 0n }], cart(1)), { ok: true });
    assert.deepEqual(judge(states, [{ items: 2, paise: 0n }], cart(1)), {
      ok: false,
      ruleId: 1,
      code: 'RULE_LIMIT',
      message: 'Lunch allows 2 items; 2 already taken today.',
    });
    // Exactly at the limit is allowed.
    assert.deepEqual(judge(states, [none], cart(2)), { ok: true });
  });

  it('counts rupees for an amount rule', () => {
    const states = openWindows([night], ist('2026-11-25T23:00:00'), IST);
    assert.deepEqual(judge(states, [{ items: 9, paise: 10_000n }], cart(1, 50)), { ok: true });
    const refused = judge(states, [{ items: 1, paise: 10_050n }], cart(1, 50));
    assert.deepEqual(refused, {
      ok: false,
      ruleId: 2,
      code: 'RULE_LIMIT',
      message: 'Night allows ₹150.00; ₹100.50 already spent today.',
    });
  });

  it('refuses every vend outside the windows of a rule that applies, naming the windows', () => {
    const states = openWindows([twoWindows], at, IST);
    assert.deepEqual(judge(states, [undefined], cart(1)), {
      ok: false,
      ruleId: 3,
      code: 'RULE_CLOSED',
      message: 'Snacks allows vending only 07:00-11:00, 17:00-21:00.',
    });
  });

  it('with several rules, every one must allow and the strictest refusal is reported', () => {
    const wide: ApplicableRule = { ...lunch, id: 9, name: 'Canteen', rows: [{ ...lunch.rows[0]!, limit: 10 }] };
    const states = openWindows([wide, lunch], at, IST);
    // Canteen allows, Lunch refuses: refused by Lunch.
    const verdict = judge(
      states,
      [
        { items: 2, paise: 0n },
        { items: 2, paise: 0n },
      ],
      cart(1),
    );
    assert.equal(verdict.ok, false);
    assert.equal(!verdict.ok && verdict.ruleId, 1);
    // A closed rule is stricter than any limit.
    const closedToo = openWindows([lunch, twoWindows], at, IST);
    const both = judge(closedToo, [{ items: 5, paise: 0n }, undefined], cart(1));
    assert.equal(!both.ok && both.code, 'RULE_CLOSED');
  });

  it('no rule (inactive rules and rules of other groups are never loaded) allows everything', () => {
    assert.deepEqual(judge(openWindows([], at, IST), [], cart(50, 10_000)), { ok: true });
  });
});

describe('rule rows', () => {
  it('refuses malformed, empty and overlapping windows, naming the rows', () => {
    assert.deepEqual(
      ruleRowProblems([
        { name: 'A', time: '12:00-14:00' },
        { name: 'B', time: '14:00-15:00' },
      ]),
      [],
    );
    const problems = ruleRowProblems([
      { name: 'A', time: '22:00-02:00' },
      { name: 'B', time: '01:00-03:00' },
      { name: 'C', time: '24:00-01:00' },
      { name: 'D', time: '10:00-10:00' },
      { name: 'E', time: '9:00-10:00' },
    ]);
    assert.deepEqual(
      problems.map((p) => p.index),
      [1, 2, 3, 4],
    );
    assert.match(problems[0]!.message, /Row 2 \(01:00-03:00\) overlaps row 1 \(22:00-02:00\)/);
    assert.match(problems[1]!.message, /HH:MM-HH:MM/);
  });
});
