/**
 * What the import dialog shows: the columns the file takes, the file (locked once checked), the
 * template, then the dry run's counts and its rows with errors, the import's progress, and its
 * counts with the failed rows to download.
 */
import { useServerMessage } from '@console/shared';
import type { Import, ImportDryRun, ImportKind } from '@console/shared/contracts';
import { Alert, Box, Button, Code, Field, Input, Link, ProgressBar, Table, Text } from '@console/shared/ui';
import type { FormikProps } from 'formik';
import { IMPORT_COLUMNS, importTemplate } from '@console/shared/contracts/import-kinds';
import type { ImportKindWords, OutcomeWords } from './import-kinds';
import { catalogue, type PeopleT } from '../../i18n/catalogue';

export type ImportPhase = 'form' | 'checked' | 'running' | 'done';

export interface ImportValues {
  file: File | null;
}

/** The template: the header row alone, as a link the browser saves. */
const templateHref = (kind: ImportKind) => `data:text/csv;charset=utf-8,${encodeURIComponent(importTemplate(kind))}`;

/** `a`, `b` and `c` (or `or`, as `last` says it): the column names as code. */
const columnList = (names: readonly string[], last: string) =>
  names.map((name, i) => [i === 0 ? '' : i === names.length - 1 ? ` ${last} ` : ', ', <Code key={name}>{name}</Code>]);

/**
 * "995 will be created, 5 rows have errors." — the counts that are not zero, in the kind's words
 * (`failed` says how the failed rows read).
 */
function countsText(
  t: PeopleT,
  words: OutcomeWords,
  counts: Import['counts'],
  failed: 'imports.rowErrors' | 'imports.rowsFailed',
): string {
  const count = (n: number) => ({ count: n.toLocaleString('en-IN') });
  const parts = [
    counts.created > 0 && t(words.created, count(counts.created)),
    counts.updated > 0 && t(words.updated, count(counts.updated)),
    counts.unchanged > 0 && t(words.unchanged, count(counts.unchanged)),
    counts.failed > 0 && t.plural(failed, counts.failed),
  ].filter(Boolean);
  return parts.length > 0 ? `${parts.join(', ')}.` : t('imports.noRows');
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
  const t = catalogue.useT();
  // A row's error is the server's sentence, in the language shown.
  const serverMessage = useServerMessage();
  const { required, optional } = IMPORT_COLUMNS[kind];
  const errorRows = dryRun?.rows.filter((row) => row.outcome === 'failed') ?? [];
  return (
    <>
      <Text>
        {t('imports.intro')} {columnList(required, t('imports.and'))}
        {optional.length > 0 && (
          <>
            {t('imports.anyOf')} {columnList(optional, t('imports.or'))}
          </>
        )}
        {t('imports.anyOrder')}{' '}
        <Link href={templateHref(kind)} download={words.templateName} colorPalette="blue" textDecoration="underline">
          {t('imports.template')}
        </Link>
      </Text>
      <Field.Root invalid={!!errors.file}>
        <Field.Label>{t('imports.file')}</Field.Label>
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
        <Box
          role="status"
          aria-label={t('imports.dryRunSummary')}
          borderWidth="1px"
          borderRadius="md"
          p="3"
          bg="bg.muted"
        >
          <Text fontWeight="semibold">{countsText(t, words.checked, dryRun.counts, 'imports.rowErrors')}</Text>
          <Text fontSize="sm">{t('imports.nothingYet')}</Text>
        </Box>
      )}
      {errorRows.length > 0 && (
        <Box
          maxH="60"
          overflowY="auto"
          borderWidth="1px"
          borderRadius="md"
          tabIndex={0}
          aria-label={t('imports.errorRows')}
        >
          <Table.Root size="sm">
            <Table.Caption srOnly>{t('imports.errorRows')}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader w="16">{t('imports.line')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('imports.error')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {errorRows.map((row) => (
                <Table.Row key={row.line}>
                  <Table.Cell>{row.line}</Table.Cell>
                  <Table.Cell whiteSpace="normal">{row.message && serverMessage(row.message)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      {dryRun && dryRun.rows_left_off > 0 && (
        <Text fontSize="sm">{t.plural('imports.moreErrors', dryRun.rows_left_off)}</Text>
      )}
      {(phase === 'running' || phase === 'done') && progress && (
        <Box>
          <Text mb="1">
            {t(phase === 'running' ? 'imports.importing' : 'imports.processed', {
              done: progress.processed.toLocaleString('en-IN'),
              rows: t.plural('imports.rows', progress.total),
            })}
          </Text>
          <ProgressBar label={t('imports.progress')} value={progress.processed} max={progress.total} />
        </Box>
      )}
      {phase === 'done' && progress && (
        <Box role="status" aria-label={t('imports.summary')} borderWidth="1px" borderRadius="md" p="3">
          <Text fontWeight="semibold">{countsText(t, words.done, progress.counts, 'imports.rowsFailed')}</Text>
          {progress.counts.failed > 0 && (
            <Button mt="2" size="sm" variant="outline" loading={downloading} onClick={onDownloadFailed}>
              {t('imports.downloadFailed')}
            </Button>
          )}
        </Box>
      )}
      {phase === 'done' && progress?.status === 'failed' && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{progress.error ?? t('imports.couldNotFinish')}</Alert.Title>
        </Alert.Root>
      )}
    </>
  );
}
