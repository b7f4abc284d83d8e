/**
 * PostgreSQL's text of a UTC instant ("2026-11-29 22:14:15.123456+00"), the form every session of
 * ours reads: its ISO form is a rearrangement of its digits, with the fraction cut to milliseconds
 * as a Date would cut it. A list page presents thousands of these, so no Date is made for them.
 */
const UTC_TEXT = /^(\d{4}-\d\d-\d\d)[ T](\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?(?:\+00(?::00)?|Z)$/;

/** PostgreSQL timestamptz text → ISO 8601 (UTC, milliseconds) for the wire. */
export function toIso(value: string | Date | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') {
    const utc = UTC_TEXT.exec(value);
    if (utc) return `${utc[1]}T${utc[2]}.${(utc[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
  }
  const d =
    value instanceof Date
      ? value
      : new Date(value.includes('T') ? value : value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00'));
  return d.toISOString();
}

/**
 * PostgreSQL timestamptz text → ISO 8601 (UTC) with every digit it stored (microseconds), for a
 * value the client sends back to be compared: `updated_at`. A JS Date would drop the last three.
 */
export function toExactIso(value: string): string {
  const fraction = /\.(\d{1,6})/.exec(value)?.[1] ?? '';
  return `${toIso(value).slice(0, 19)}.${fraction.padEnd(6, '0')}Z`;
}

/** A record's `created_at` and `updated_at` as the wire carries them (the latter exact: an edit sends it back). */
export function recordTimes(r: { createdAt: string | Date; updatedAt: string }) {
  return { created_at: toIso(r.createdAt), updated_at: toExactIso(r.updatedAt) };
}

/** PostgreSQL's timestamptz text or ISO 8601: date, time, optional fraction and offset. */
const TIMESTAMP = /^(\d{4})-(\d\d)-(\d\d)[ T](\d\d):(\d\d):(\d\d)(\.\d{1,6})?(?:([+-])(\d\d)(?::?(\d\d))?|Z)$/;

/**
 * A timestamp a client sent back (a cursor, a date filter), or null unless it names a real
 * instant: the shape alone lets 2026-02-30 or 24:00 through to PostgreSQL, which answers with an
 * error, so the calendar date and the clock must survive a round trip unchanged.
 */
export function parseTimestamp(text: string): string | null {
  const m = TIMESTAMP.exec(text);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const offsetHours = m[9] === undefined ? 0 : Number(m[9]);
  const offsetMinutes = m[10] === undefined ? 0 : Number(m[10]);
  if (year < 1 || hour > 23 || minute > 59 || second > 59 || offsetHours > 15 || offsetMinutes > 59) return null;
  const date = new Date(Date.UTC(2000, month - 1, day, hour, minute, second));
  date.setUTCFullYear(year);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return text;
}

const clocks = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of an instant in a time zone (the tenant's: every time an operator reads or sets). */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export function wallClock(at: Date, timeZone: string): WallClock {
  let format = clocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    clocks.set(timeZone, format);
  }
  const parts = format.formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/**
 * The instant a wall-clock minute of a local day names in the zone (`minuteOfDay` may pass 24 h):
 * guessed as UTC, then moved by the zone's offset at the guess — twice, so a daylight-saving
 * change between the two is followed.
 */
export function zonedInstant(year: number, month: number, day: number, minuteOfDay: number, timeZone: string): Date {
  const asUtc = Date.UTC(year, month - 1, day, 0, minuteOfDay);
  let instant = asUtc;
  for (let i = 0; i < 2; i++) {
    const seen = wallClock(new Date(instant), timeZone);
    instant += asUtc - Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute, seen.second);
  }
  return new Date(instant);
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * PostgreSQL timestamptz text (or a Date) → `2026-11-25 15:30:12` on the wall clock of `timeZone`
 * (a report's date cells, in the tenant's zone; the column's title names the zone).
 */
export function toZonedText(value: string | Date, timeZone: string): string {
  const c = wallClock(new Date(toIso(value)), timeZone);
  return `${c.year}-${two(c.month)}-${two(c.day)} ${two(c.hour)}:${two(c.minute)}:${two(c.second)}`;
}
