/**
 * A rule row's time window, `HH:MM-HH:MM` in the tenant's time zone. A window
 * whose end is not after its start crosses midnight (`22:00-02:00`). Read by the rule form (its
 * messages), the server's checks and the vend's rule evaluator alike; no TypeBox here, it ships to
 * browsers.
 */

export const RULE_TIME_PATTERN = '^([01][0-9]|2[0-3]):[0-5][0-9]-([01][0-9]|2[0-3]):[0-5][0-9]$';
const TIME = new RegExp(RULE_TIME_PATTERN);
const DAY_MINUTES = 24 * 60;

/** A window as minutes of the day: `end` may be ≤ `start` (it then ends on the next day). */
export interface RuleWindow {
  start: number;
  end: number;
}

/** The window a `HH:MM-HH:MM` text names, or null when it is malformed or empty (start = end). */
export function parseRuleWindow(text: string): RuleWindow | null {
  if (!TIME.test(text)) return null;
  const [start, end] = text.split('-').map((part) => {
    const [h, m] = part.split(':').map(Number) as [number, number];
    return h * 60 + m;
  }) as [number, number];
  if (start === end) return null;
  return { start, end };
}

/** The window's minutes as half-open ranges within one day [0, 1440): two when it crosses midnight. */
function dayRanges(w: RuleWindow): [number, number][] {
  return w.end > w.start
    ? [[w.start, w.end]]
    : [
        [w.start, DAY_MINUTES],
        [0, w.end],
      ];
}

/** Whether two windows share a minute of the day. */
export function windowsOverlap(a: RuleWindow, b: RuleWindow): boolean {
  return dayRanges(a).some(([as, ae]) => dayRanges(b).some(([bs, be]) => as < be && bs < ae));
}

/** Whether minute-of-day `minute` falls inside the window (start included, end excluded). */
export function windowContains(w: RuleWindow, minute: number): boolean {
  return dayRanges(w).some(([s, e]) => minute >= s && minute < e);
}

export interface RuleRowProblem {
  /** The row's index in the list given. */
  index: number;
  message: string;
}

/**
 * What is wrong with a rule's rows, the first problem per row: a malformed or empty window, or one
 * overlapping an earlier row's (which window would count a vend would be ambiguous).
 */
export function ruleRowProblems(rows: readonly { name: string; time: string }[]): RuleRowProblem[] {
  const problems: RuleRowProblem[] = [];
  const windows = rows.map((row) => parseRuleWindow(row.time));
  windows.forEach((w, index) => {
    if (!w) {
      problems.push({
        index,
        message: `Row ${index + 1}: the time must be HH:MM-HH:MM (24-hour) with different start and end, e.g. 12:00-14:30.`,
      });
      return;
    }
    const earlier = windows.findIndex((o, j) => j < index && o !== null && windowsOverlap(o, w));
    if (earlier >= 0) {
      problems.push({
        index,
        message: `Row ${index + 1} (${rows[index]!.time}) overlaps row ${earlier + 1} (${rows[earlier]!.time}).`,
      });
    }
  });
  return problems;
}

/** `HH:MM` of a minute of the day. */
export function formatMinute(minute: number): string {
  const m = ((minute % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}
