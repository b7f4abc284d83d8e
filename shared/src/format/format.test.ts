import {
  EMPTY,
  REFUND_SUCCESS_TEXT,
  DEFAULT_TIME_ZONE,
  displayTimeZone,
  formatBucket,
  formatDate,
  setDisplayTimeZone,
  isDefaultRow,
  orEmpty,
  parseDateInput,
  plural,
  remainingTime,
  rupees,
  statusInfo,
  vendStatusText,
} from './format';

describe('plural', () => {
  it('agrees the noun with the count', () => {
    expect(plural(1, 'wallet')).toBe('1 wallet');
    expect(plural(0, 'wallet')).toBe('0 wallets');
    expect(plural(3, 'wallet')).toBe('3 wallets');
    expect(plural(100000, 'member')).toBe('1,00,000 members');
  });

  it('takes a plural that is not the noun + s', () => {
    expect(plural(1, 'already a member', 'already members')).toBe('1 already a member');
    expect(plural(2, 'already a member', 'already members')).toBe('2 already members');
  });
});

describe('rupees', () => {
  it('prefixes ₹ with Indian grouping and two decimals', () => {
    expect(rupees(123456.5)).toBe('₹1,23,456.50');
    expect(rupees(1234567)).toBe('₹12,34,567.00');
    expect(rupees(999)).toBe('₹999.00');
    expect(rupees(1000)).toBe('₹1,000.00');
    expect(rupees(100000)).toBe('₹1,00,000.00');
    expect(rupees(0)).toBe('₹0.00');
  });

  it('puts the sign before the ₹ and never shows -₹0.00', () => {
    expect(rupees(-12)).toBe('-₹12.00');
    expect(rupees(-123456.5)).toBe('-₹1,23,456.50');
    expect(rupees(-0.001)).toBe('₹0.00');
  });

  it('accepts numeric strings', () => {
    expect(rupees('12.5')).toBe('₹12.50');
    expect(rupees(' 1234567.891 ')).toBe('₹12,34,567.89');
  });

  it('shows -- for empty or unreadable amounts', () => {
    expect(rupees(null)).toBe('--');
    expect(rupees(undefined)).toBe('--');
    expect(rupees('')).toBe('--');
    expect(rupees('abc')).toBe('--');
    expect(rupees(Number.NaN)).toBe('--');
  });
});

describe('orEmpty', () => {
  it('shows -- for null, undefined, empty and whitespace', () => {
    expect(EMPTY).toBe('--');
    expect(orEmpty(null)).toBe('--');
    expect(orEmpty(undefined)).toBe('--');
    expect(orEmpty('')).toBe('--');
    expect(orEmpty('  \t')).toBe('--');
  });

  it('keeps every other value, falsy ones included', () => {
    expect(orEmpty(0)).toBe('0');
    expect(orEmpty(false)).toBe('false');
    expect(orEmpty('Asha')).toBe('Asha');
    expect(orEmpty(42)).toBe('42');
  });
});

describe('statuses', () => {
  it('words and colours 0/1/2', () => {
    expect(statusInfo(0)).toEqual({ text: 'Pending', colorPalette: 'yellow' });
    expect(statusInfo(1)).toEqual({ text: 'Success', colorPalette: 'green' });
    expect(statusInfo(2)).toEqual({ text: 'Failure', colorPalette: 'red' });
  });

  it('shows unknown codes as -- in gray', () => {
    expect(statusInfo(9)).toEqual({ text: '--', colorPalette: 'gray' });
    expect(statusInfo(-1)).toEqual({ text: '--', colorPalette: 'gray' });
    expect(statusInfo(null)).toEqual({ text: '--', colorPalette: 'gray' });
  });

  it('hands out copies, so one caller cannot repaint another', () => {
    statusInfo(1).text = 'changed';
    expect(statusInfo(1).text).toBe('Success');
  });

  it('words vend and refund statuses', () => {
    expect(vendStatusText('pending')).toBe('Pending');
    expect(vendStatusText('success')).toBe('Vend Success');
    expect(vendStatusText('partial')).toBe('Partial Vend');
    expect(vendStatusText('failed')).toBe('Vend Failed');
    expect(vendStatusText('toString')).toBe('--');
    expect(vendStatusText(null)).toBe('--');
    expect(REFUND_SUCCESS_TEXT).toBe('Refund Success');
  });
});

describe('remainingTime', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  const MINUTE = 60_000;
  const HOUR = 60 * MINUTE;
  const DAY = 24 * HOUR;
  const later = (ms: number) => new Date(now.getTime() + ms);

  it('says Expired once the end has passed', () => {
    expect(remainingTime(later(-1), now)).toBe('Expired');
    expect(remainingTime(later(-400 * DAY), now)).toBe('Expired');
    expect(remainingTime(now, now)).toBe('Expired');
  });

  it('carries days into weeks, months (30 days) and years (12 months)', () => {
    expect(remainingTime(later(45 * DAY), now)).toBe('1 month 2 weeks 1 day');
    expect(remainingTime(later(400 * DAY), now)).toBe('1 year 1 month 1 week 3 days');
    expect(remainingTime(later(360 * DAY), now)).toBe('1 year');
    expect(remainingTime(later(29 * DAY), now)).toBe('4 weeks 1 day');
    expect(remainingTime(later(30 * DAY), now)).toBe('1 month');
    expect(remainingTime(later(7 * DAY), now)).toBe('1 week');
  });

  it('writes every part, singular and plural, and omits zeros', () => {
    const span = 360 * DAY + 2 * 30 * DAY + 3 * DAY + 4 * HOUR + 5 * MINUTE;
    expect(remainingTime(later(span), now)).toBe('1 year 2 months 3 days 4 hours 5 minutes');
    const plural = 2 * 360 * DAY + 2 * 7 * DAY + 2 * DAY + 2 * HOUR + 2 * MINUTE;
    expect(remainingTime(later(plural), now)).toBe('2 years 2 weeks 2 days 2 hours 2 minutes');
    expect(remainingTime(later(DAY + HOUR + MINUTE), now)).toBe('1 day 1 hour 1 minute');
    expect(remainingTime(later(DAY + 2 * HOUR + 5 * MINUTE), now)).toBe('1 day 2 hours 5 minutes');
  });

  it('drops the seconds and says 0 minutes under a minute', () => {
    expect(remainingTime(later(30_000), now)).toBe('0 minutes');
    expect(remainingTime(later(1), now)).toBe('0 minutes');
    expect(remainingTime(later(MINUTE + 59_999), now)).toBe('1 minute');
  });

  it('accepts an ISO string and shows -- for an unreadable one', () => {
    expect(remainingTime('2026-01-02T03:00:00Z', now)).toBe('1 day 3 hours');
    expect(remainingTime('soon', now)).toBe('--');
  });
});

describe('parseDateInput', () => {
  it('reads year-month-day as local midnight', () => {
    const date = parseDateInput('2026-03-04');
    expect(date).not.toBeNull();
    expect([date!.getFullYear(), date!.getMonth(), date!.getDate(), date!.getHours(), date!.getMinutes()]).toEqual([
      2026, 2, 4, 0, 0,
    ]);
  });

  it('reads an optional T hours:minutes in local time', () => {
    const date = parseDateInput('2026-03-04T09:30');
    expect(date?.getTime()).toBe(new Date(2026, 2, 4, 9, 30).getTime());
    expect(parseDateInput('2026-12-31T23:59')?.getMinutes()).toBe(59);
  });

  it('refuses impossible dates and times', () => {
    expect(parseDateInput('2026-02-30')).toBeNull();
    expect(parseDateInput('2026-02-29')).toBeNull();
    expect(parseDateInput('2028-02-29')?.getDate()).toBe(29);
    expect(parseDateInput('2026-13-01')).toBeNull();
    expect(parseDateInput('2026-00-10')).toBeNull();
    expect(parseDateInput('2026-04-31')).toBeNull();
    expect(parseDateInput('2026-03-04T25:00')).toBeNull();
    expect(parseDateInput('2026-03-04T24:00')).toBeNull();
    expect(parseDateInput('2026-03-04T09:60')).toBeNull();
  });

  it('keeps two-digit-looking years as written', () => {
    expect(parseDateInput('0026-03-04')?.getFullYear()).toBe(26);
  });

  it('refuses every other shape', () => {
    for (const text of [
      '',
      '04-03-2026',
      '2026/03/04',
      '2026-3-4',
      '2026-03-04 09:30',
      '2026-03-04T9:30',
      '2026-03-04T09:30:00',
      '2026-03-04T09:30Z',
      '2026-03-04T',
      'tomorrow',
    ]) {
      expect(parseDateInput(text)).toBeNull();
    }
  });
});

describe('formatDate', () => {
  afterEach(() => setDisplayTimeZone(DEFAULT_TIME_ZONE));

  it("writes day, short month, year and 24-hour time in the tenant's zone, whatever the browser's", () => {
    // 08:35 UTC is 14:05 in India (the default zone) and 03:35 in New York.
    expect(formatDate('2026-11-22T08:35:00Z')).toBe('22 Nov 2026, 14:05');
    expect(formatDate(new Date(Date.UTC(2026, 0, 4, 18, 37)))).toBe('05 Jan 2026, 00:07');
    setDisplayTimeZone('America/New_York');
    expect(formatDate('2026-11-22T08:35:00Z')).toBe('22 Nov 2026, 03:35');
    expect(displayTimeZone()).toEqual({ name: 'America/New_York', abbreviation: expect.any(String) });
  });

  it("names the zone, keeps it when told one Intl does not know, and labels a chart's bucket as the server cut it", () => {
    expect(displayTimeZone()).toEqual({ name: 'Asia/Kolkata', abbreviation: 'IST' });
    // The server's buckets are the tenant's wall-clock starts: read as written, never shifted.
    expect(formatBucket('2026-11-22T22:00', 'hour')).toBe('22:00');
    expect(formatBucket('2026-11-23T00:00', 'day')).toBe('23 Nov');
    expect(formatBucket('not a bucket', 'day')).toBe('--');
    setDisplayTimeZone('Mars/Olympus_Mons');
    expect(displayTimeZone().name).toBe('Asia/Kolkata');
  });

  it('shows -- for empty or invalid input', () => {
    expect(formatDate(null)).toBe('--');
    expect(formatDate(undefined)).toBe('--');
    expect(formatDate('')).toBe('--');
    expect(formatDate('not a date')).toBe('--');
    expect(formatDate(new Date(Number.NaN))).toBe('--');
  });
});

describe('isDefaultRow', () => {
  it('is true only for a truthy is_default', () => {
    expect(isDefaultRow({ is_default: true })).toBe(true);
    expect(isDefaultRow({ is_default: 1 })).toBe(true);
    expect(isDefaultRow({ is_default: false })).toBe(false);
    expect(isDefaultRow({ is_default: null })).toBe(false);
    expect(isDefaultRow({})).toBe(false);
  });
});
