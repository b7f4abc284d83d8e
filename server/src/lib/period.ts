/**
 * The period a Touchpoint Orders page or the Dashboard covers: the last day, week or
 * month up to now, or custom dates read in the tenant's time zone — `from` from the start of its
 * day (or its minute), `to` to the end of its day (or up to its minute). One function for both
 * screens, so the dashboard's figures and the list's rows are always the same orders.
 */
import type { DashboardRequest } from '@console/shared/contracts';
import { badRequest } from './http-errors';
import { zonedInstant } from './time';

type RangeFieldsBody = Pick<DashboardRequest, 'range' | 'from' | 'to'>;

const DAY_MS = 86_400_000;
const SPANS = { '1d': DAY_MS, '1w': 7 * DAY_MS, '1m': 30 * DAY_MS } as const;
/** The longest custom period: a year (a bigger one belongs in a report). */
const MAX_SPAN_MS = 366 * DAY_MS;

export interface Period {
  from: Date;
  /** Exclusive. */
  to: Date;
}

/**
 * `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM` in the zone → its instant, and for a date alone the end of
 * that local day (the next midnight: 23 or 25 hours later across a daylight-saving change); a date
 * that does not exist is a 400.
 */
function localInstant(text: string, timeZone: string, field: string): { at: Date; dayEnd: Date | null } {
  const [date, time] = text.split('T') as [string, string | undefined];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = (time ?? '00:00').split(':').map(Number) as [number, number];
  const guess = new Date(Date.UTC(y, m - 1, d, hh, mm));
  if (guess.getUTCFullYear() !== y || guess.getUTCMonth() !== m - 1 || guess.getUTCDate() !== d || hh > 23 || mm > 59) {
    throw badRequest(`${field} is not a real date and time: ${text}.`, 'INVALID_DATE');
  }
  return {
    at: zonedInstant(y, m, d, hh * 60 + mm, timeZone),
    dayEnd: time === undefined ? zonedInstant(y, m, d, 24 * 60, timeZone) : null,
  };
}

export interface PeriodOptions {
  /** The longest custom period (a year unless said: a report may cover more). */
  maxSpanMs?: number;
}

/** The period asked for, or undefined for "all time" (no range given). */
export function periodOf(
  body: RangeFieldsBody,
  timeZone: string,
  now = new Date(),
  options: PeriodOptions = {},
): Period | undefined {
  const range = body.range ?? (body.from || body.to ? 'custom' : undefined);
  if (range === undefined) return undefined;
  if (range !== 'custom') {
    if (body.from || body.to) throw badRequest('from and to go with range "custom" only.', 'INVALID_RANGE');
    return { from: new Date(now.getTime() - SPANS[range]), to: new Date(now.getTime() + 1) };
  }
  if (!body.from) throw badRequest('A custom range needs from (and optionally to).', 'INVALID_RANGE');
  const from = localInstant(body.from, timeZone, 'from').at;
  let to = new Date(now.getTime() + 1);
  if (body.to) {
    const end = localInstant(body.to, timeZone, 'to');
    to = end.dayEnd ?? end.at;
  }
  if (to.getTime() <= from.getTime()) throw badRequest('to must be after from.', 'INVALID_RANGE');
  if (to.getTime() - from.getTime() > (options.maxSpanMs ?? MAX_SPAN_MS)) {
    throw badRequest('A custom range covers at most a year: send a report for longer periods.', 'INVALID_RANGE');
  }
  return { from, to };
}
