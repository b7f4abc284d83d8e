/** A report's selection in words (the Reports page's Filters, the mail's subject): its period first. */
import { dateTimeFormat } from '@console/shared/contracts/date-time';

/**
 * "01 Nov 2026, 10:00 – now (Asia/Kolkata)", or "All time": in the tenant's zone, named as a
 * file's date column names it (a name, not "IST", holds across a change of summer time).
 */
export function periodWords(selection: { from?: string; to?: string }, timeZone: string): string {
  if (!selection.from) return 'All time';
  const format = dateTimeFormat(timeZone);
  const to = selection.to ? format.format(new Date(selection.to)) : 'now';
  return `${format.format(new Date(selection.from))} – ${to} (${timeZone})`;
}
