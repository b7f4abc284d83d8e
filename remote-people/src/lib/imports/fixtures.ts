/** Imports and dry runs as the API answers them, for this feature's tests. */
import type { Import, ImportDryRun } from '@console/shared/contracts';

const NONE = { created: 0, updated: 0, unchanged: 0, failed: 0 };

/** An import of 1 000 customers as the server answers it: queued, nothing processed yet. */
export function makeImport(overrides: Partial<Import> = {}): Import {
  return {
    id: 61,
    kind: 'customers',
    group_id: null,
    file_name: 'people.csv',
    status: 'queued',
    total: 1000,
    processed: 0,
    counts: NONE,
    error: null,
    created_at: '2026-03-02T09:30:00.000Z',
    finished_at: null,
    ...overrides,
  };
}

/** The dry run of that file: 995 new customers, and five rows with errors (lines 4, 10, 200, 501, 1001). */
export function makeDryRun(overrides: Partial<ImportDryRun> = {}): ImportDryRun {
  return {
    kind: 'customers',
    total: 1000,
    counts: { ...NONE, created: 995, failed: 5 },
    rows: [
      { line: 2, outcome: 'created', message: null },
      { line: 4, outcome: 'failed', message: 'Please enter a valid mobile number.' },
      { line: 10, outcome: 'failed', message: 'This mobile number already belongs to another customer.' },
      { line: 200, outcome: 'failed', message: 'First Name is required.' },
      { line: 501, outcome: 'failed', message: 'Please enter a valid email address.' },
      { line: 1001, outcome: 'failed', message: 'Please enter a valid mobile number.' },
    ],
    rows_left_off: 0,
    ...overrides,
  };
}
