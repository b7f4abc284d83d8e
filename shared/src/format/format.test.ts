import { formatDate, orEmpty, parseDateInput, remainingTime, rupees, statusInfo } from './format';

describe('formatting', () => {
  it('prefixes rupees with Indian grouping and two decimals', () => {
    expect(rupees(1234567)).toBe('₹12,34,567.00');
    expect(rupees('12.5')).toBe('₹12.50');
    expect(rupees(0)).toBe('₹0.00');
    expect(rupees(-12)).toBe('-₹12.00');
    expect(rupees(null)).toBe('--');
    expect(rupees('')).toBe('--');
  });

  it('shows -- for empty values', () => {
    expect(orEmpty(undefined)).toBe('--');
    expect(orEmpty('  ')).toBe('--');
    expect(orEmpty(0)).toBe('0');
  });

  it('colours statuses 0/1/2', () => {
    expect(statusInfo(0)).toEqual({ text: 'Pending', colorPalette: 'yellow' });
    expect(statusInfo(1)).toEqual({ text: 'Success', colorPalette: 'green' });
    expect(statusInfo(2)).toEqual({ text: 'Failure', colorPalette: 'red' });
    expect(statusInfo(9).text).toBe('--');
  });

  it('tells the remaining time with 30-day months, 12-month years and 7-day weeks', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const later = (ms: number) => new Date(now.getTime() + ms);
    const day = 86_400_000;
    expect(remainingTime(later(-1), now)).toBe('Expired');
    expect(remainingTime(later(45 * day), now)).toBe('1 month 2 weeks 1 day');
    expect(remainingTime(later(400 * day), now)).toBe('1 year 1 month 1 week 3 days');
    expect(remainingTime(later(day + 2 * 3_600_000 + 5 * 60_000), now)).toBe('1 day 2 hours 5 minutes');
    expect(remainingTime(later(30_000), now)).toBe('0 minutes');
  });

  it('parses year-month-day with an optional time and refuses impossible dates', () => {
    expect(parseDateInput('2026-03-04')?.getDate()).toBe(4);
    expect(parseDateInput('2026-03-04T09:30')?.getHours()).toBe(9);
    expect(parseDateInput('2026-02-30')).toBeNull();
    expect(parseDateInput('04-03-2026')).toBeNull();
    expect(parseDateInput('2026-03-04T25:00')).toBeNull();
  });

  it('formats dates or shows --', () => {
    expect(formatDate('not a date')).toBe('--');
    expect(formatDate(null)).toBe('--');
    expect(formatDate('2026-11-22T14:05:00')).toMatch(/22 Nov 2026/);
  });
});
