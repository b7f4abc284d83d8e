/** A report's selection in words (the Reports page's Filters, the mail's subject): its period first. */

/** The console's one date-time format, "27 Nov 2026, 16:39" (24-hour), in the tenant's zone. */
function formatInstant(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-IN', {
    timeZone,
    hourCycle: 'h23',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

/** "01 Nov 2026, 10:00 – now", or "All time", in the tenant's zone. */
export function periodWords(selection: { from?: string; to?: string }, timeZone: string): string {
  if (!selection.from) return 'All time';
  const to = selection.to ? formatInstant(selection.to, timeZone) : 'now';
  return `${formatInstant(selection.from, timeZone)} – ${to}`;
}
