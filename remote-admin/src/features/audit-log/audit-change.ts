/**
 * What an audited write changed: the before and after records side by side, field by field. A
 * create has no before and a delete no after; an update's unchanged fields are kept apart so the
 * view shows what moved first. Money fields read as money (₹1,250.00) and times as times (in the
 * tenant's zone), as everywhere else.
 */
import { formatDate, rupees } from '@console/shared';

export interface FieldChange {
  field: string;
  before: string;
  after: string;
  changed: boolean;
}

/** Fields that say nothing about the change itself. */
const QUIET_FIELDS = new Set(['updated_at']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as one line: `--` for none, names for a list of `{ id, name }`, JSON for anything else. */
export function showValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '--';
  if (Array.isArray(value)) {
    if (value.length === 0) return '--';
    if (value.every((v) => isRecord(v) && typeof v.name === 'string')) {
      return value.map((v) => (v as { name: string }).name).join(', ');
    }
    return value.map(showValue).join(', ');
  }
  if (isRecord(value)) return JSON.stringify(value);
  return String(value);
}

/** The fields the API carries as rupees (wallets, movements, requests, products, refunds). */
const MONEY_FIELDS = new Set([
  'amount',
  'balance',
  'credit_limit',
  'previous_balance',
  'after_balance',
  'transaction_amount',
  'refunded_amount',
  'refund_amount',
  'total_amount',
  'mrp',
]);

const isAmount = (value: unknown) =>
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)));

const isInstant = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && !Number.isNaN(Date.parse(value));

/** A field's value as one line: money as rupees, a `…_at` instant as a time, the rest as `showValue` says. */
export function showField(field: string, value: unknown): string {
  if (MONEY_FIELDS.has(field) && isAmount(value)) return rupees(value as number | string);
  if (field.endsWith('_at') && isInstant(value)) return formatDate(value);
  return showValue(value);
}

/**
 * The record's own name, as its screens call it: its name, a person's first and last name, or a
 * user's e-mail; undefined for a record without one (an order, a session).
 */
export function recordName(before: unknown, after: unknown): string | undefined {
  const record = isRecord(after) ? after : isRecord(before) ? before : undefined;
  if (!record) return undefined;
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
  const person = [text(record.first_name), text(record.last_name)].filter(Boolean).join(' ');
  return text(record.name) ?? (person || undefined) ?? text(record.email);
}

/** Every field of either side, the changed ones first (in the record's own order). */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  const rows = fields.map((field) => {
    const was = showField(field, b[field]);
    const is = showField(field, a[field]);
    return {
      field,
      before: isRecord(before) ? was : '--',
      after: isRecord(after) ? is : '--',
      changed: JSON.stringify(b[field]) !== JSON.stringify(a[field]) && !QUIET_FIELDS.has(field),
    };
  });
  return [...rows.filter((r) => r.changed), ...rows.filter((r) => !r.changed)];
}

/** The changed fields' names for the table ("name, customer_groups"). */
export function changedFieldNames(before: unknown, after: unknown): string[] {
  return fieldChanges(before, after)
    .filter((r) => r.changed)
    .map((r) => r.field);
}
