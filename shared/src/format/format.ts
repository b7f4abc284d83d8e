/**
 * Display formatting: the rupee prefix, `--` for empty, status colours,
 * vend and refund texts, the remaining-time helper and the date input format.
 */
import { dateTimeFormat, zoneAbbreviation } from '../contracts/date-time';
import { REFUND_SUCCESS_TEXT, VEND_STATUS_TEXT, type VendStatus } from '../contracts/status-texts';
import { kitStatusMessages, type KitStatusKey } from '../i18n/kit-status';

export { REFUND_SUCCESS_TEXT } from '../contracts/status-texts';

export const EMPTY = '--';

/** The locale numbers and dates are written in: Indian English, or Hindi (`setDisplayLanguage`). */
let locale = 'en-IN';
/** The language status texts are shown in (`setDisplayLanguage`). */
let shownLanguage: 'en' | 'hi' = 'en';

/**
 * A status or value text of the kit catalogue in the shown language, read at call time; `{count}`
 * takes `count`. The English constants (VEND_STATUS_TEXT…) stay as the server and tests say them.
 */
function kitWord(key: KitStatusKey, count?: number): string {
  const text = kitStatusMessages[shownLanguage][key];
  return count === undefined ? text : text.replace('{count}', String(count));
}
const rupeeFormats = new Map<string, Intl.NumberFormat>();
function rupeeFormat(): Intl.NumberFormat {
  let format = rupeeFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      numberingSystem: 'latn',
    });
    rupeeFormats.set(locale, format);
  }
  return format;
}

/** A count or number in the shown language, with the Indian grouping (1,00,000). */
export const formatNumber = (n: number): string =>
  n.toLocaleString(locale, { numberingSystem: 'latn' } as Intl.NumberFormatOptions);

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** ₹1,23,456.50; negative as -₹12.00; empty as `--`. Amounts arrive as rupees with two decimals. */
export function rupees(value: number | string | null | undefined): string {
  if (isEmpty(value)) return EMPTY;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return EMPTY;
  const text = rupeeFormat().format(Math.abs(n));
  // -0.001 rounds to 0.00, which must not read as a debit.
  return n < 0 && text !== '0.00' ? `-₹${text}` : `₹${text}`;
}

/**
 * A count with its noun, agreeing: "1 wallet", "3 wallets", "0 wallets". `many` is for a plural
 * that is not `one` + s ("1 already a member", "2 already members"). Large counts are grouped
 * the Indian way (1,00,000), as the rupees are.
 */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${formatNumber(n)} ${n === 1 ? one : many}`;
}

/** A wallet's type as the screens say it: 'prepaid' → 'Prepaid', 'postpaid' → 'Postpaid'. */
export const walletTypeLabel = (type: string) =>
  type === 'postpaid' ? kitWord('wallet.postpaid') : type === 'prepaid' ? kitWord('wallet.prepaid') : type;

/** A list filter's choice of wallet type (Prepaid, Postpaid); its text is read in the language shown. */
export const WALLET_TYPE_OPTIONS = (['prepaid', 'postpaid'] as const).map((id) => ({
  id,
  get text() {
    return walletTypeLabel(id);
  },
}));

/** The value as text, or `--` for null, undefined, '' and whitespace; 0 and false still show. */
export function orEmpty(value: unknown): string {
  return isEmpty(value) ? EMPTY : String(value);
}

export interface StatusInfo {
  text: string;
  colorPalette: 'yellow' | 'green' | 'red' | 'gray';
}

/** Payment and transaction status codes' colours; their words are the kit's (`statusText`). */
const STATUS_COLOURS: Readonly<Record<number, StatusInfo['colorPalette']>> = { 0: 'yellow', 1: 'green', 2: 'red' };

const STATUS_KEYS: Readonly<Record<number, KitStatusKey>> = {
  0: 'status.pending',
  1: 'status.success',
  2: 'status.failure',
};

/** The text and colour of a status code; an unknown or missing code shows `--` in gray. */
export function statusInfo(code: number | null | undefined): StatusInfo {
  const known = code === null || code === undefined ? undefined : STATUS_COLOURS[code];
  return { text: statusText(code), colorPalette: known ?? 'gray' };
}

/** A payment status code's text in the language shown ('Pending', 'Success', 'Failure'); `--` when unknown. */
export function statusText(code: number | null | undefined): string {
  const key = code === null || code === undefined ? undefined : STATUS_KEYS[code];
  return key ? kitWord(key) : EMPTY;
}

/** The refund success text in the language shown (`REFUND_SUCCESS_TEXT` in English). */
export const refundSuccessText = (): string =>
  shownLanguage === 'en' ? REFUND_SUCCESS_TEXT : kitWord('refund.success');

/**
 * The vend text of a status the server stores in `vend_status` ('pending', 'success', 'partial',
 * 'failed'; the contracts' words, which the files use too), or `--` for one this console does not know.
 */
export function vendStatusText(status: string | null | undefined): string {
  return status !== null && status !== undefined && Object.hasOwn(VEND_STATUS_TEXT, status)
    ? shownLanguage === 'en'
      ? VEND_STATUS_TEXT[status as VendStatus]
      : kitWord(`vend.${status as VendStatus}`)
    : EMPTY;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "Expired" when past (an end equal to now has already ended); else years, months, weeks, days,
 * hours, minutes with 30-day months, 12-month years and 7-day weeks — the product's calendar-free rule,
 * so the same span reads the same whichever month it starts in. An unparsable end shows `--`.
 */
export function remainingTime(end: Date | string, now: Date = new Date()): string {
  const endMs = typeof end === 'string' ? Date.parse(end) : end.getTime();
  if (!Number.isFinite(endMs)) return EMPTY;
  let left = endMs - now.getTime();
  if (left <= 0) return kitWord('time.expired');
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
  const parts: [number, 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute'][] = [
    [years, 'year'],
    [months, 'month'],
    [weeks, 'week'],
    [days, 'day'],
    [hours, 'hour'],
    [minutes, 'minute'],
  ];
  const text = parts
    .filter(([n]) => n > 0)
    .map(([n, unit]) => kitWord(`time.${unit}.${n === 1 ? 'one' : 'other'}`, n))
    .join(' ');
  return text || kitWord('time.minute.other', 0);
}

const DATE_INPUT = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/;

/** year-month-day, optionally with T hours:minutes; impossible dates are null. Local time. */
export function parseDateInput(text: string): Date | null {
  const m = DATE_INPUT.exec(text.trim());
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map((v) => Number(v ?? 0)) as [number, number, number, number, number];
  const date = new Date(2000, 0, 1, h, mi);
  // setFullYear, because the Date constructor maps years 0-99 to 1900-1999.
  date.setFullYear(y, mo - 1, d);
  // Date rolls Feb 30 over to Mar 2 and 25:00 to the next day; a rolled field means an impossible input.
  const same =
    date.getFullYear() === y &&
    date.getMonth() === mo - 1 &&
    date.getDate() === d &&
    date.getHours() === h &&
    date.getMinutes() === mi;
  return same ? date : null;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A day as the API writes it ("2026-11-07") in the console's format ("07 Nov 2026"); '' when not a day. */
export function formatDay(ymd: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ymd);
  if (!m || !parseDateInput(ymd)) return '';
  return `${m[3]} ${MONTHS[Number(m[2]) - 1]} ${m[1]}`;
}

/**
 * A day as an operator types it — "7 Nov 2026", "07 November 2026", "7/11/2026", "7-11-2026" (day
 * first, as India writes it) or "2026-11-07" — as the API's "2026-11-07"; undefined when it is not
 * a real day.
 */
export function parseDay(text: string): string | undefined {
  const t = text.trim();
  let y: number, mo: number, d: number;
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  if (m) [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  else if ((m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t)))
    [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  else if ((m = /^(\d{1,2})\s+([A-Za-z]{3,9})\.?,?\s+(\d{4})$/.exec(t))) {
    const name = m[2]!.toLowerCase();
    const month = MONTHS.findIndex((abbr) => name.startsWith(abbr.toLowerCase()));
    const full = new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' })
      .format(Date.UTC(2000, month, 1))
      .toLowerCase();
    if (month < 0 || !(name.length === 3 || full.startsWith(name))) return undefined;
    [d, mo, y] = [Number(m[1]), month + 1, Number(m[3])];
  } else return undefined;
  const ymd = `${String(y).padStart(4, '0')}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return parseDateInput(ymd) ? ymd : undefined;
}

/**
 * Every time the console shows is read in one zone, the tenant's (the one its rules, ranges,
 * charts, exports and mails use), whatever the browser's own zone: the host sets it from the
 * registry after sign-in. Asia/Kolkata until then (the tenants' default).
 */
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

function formatsFor(timeZone: string) {
  return {
    timeZone,
    dateTime: dateTimeFormat(timeZone, locale),
    /** The zone's short name ("IST"), where one exists; else its offset ("GMT-5"). */
    abbreviation: zoneAbbreviation(timeZone),
  };
}

let formats = formatsFor(DEFAULT_TIME_ZONE);

/** Shows every time in `timeZone` from now on (an unknown zone keeps the current one). */
export function setDisplayTimeZone(timeZone: string): void {
  if (timeZone === formats.timeZone) return;
  try {
    formats = formatsFor(timeZone);
  } catch {
    // Intl refuses a zone it does not know: the console keeps showing the one it has.
  }
}

/**
 * Writes dates and numbers in `language` from now on: 'hi' is Hindi's month names with the same
 * digits and Indian grouping, 'en' Indian English. The language store calls it.
 */
export function setDisplayLanguage(language: 'en' | 'hi'): void {
  const next = language === 'hi' ? 'hi-IN' : 'en-IN';
  shownLanguage = language;
  if (next === locale) return;
  locale = next;
  formats = formatsFor(formats.timeZone);
  bucketDay = bucketDayFormat();
}

/** The zone times are shown in, and its short name: "Asia/Kolkata", "IST". */
export function displayTimeZone(): { name: string; abbreviation: string } {
  return { name: formats.timeZone, abbreviation: formats.abbreviation };
}

const bucketDayFormat = () => new Intl.DateTimeFormat(locale, { timeZone: 'UTC', day: '2-digit', month: 'short' });
let bucketDay = bucketDayFormat();

/**
 * A chart's bucket from its start as the server cuts it, the tenant's wall-clock time without an
 * offset ("2026-11-27T22:00"): "22:00" for an hour, "27 Nov" for a day. Read as written, never
 * moved into the browser's zone.
 */
export function formatBucket(wallClock: string, bucket: 'hour' | 'day'): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(wallClock);
  if (!m) return EMPTY;
  const [, y, mo, d, h, mi] = m as unknown as [string, string, string, string, string, string];
  return bucket === 'hour' ? `${h}:${mi}` : bucketDay.format(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
}

/** "22 Nov 2026, 14:05" in the display time zone (en-IN, 24-hour), or `--` for empty or invalid input. */
export function formatDate(iso: string | Date | null | undefined): string {
  if (iso === null || iso === undefined || iso === '') return EMPTY;
  const date = iso instanceof Date ? iso : new Date(iso);
  return Number.isNaN(date.getTime()) ? EMPTY : formats.dateTime.format(date);
}

/** Rows the server flags `is_default` (seeded users and roles) show no edit or delete actions. */
export function isDefaultRow(row: { is_default?: unknown }): boolean {
  return Boolean(row.is_default);
}
