/**
 * Display formatting of SPEC §1, §4, §9: the rupee prefix, `--` for empty, status colours,
 * vend and refund texts, the remaining-time helper and the date input format.
 */
export const EMPTY = '--';

const rupeeFormat = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** ₹1,23,456.50; negative as -₹12.00; empty as `--`. Amounts arrive as rupees with two decimals. */
export function rupees(value: number | string | null | undefined): string {
  if (isEmpty(value)) return EMPTY;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return EMPTY;
  const text = rupeeFormat.format(Math.abs(n));
  return n < 0 ? `-₹${text}` : `₹${text}`;
}

export function orEmpty(value: unknown): string {
  return isEmpty(value) ? EMPTY : String(value);
}

export interface StatusInfo {
  text: string;
  colorPalette: 'yellow' | 'green' | 'red' | 'gray';
}

const STATUSES: Record<number, StatusInfo> = {
  0: { text: 'Pending', colorPalette: 'yellow' },
  1: { text: 'Success', colorPalette: 'green' },
  2: { text: 'Failure', colorPalette: 'red' },
};

/** Payment and transaction status codes (SPEC §4). */
export function statusInfo(code: number | null | undefined): StatusInfo {
  return (code !== null && code !== undefined && STATUSES[code]) || { text: EMPTY, colorPalette: 'gray' };
}

/** Vend status texts, keyed by the order item's vend status. */
export const VEND_STATUS = { success: 'Vend Success', partial: 'Partial Vend', failed: 'Vend Failed' } as const;
export const REFUND_SUCCESS = 'Refund Success';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "Expired" when past; else years, months, weeks, days, hours, minutes (30-day months, 12-month years, 7-day weeks). */
export function remainingTime(end: Date | string, now: Date = new Date()): string {
  const endMs = typeof end === 'string' ? Date.parse(end) : end.getTime();
  if (!Number.isFinite(endMs)) return EMPTY;
  let left = endMs - now.getTime();
  if (left <= 0) return 'Expired';
  let days = Math.floor(left / DAY);
  left -= days * DAY;
  const hours = Math.floor(left / HOUR);
  const minutes = Math.floor((left - hours * HOUR) / MINUTE);
  let months = Math.floor(days / 30);
  days -= months * 30;
  const years = Math.floor(months / 12);
  months -= years * 12;
  const weeks = Math.floor(days / 7);
  days -= weeks * 7;
  const parts: [number, string][] = [
    [years, 'year'],
    [months, 'month'],
    [weeks, 'week'],
    [days, 'day'],
    [hours, 'hour'],
    [minutes, 'minute'],
  ];
  const text = parts
    .filter(([n]) => n > 0)
    .map(([n, unit]) => `${n} ${unit}${n === 1 ? '' : 's'}`)
    .join(' ');
  return text || '0 minutes';
}

const DATE_INPUT = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/;

/** year-month-day, optionally with T hours:minutes (SPEC §9); impossible dates are null. Local time. */
export function parseDateInput(text: string): Date | null {
  const m = DATE_INPUT.exec(text.trim());
  if (!m) return null;
  const [y, mo, d, h = '0', mi = '0'] = m.slice(1).map((v) => v ?? undefined) as string[];
  const date = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi));
  const same =
    date.getFullYear() === Number(y) &&
    date.getMonth() === Number(mo) - 1 &&
    date.getDate() === Number(d) &&
    date.getHours() === Number(h) &&
    date.getMinutes() === Number(mi);
  return same ? date : null;
}

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "22 Nov 2026, 14:05", or `--`. */
export function formatDate(iso: string | Date | null | undefined): string {
  if (iso === null || iso === undefined || iso === '') return EMPTY;
  const date = iso instanceof Date ? iso : new Date(iso);
  return Number.isNaN(date.getTime()) ? EMPTY : dateFormat.format(date);
}

export function isDefaultRow(row: { is_default?: unknown }): boolean {
  return Boolean(row.is_default);
}
