/**
 * Export CSV and Export XLSX for a list's current filters and sort, one behaviour for every list:
 * the button downloads the file at once. When the filters select more rows than a download holds
 * (the server answers EXPORT_TOO_LARGE), a list that has a mailed report says so before anything
 * starts — the file will be e-mailed, followed on Reports — and sends it only when asked; a list
 * without one says to narrow the filter. Any other refusal is one error toast, from here.
 */
import { useState } from 'react';
import { ApiError } from '../api/client';
import type { ExportFormat } from '../contracts/customers';
import { useToastStore } from '../stores/toast-store';
import { kit } from '../i18n/kit-messages';
import { ConfirmDialog } from './confirm-dialog';
import { PathLink } from './path-link';
import { Button, Text } from './ui';

export interface ExportButtonsProps {
  /** Downloads the file now; rejects with the ApiError when refused (called with `noErrorToast`). */
  download(format: ExportFormat): Promise<unknown>;
  /** The list's mailed report ("audit log report"), offered when the file is too large to download. */
  mail?: { noun: string; send(format: ExportFormat): Promise<unknown> };
}

export const EXPORT_TOO_LARGE = 'EXPORT_TOO_LARGE';

/**
 * A list's ExportButtons props for its current request `body`: `download` fetches the file of it,
 * and a list with a mailed report (`mail`) sends its `report` mutation `{ body, format, columns }`.
 * `columns` are the file's columns for what the list shows (`exportColumnsOf`); undefined: all.
 */
export function listExport<B>(
  body: B,
  download: (body: B, format: ExportFormat, columns?: string[]) => Promise<unknown>,
  mail?: {
    noun: string;
    report: {
      mutateAsync(request: { body: B; format: ExportFormat; columns?: string[] | undefined }): Promise<unknown>;
    };
  },
  columns?: string[],
): ExportButtonsProps {
  return {
    download: (format) => (columns ? download(body, format, columns) : download(body, format)),
    ...(mail
      ? {
          mail: {
            noun: mail.noun,
            send: (format) => mail.report.mutateAsync({ body, format, ...(columns ? { columns } : {}) }),
          },
        }
      : {}),
  };
}

export function ExportButtons({ download, mail }: ExportButtonsProps) {
  const t = kit.useT();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  // The format whose file is too large to download, while the operator decides on the mail.
  const [tooLarge, setTooLarge] = useState<ExportFormat | null>(null);
  const [sending, setSending] = useState(false);

  const refused = (error: unknown) => {
    if (error instanceof ApiError && error.aborted) return;
    useToastStore.getState().showError(error instanceof Error ? error.message : String(error));
  };
  const run = async (format: ExportFormat) => {
    setBusy(format);
    try {
      await download(format);
    } catch (error) {
      if (mail && error instanceof ApiError && error.code === EXPORT_TOO_LARGE) setTooLarge(format);
      else refused(error);
    } finally {
      setBusy(null);
    }
  };
  const send = async () => {
    if (!mail || !tooLarge) return;
    setSending(true);
    try {
      await mail.send(tooLarge);
      setTooLarge(null);
    } catch (error) {
      refused(error);
    } finally {
      setSending(false);
    }
  };

  // The text around the link to Reports.
  const tooLargeText = t('export.tooLargeText', {
    noun: mail?.noun ?? '',
    format: tooLarge?.toUpperCase() ?? '',
  }).split('{reports}');
  return (
    <>
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          variant="outline"
          onClick={() => void run(format)}
          loading={busy === format}
          disabled={busy !== null && busy !== format}
        >
          {t('export.button', { format: format.toUpperCase() })}
        </Button>
      ))}
      {mail && (
        <ConfirmDialog
          open={tooLarge !== null}
          title={t('export.tooLarge')}
          text={
            <Text>
              {tooLargeText[0]}
              <PathLink to="/reports">{t('export.reports')}</PathLink>
              {tooLargeText[1]}
            </Text>
          }
          confirmLabel={t('export.mail')}
          cancelLabel={t('export.cancel')}
          busy={sending}
          busyLabel={t('export.sending')}
          onCancel={() => setTooLarge(null)}
          onConfirm={() => void send()}
        />
      )}
    </>
  );
}
