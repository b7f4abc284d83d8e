/** A report's selection in words (the Reports page's Filters, the mail's subject): its period first. */

function formatInstant(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));
}

/** "1 Nov 2026, 10:00 am – now", or "All time", in the tenant's zone. */
export function periodWords(selection: { from?: string; to?: string }, timeZone: string): string {
  if (!selection.from) return 'All time';
  const to = selection.to ? formatInstant(selection.to, timeZone) : 'now';
  return `${formatInstant(selection.from, timeZone)} – ${to}`;
}
