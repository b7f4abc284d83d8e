/**
 * CSV imports' wire shapes (`import-kinds.ts` holds the kinds, columns and limits). An upload is
 * multipart/form-data: the text fields of `ImportUploadFields` first, then one file part named
 * `file` (text/csv, UTF-8, a BOM allowed). A dry run reads the file and answers what each row would
 * do, writing nothing; an import stores the file's rows and runs them as a job on the durable
 * queue, once per file: the same bytes uploaded again for the same kind (and group) answer the
 * import they made (200), queuing nothing. A malformed file is refused (400, `{ message }`)
 * before anything is written.
 */
import { Type, type Static } from 'typebox';
import { DataResponse, fieldsOf, Nullable, OneOf } from './common';
import { IMPORT_KINDS, IMPORT_OUTCOMES, IMPORT_STATUSES } from './import-kinds';

export const ImportKindSchema = OneOf(IMPORT_KINDS);
export const ImportOutcomeSchema = OneOf(IMPORT_OUTCOMES);
export const ImportStatusSchema = OneOf(IMPORT_STATUSES);

/**
 * The multipart text fields beside the `file` part: `kind`, and `group_id` (a group's id as
 * digits) for `group-members` only — an unknown group is 404 before anything is written.
 */
export const ImportUploadFields = Type.Object(
  {
    kind: ImportKindSchema,
    group_id: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,9}$' })),
  },
  { additionalProperties: false },
);
export type ImportUploadFields = Static<typeof ImportUploadFields>;

/** How many rows ended (or in a dry run would end) each way. */
export const ImportCounts = Type.Object(fieldsOf(Type.Integer(), ...IMPORT_OUTCOMES));
export type ImportCounts = Static<typeof ImportCounts>;

/** One row of a dry run: its line in the file (the header is line 1), outcome, and the error when it failed. */
export const ImportDryRunRow = Type.Object({
  line: Type.Integer(),
  outcome: ImportOutcomeSchema,
  message: Nullable(Type.String()),
});
export type ImportDryRunRow = Static<typeof ImportDryRunRow>;

/**
 * A dry run: the data rows (`total`), the count of each outcome, and `rows`: every failed row (up
 * to IMPORT_DRY_RUN_ERRORS_MAX) then the first IMPORT_DRY_RUN_OTHERS_MAX others, each by line;
 * `rows_left_off` counts the failed rows beyond the cap. Nothing is written.
 */
export const ImportDryRun = Type.Object({
  kind: ImportKindSchema,
  total: Type.Integer(),
  counts: ImportCounts,
  rows: Type.Array(ImportDryRunRow),
  rows_left_off: Type.Integer(),
});
export type ImportDryRun = Static<typeof ImportDryRun>;

/**
 * An import and how far its job got: `total` data rows, `processed` of them with an outcome
 * (counted in `counts`); `error` says why a failed import stopped. `finished_at` is set once it
 * is done or failed; the failed rows' CSV is there from then on.
 */
export const Import = Type.Object({
  id: Type.Integer(),
  kind: ImportKindSchema,
  group_id: Nullable(Type.Integer()),
  file_name: Type.String(),
  status: ImportStatusSchema,
  ...fieldsOf(Type.Integer(), 'total', 'processed'),
  counts: ImportCounts,
  error: Nullable(Type.String()),
  created_at: Type.String(),
  finished_at: Nullable(Type.String()),
});
export type Import = Static<typeof Import>;
export const ImportResponse = DataResponse(Import);

/**
 * The imports' routes, spread into `ENDPOINTS`. The two uploads are `upload` entries (multipart,
 * no JSON body); a new import answers 202, a file already imported 200 with its import. Who may:
 * customers as who creates customers, top-ups as who funds wallets, group members as who edits
 * groups.
 */
export const IMPORT_ENDPOINTS = {
  'POST /customer/imports/dry-run': { upload: ImportUploadFields, response: DataResponse(ImportDryRun) },
  'POST /customer/imports': { upload: ImportUploadFields, response: ImportResponse, status: [200, 202] },
  'GET /customer/imports/:id': { response: ImportResponse },
  'GET /customer/imports/:id/failed-rows': { file: true },
} as const;
