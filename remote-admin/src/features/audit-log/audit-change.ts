/**
 * What an audited write changed: the before and after records side by side, field by field. A
 * create has no before and a delete no after; an update's unchanged fields are kept apart so the
 * view shows what moved first.
 */

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

/** Every field of either side, the changed ones first (in the record's own order). */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  const rows = fields.map((field) => {
    const was = showValue(b[field]);
    const is = showValue(a[field]);
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
