/**
 * The one rule evaluator of the vend. Pure: the caller loads the rules that apply
 * (active, scoped to this touchpoint or its channel, for one of the customer's groups or for
 * everyone), asks `openWindows` which window of each rule is open now and since when, reads the
 * customer's usage in each open window, and `judge`s the cart against them.
 *
 * - A rule's rows are windows `HH:MM-HH:MM` in the tenant's time zone; a window may cross
 *   midnight, and then belongs to the day it started on.
 * - Outside every window of a rule that applies, nothing vends ("closed").
 * - Type 'quantity' counts items, 'amount' whole rupees, per customer per window per day.
 * - Several rules apply at once: every one must allow the cart, and the refusal reported is the
 *   strictest (a closed window first, then the least left of its limit).
 */
import { formatMinute, parseRuleWindow, windowContains, type RuleWindow } from '@console/shared/contracts/rule-windows';
import { formatRupees } from '../../../lib/money';
import { wallClock, zonedInstant } from '../../../lib/time';

export interface RuleRow {
  sno: number;
  name: string;
  time: string;
  limit: number;
}

export interface ApplicableRule {
  id: number;
  name: string;
  type: 'quantity' | 'amount';
  rows: RuleRow[];
}

/** A rule whose window is open now: the occurrence started at `since` (an instant). */
export interface OpenWindow {
  rule: ApplicableRule;
  row: RuleRow;
  since: Date;
}

export type WindowState = { kind: 'open'; window: OpenWindow } | { kind: 'closed'; rule: ApplicableRule };

/** What the customer already took in an open window: items and paise, net of refunds. */
export interface Usage {
  items: number;
  paise: bigint;
}

export interface Cart {
  items: number;
  paise: bigint;
}

export type Verdict = { ok: true } | { ok: false; ruleId: number; message: string; code: 'RULE_CLOSED' | 'RULE_LIMIT' };

const MINUTE_MS = 60_000;

/** The wall clock of an instant in the zone, its time as a minute of the day. */
function localMinute(at: Date, timeZone: string) {
  const c = wallClock(at, timeZone);
  return { year: c.year, month: c.month, day: c.day, minute: c.hour * 60 + c.minute };
}

/** When the occurrence of `w` that contains the local minute began. */
function occurrenceStart(w: RuleWindow, now: Date, timeZone: string): Date {
  const local = localMinute(now, timeZone);
  const startedYesterday = w.end <= w.start && local.minute < w.end;
  const startOfDay = zonedInstant(local.year, local.month, local.day, 0, timeZone);
  const day = startedYesterday ? localMinute(new Date(startOfDay.getTime() - MINUTE_MS), timeZone) : local;
  return zonedInstant(day.year, day.month, day.day, w.start, timeZone);
}

/** For each rule: the window open now and when its occurrence began, or closed. */
export function openWindows(rules: readonly ApplicableRule[], now: Date, timeZone: string): WindowState[] {
  const minute = localMinute(now, timeZone).minute;
  return rules.map((rule) => {
    for (const row of rule.rows) {
      const w = parseRuleWindow(row.time);
      if (w && windowContains(w, minute)) {
        return { kind: 'open', window: { rule, row, since: occurrenceStart(w, now, timeZone) } };
      }
    }
    return { kind: 'closed', rule };
  });
}

function windowsText(rule: ApplicableRule): string {
  return rule.rows
    .map((row) => parseRuleWindow(row.time))
    .filter((w): w is RuleWindow => w !== null)
    .map((w) => `${formatMinute(w.start)}-${formatMinute(w.end)}`)
    .join(', ');
}

/**
 * Whether the cart may vend under every rule that applies. `usage[i]` belongs to `states[i]`
 * (ignored for a closed one). Among refusals the strictest is reported: a closed window, then the
 * smallest share of its limit left.
 */
export function judge(states: readonly WindowState[], usage: readonly (Usage | undefined)[], cart: Cart): Verdict {
  const refusals: { ruleId: number; left: number; message: string; code: 'RULE_CLOSED' | 'RULE_LIMIT' }[] = [];
  states.forEach((state, i) => {
    if (state.kind === 'closed') {
      const rule = state.rule;
      refusals.push({
        ruleId: rule.id,
        left: -1,
        code: 'RULE_CLOSED',
        message: `${rule.name} allows vending only ${windowsText(rule)}.`,
      });
      return;
    }
    const { rule, row } = state.window;
    const used = usage[i] ?? { items: 0, paise: 0n };
    if (rule.type === 'quantity') {
      if (used.items + cart.items <= row.limit) return;
      refusals.push({
        ruleId: rule.id,
        left: Math.max(0, (row.limit - used.items) / row.limit),
        code: 'RULE_LIMIT',
        message: `${row.name} allows ${row.limit} ${row.limit === 1 ? 'item' : 'items'}; ${used.items} already taken today.`,
      });
      return;
    }
    const limitPaise = BigInt(row.limit) * 100n;
    if (used.paise + cart.paise <= limitPaise) return;
    refusals.push({
      ruleId: rule.id,
      left: Math.max(0, Number(limitPaise - used.paise) / Number(limitPaise)),
      code: 'RULE_LIMIT',
      message: `${row.name} allows ${formatRupees(limitPaise)}; ${formatRupees(used.paise)} already spent today.`,
    });
  });
  if (refusals.length === 0) return { ok: true };
  refusals.sort((a, b) => a.left - b.left || a.ruleId - b.ruleId);
  const { ruleId, message, code } = refusals[0]!;
  return { ok: false, ruleId, message, code };
}
