/**
 * The console's one date-time format, "27 Nov 2026, 16:39" (24-hour), in a given zone, and the
 * zone's short name ("IST"). The console shows every time this way; the server words a report's
 * period the same way, so the Reports page, a mail and a screen read alike.
 */

/**
 * The formatter of "27 Nov 2026, 16:39" in `timeZone` (Intl refuses a zone it does not know);
 * `locale` 'hi-IN' names the month in Hindi ("27 नव॰ 2026, 16:39").
 */
export function dateTimeFormat(timeZone: string, locale = 'en-IN'): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, {
    numberingSystem: 'latn',
    timeZone,
    hourCycle: 'h23',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** The zone's short name ("IST") where one exists, else its offset ("GMT-5"), at `at`. */
export function zoneAbbreviation(timeZone: string, at = new Date()): string {
  return (
    new Intl.DateTimeFormat('en-IN', { timeZone, timeZoneName: 'short' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value ?? timeZone
  );
}
