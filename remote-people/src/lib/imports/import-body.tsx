/**
 * What the import dialog shows: the columns the file takes, the file (locked once checked), the
 * template, then the dry run's counts and its rows with errors, the import's progress, and its
 * counts with the failed rows to download.
 */
import { plural } from '@console/shared';
import type { Import, ImportDryRun, ImportKind } from '@console/shared/contracts';
import { Alert, Box, Button, Code, Field, Input, Link, ProgressBar, Table, Text } from '@console/shared/ui';
import type { FormikProps } from 'formik';
import { IMPORT_COLUMNS, importTemplate } from '@console/shared/contracts/import-kinds';
import type { ImportKindWords, OutcomeWords } from './import-kinds';

export type ImportPhase = 'form' | 'checked' | 'running' | 'done';

export interface ImportValues {
  file: File | null;
}

/** The template: the header row alone, as a link the browser saves. */
const templateHref = (kind: ImportKind) => `data:text/csv;charset=utf-8,${encodeURIComponent(importTemplate(kind))}`;

/** `a`, `b` and `c` (or `or`): the column names as code. */
const columnList = (names: readonly string[], last = 'and') =>
  names.map((name, i) => [i === 0 ? '' : i === names.length - 1 ? ` ${last} ` : ', ', <Code key={name}>{name}</Code>]);

/**
 * "995 will be created, 5 rows have errors." — the counts that are not zero, in the kind's words
 * (`failed` says how the failed rows read).
 */
function countsText(words: OutcomeWords, counts: Import['counts'], failed: [one: string, many: string]): string {
  const parts = [
    counts.created > 0 && `${counts.created.toLocaleString('en-IN')} ${words.created}`,
    counts.updated > 0 && `${counts.updated.toLocaleString('en-IN')} ${words.updated}`,
    counts.unchanged > 0 && `${counts.unchanged.toLocaleString('en-IN')} ${words.unchanged}`,
    counts.failed > 0 && plural(counts.failed, ...failed),
  ].filter(Boolean);
  return parts.length > 0 ? `${parts.join(', ')}.` : 'The file has no rows.';
}

export function ImportBody({
  form: { values, setFieldValue, errors },
  kind,
  words,
  phase,
  dryRun,
  progress,
  onFileChange,
  onDownloadFailed,
  downloading,
}: {
  form: FormikProps<ImportValues>;
  kind: ImportKind;
  words: ImportKindWords;
  phase: ImportPhase;
  dryRun: ImportDryRun | undefined;
  progress: Import | undefined;
  onFileChange(): void;
  onDownloadFailed(): void;
  downloading: boolean;
}) {
  const { required, optional } = IMPORT_COLUMNS[kind];
  const errorRows = dryRun?.rows.filter((row) => row.outcome === 'failed') ?? [];
  return (
    <>
      <Text>
        A CSV file with a header row: {columnList(required)}
        {optional.length > 0 && <>, and any of {columnList(optional, 'or')}</>}, in any order.{' '}
        <Link href={templateHref(kind)} download={words.templateName} colorPalette="blue" textDecoration="underline">
          Download a template
        </Link>
      </Text>
      <Field.Root invalid={!!errors.file}>
        <Field.Label>CSV file</Field.Label>
        <Input
          type="file"
          accept=".csv,text/csv"
          p="1"
          disabled={phase !== 'form'}
          onChange={(event) => {
            onFileChange();
            void setFieldValue('file', event.currentTarget.files?.[0] ?? null);
          }}
        />
        {values.file && phase === 'form' && <Field.HelperText>{values.file.name}</Field.HelperText>}
        {errors.file && <Field.ErrorText aria-live="polite">{String(errors.file)}</Field.ErrorText>}
      </Field.Root>
      {dryRun && (
        <Box role="status" aria-label="Dry run summary" borderWidth="1px" borderRadius="md" p="3" bg="bg.muted">
          <Text fontWeight="semibold">
            {countsText(words.checked, dryRun.counts, ['row has errors', 'rows have errors'])}
          </Text>
          <Text fontSize="sm">Nothing has been imported yet.</Text>
        </Box>
      )}
      {errorRows.length > 0 && (
        <Box maxH="60" overflowY="auto" borderWidth="1px" borderRadius="md" tabIndex={0} aria-label="Rows with errors">
          <Table.Root size="sm">
            <Table.Caption srOnly>Rows with errors</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader w="16">Line</Table.ColumnHeader>
                <Table.ColumnHeader>Error</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {errorRows.map((row) => (
                <Table.Row key={row.line}>
                  <Table.Cell>{row.line}</Table.Cell>
                  <Table.Cell whiteSpace="normal">{row.message}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      {dryRun && dryRun.rows_left_off > 0 && (
        <Text fontSize="sm">
          {plural(dryRun.rows_left_off, 'more row has', 'more rows have')} errors not listed here: fix these and run the
          dry run again.
        </Text>
      )}
      {(phase === 'running' || phase === 'done') && progress && (
        <Box>
          <Text mb="1">
            {phase === 'running' ? 'Importing' : 'Processed'} {progress.processed.toLocaleString('en-IN')} of{' '}
            {plural(progress.total, 'row')}
          </Text>
          <ProgressBar label="Import progress" value={progress.processed} max={progress.total} />
        </Box>
      )}
      {phase === 'done' && progress && (
        <Box role="status" aria-label="Import summary" borderWidth="1px" borderRadius="md" p="3">
          <Text fontWeight="semibold">{countsText(words.done, progress.counts, ['row failed', 'rows failed'])}</Text>
          {progress.counts.failed > 0 && (
            <Button mt="2" size="sm" variant="outline" loading={downloading} onClick={onDownloadFailed}>
              Download Failed Rows
            </Button>
          )}
        </Box>
      )}
      {phase === 'done' && progress?.status === 'failed' && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{progress.error ?? 'The import could not finish.'}</Alert.Title>
        </Alert.Root>
      )}
    </>
  );
}
