/**
 * CSV import, one dialog for every kind (customers on the People List, wallet top-ups on the
 * wallet list, members on a group's page): the operator picks a file (a template with the header
 * row is offered), and Dry Run asks the server what importing it would do — the counts, and every
 * row with an error by its line — writing nothing. Import then sends the file once; the server
 * stores it and runs the import as a job, which the dialog follows every second: a progress bar,
 * then the counts and, when some rows failed, their CSV to download. Closing the dialog does not
 * stop the import. Importing the same file again answers the same import: nothing is applied twice.
 *
 * The kit's FormDialog: its form is the file, its submit (Dry Run) is the check, and the check's
 * result, the progress and the summary are its follow-up step, under the form then locked. A
 * malformed file is refused with the server's reason, inside the dialog.
 */
import { invalidateResources } from '@console/shared';
import type { ImportKind } from '@console/shared/contracts';
import { IMPORT_MAX_FILE_BYTES } from '@console/shared/contracts/import-kinds';
import { FormDialog, type FollowUpButton } from '@console/shared/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { mixed, object } from 'yup';
import { useDownloadFailedRows } from '../../features/imports/api/download-failed-rows';
import { useDryRunImport } from '../../features/imports/api/dry-run-import';
import { importQuery, isUnderway } from '../../features/imports/api/get-import';
import { useStartImport } from '../../features/imports/api/start-import';
import { ImportBody, type ImportPhase, type ImportValues } from './import-body';
import { IMPORT_WORDS } from './import-kinds';
import { catalogue } from '../../i18n/catalogue';

const MB = IMPORT_MAX_FILE_BYTES / (1024 * 1024);
/** A file over the server's limit is refused here, with the server's words, before it is sent. */
const schema = object({
  file: mixed<File>().test(
    'size',
    () => catalogue.t('imports.tooLarge', { mb: MB }),
    (file) => !file || file.size <= IMPORT_MAX_FILE_BYTES,
  ),
});

interface ImportDialogProps {
  open: boolean;
  onClose(): void;
  /** The dialog's title (Import Customers, Import Top-ups, Import Members into Night Shift). */
  title: string;
  kind: ImportKind;
  /** The group the members go into (`group-members`). */
  groupId?: number;
}

export function ImportDialog(props: ImportDialogProps) {
  // Each open starts afresh (no file, no check); the dialog itself stays mounted, so it closes as
  // every dialog does. An import it was following goes on on the server.
  const [opens, setOpens] = useState(0);
  const [wasOpen, setWasOpen] = useState(props.open);
  if (props.open !== wasOpen) {
    setWasOpen(props.open);
    if (props.open) setOpens((n) => n + 1);
  }
  return <ImportSteps key={opens} {...props} />;
}

function ImportSteps({ open, onClose, title, kind, groupId }: ImportDialogProps) {
  const queryClient = useQueryClient();
  const t = catalogue.useT();
  const words = IMPORT_WORDS[kind];
  const [phase, setPhase] = useState<ImportPhase>('form');
  const [file, setFile] = useState<File | null>(null);
  const dryRun = useDryRunImport();
  const start = useStartImport();
  const failedRows = useDownloadFailedRows();
  const importId = start.data?.id ?? null;
  const { data: progress } = useQuery({ ...importQuery(importId ?? 0), enabled: importId !== null });
  // One refusal at a time: each step clears the others' before it runs.
  const call = {
    isPending: dryRun.isPending || start.isPending,
    error: failedRows.error ?? start.error ?? dryRun.error,
    reset: () => {
      dryRun.reset();
      start.reset();
      failedRows.reset();
    },
  };

  // The import has ended: its counts are final, and what it changed is shown everywhere.
  const ended = phase === 'running' && progress !== undefined && !isUnderway(progress);
  useEffect(() => {
    if (!ended) return;
    setPhase('done');
    void invalidateResources(queryClient, ...words.refreshes);
  }, [ended, queryClient, words]);

  /** Dry Run: what the file would do, writing nothing. */
  const check = async ({ file: chosen }: ImportValues) => {
    if (!chosen) return;
    start.reset();
    setFile(chosen);
    await dryRun.mutateAsync({ kind, groupId, file: chosen });
    setPhase('checked');
  };
  /** Import: the file checked, sent once; the server answers the import it runs (or ran). */
  const run = async () => {
    if (!file) return;
    dryRun.reset();
    setPhase('running');
    try {
      await start.mutateAsync({ kind, groupId, file });
    } catch {
      // Refused, or not answered: said in the dialog; sending the same file again is harmless.
      setPhase('checked');
    }
  };

  const closeButton: FollowUpButton = { label: t('imports.close'), variant: 'outline', onClick: onClose };
  const followUp: Record<ImportPhase, FollowUpButton[] | null> = {
    form: null,
    checked: [
      {
        label: t('imports.back'),
        variant: 'outline',
        onClick: () => {
          call.reset();
          setPhase('form');
        },
      },
      { label: t('imports.import'), onClick: () => void run() },
    ],
    running: [closeButton, { label: t('imports.import'), disabled: true, loading: true, onClick: () => undefined }],
    done: [closeButton],
  };

  return (
    <FormDialog<ImportValues>
      open={open}
      onClose={onClose}
      title={title}
      call={call}
      initialValues={{ file: null }}
      validationSchema={schema}
      onSubmit={check}
      submitLabel={t('imports.dryRun')}
      submitDisabled={(values) => !values.file}
      stayOpen
      closeOnInteractOutside={false}
      size="lg"
      followUp={followUp[phase]}
    >
      {(form) => (
        <ImportBody
          form={form}
          kind={kind}
          words={words}
          phase={phase}
          dryRun={phase === 'checked' ? dryRun.data : undefined}
          progress={progress}
          onFileChange={() => call.reset()}
          onDownloadFailed={() => importId !== null && failedRows.mutate(importId)}
          downloading={failedRows.isPending}
        />
      )}
    </FormDialog>
  );
}
