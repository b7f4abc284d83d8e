/**
 * Why the sync cannot take a feed's touchpoint as sent: its _conflict_ reason, or null. The record
 * passed the feed format (feed-format.ts) — no hidden or control characters anywhere — and is held
 * here to what the console's own forms accept, so an operator can open and re-save whatever a sync
 * wrote: names, company and retailer as the touchpoint form's Label, product names as the product
 * form's Label and slots as its slot label; then its slots against its grid.
 */
import { Label, slotLabels, SlotLabel, type LabelFormat } from '@console/shared/contracts';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import type { FeedTouchpoint } from './feed-format';

/** What a refused text may hold, in words (the schemas' patterns, spelled out). */
const RULES = new Map<TSchema, string>([
  [Label, 'only letters, digits, spaces and & ( ) . _ / -, starting with a letter or digit'],
  [SlotLabel, 'only capital letters and digits'],
]);
const checks = new Map([...RULES.keys()].map((schema) => [schema, Compile(schema)]));

/**
 * Shows a refused value in a reason (it passed the format: nothing in it is hidden), cut after 40
 * code points so a surrogate pair is never split.
 */
function quoted(value: string): string {
  const points = [...value];
  return `"${points.length > 40 ? `${points.slice(0, 40).join('')}…` : value}"`;
}

/** Why `value` does not fit `schema`, as "<what> …", or null when it fits. */
function textConflict(what: string, value: string, schema: TSchema): string | null {
  const check = checks.get(schema)!;
  if (check.Check(value)) return null;
  const [error] = check.Errors(value);
  const limit = (error?.params as { limit?: number } | undefined)?.limit;
  if (error?.keyword === 'minLength') return `${what} is empty.`;
  if (error?.keyword === 'maxLength')
    return `${what} ${quoted(value)} is longer than ${limit} characters, the most the console keeps.`;
  return `${what} ${quoted(value)} may hold ${RULES.get(schema)}.`;
}

/** The first text of the record the console's forms would refuse. */
function textConflictOf(t: FeedTouchpoint): string | null {
  const texts: [string, string, TSchema][] = [['The name', t.name, Label]];
  if (t.company !== '') texts.push(['The company', t.company, Label]);
  if (t.retailer !== '') texts.push(['The retailer', t.retailer, Label]);
  for (const p of t.products) {
    texts.push(['The slot label', p.slot, SlotLabel]);
    texts.push([`The name of the product in slot ${p.slot}`, p.name, Label]);
  }
  for (const [what, value, schema] of texts) {
    const reason = textConflict(what, value, schema);
    if (reason) return reason;
  }
  return null;
}

/** Why a record cannot be taken as sent, or null. */
export function conflictOf(t: FeedTouchpoint): string | null {
  const text = textConflictOf(t);
  if (text) return text;
  const slots = t.products.map((p) => p.slot);
  const seen = new Set<string>();
  for (const slot of slots) {
    if (seen.has(slot)) return `Slot ${slot} is sent twice.`;
    seen.add(slot);
  }
  if (t.grid) {
    const labels = slotLabels(t.grid.rows, t.grid.columns, t.grid.label_format as LabelFormat);
    if (!labels.ok) return labels.reason;
    const known = new Set(labels.labels.flat());
    const outside = slots.filter((s) => !known.has(s));
    if (outside.length > 0)
      return `Slots ${outside.slice(0, 5).join(', ')} are not on the ${t.grid.rows} × ${t.grid.columns} grid.`;
  }
  if (t.location && (Math.abs(t.location.latitude) > 90 || Math.abs(t.location.longitude) > 180))
    return 'The location is outside the map.';
  return null;
}
