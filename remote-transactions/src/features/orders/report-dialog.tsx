/**
 * The Report dialog on Touchpoint Orders: a checklist of the transaction report's
 * columns, Save checklist (kept per user on the server and ticked again the next time the dialog
 * opens), and Send Report to Email — the orders the list shows now (its filters and period), with
 * the chosen columns; none chosen sends the default report. The feedback report of the same
 * orders is the second action. Once queued the dialog says the report will be sent to the
 * registered e-mail; a refusal is shown inside (the kit's FormDialog), never toasted.
 */
import { ApiError, useServerMessage } from '@console/shared';
import type { ReportChecklist, ReportCreateBody, ReportFilters } from '@console/shared/contracts';
import { Alert, Button, Checkbox, FormDialog, HStack, PathLink, Stack, Text } from '@console/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useFormikContext } from 'formik';
import { useState } from 'react';
import { useCreateReport } from '../reports/api/create-report';
import { reportChecklistQuery } from '../reports/api/get-report-checklist';
import { useSaveReportChecklist } from '../reports/api/save-report-checklist';
import { catalogue } from '../../i18n/catalogue';

interface ChecklistValues {
  columns: string[];
}

export function ReportDialog({
  open,
  onClose,
  filters,
}: {
  open: boolean;
  onClose(): void;
  /** The list's current filters and period. */
  filters: ReportFilters;
}) {
  const t = catalogue.useT();
  const serverMessage = useServerMessage();
  const checklist = useQuery({ ...reportChecklistQuery(), enabled: open });
  const save = useSaveReportChecklist();
  const create = useCreateReport();
  /** What the dialog says after the last action succeeded, as the server worded it (`queued`: a report, followed on Reports). */
  const [said, setSaid] = useState<{ text: string; queued: boolean } | null>(null);
  // One refusal at a time: each action clears the other's before it runs.
  const call = {
    isPending: save.isPending || create.isPending,
    error: create.error ?? save.error,
    reset: () => {
      save.reset();
      create.reset();
      setSaid(null);
    },
  };
  // The report last sent, by its columns (the filters are the list's): Send is disabled until the
  // operator changes something, so a second click does not queue the same report again.
  const [sentAs, setSentAs] = useState<string | null>(null);
  const shape = (columns: readonly string[]) => JSON.stringify([filters, [...columns].sort()]);
  const send = async (body: ReportCreateBody) => {
    save.reset();
    setSaid(null);
    const queued = await create.mutateAsync(body);
    setSaid({ text: queued.message, queued: true });
  };

  return (
    <FormDialog<ChecklistValues>
      open={open}
      onClose={() => {
        setSentAs(null);
        onClose();
      }}
      title={t('orders.reportDialog.title')}
      call={call}
      initialValues={{ columns: checklist.data?.columns ?? [] }}
      enableReinitialize
      stayOpen
      onSubmit={async ({ columns }) => {
        await send({ kind: 'transactions', filters, ...(columns.length > 0 ? { columns } : {}) });
        setSentAs(shape(columns));
      }}
      submitLabel={t('orders.reportDialog.send')}
      submitDisabled={(values) => sentAs === shape(values.columns)}
      cancelLabel={said ? t('orders.reportDialog.close') : t('orders.reportDialog.cancel')}
      hideSubmit={!checklist.data}
    >
      <Text>{t('orders.reportDialog.intro')}</Text>
      {checklist.data ? (
        <ChecklistFields
          checklist={checklist.data}
          busy={call.isPending}
          onSave={async (columns) => {
            create.reset();
            setSaid(null);
            try {
              await save.mutateAsync(columns);
              setSaid({ text: t('orders.reportDialog.saved'), queued: false });
            } catch {
              // The refusal is shown below.
            }
          }}
          onFeedback={async () => {
            try {
              await send({ kind: 'feedback', filters });
            } catch {
              // The refusal is shown below.
            }
          }}
        />
      ) : checklist.isError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>
            {checklist.error instanceof ApiError ? checklist.error.message : t('orders.reportDialog.loadFailed')}
          </Alert.Title>
          <Button size="xs" variant="outline" ms="auto" onClick={() => void checklist.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert.Root>
      ) : (
        <Text color="fg.muted">{t('orders.reportDialog.loading')}</Text>
      )}
      {said && (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{said.queued ? serverMessage(said.text) : said.text}</Alert.Title>
            {said.queued && (
              <Alert.Description>
                {t('orders.reportDialog.followOn')}{' '}
                <PathLink to="/reports">{t('orders.reportDialog.reports')}</PathLink>.
              </Alert.Description>
            )}
          </Alert.Content>
        </Alert.Root>
      )}
    </FormDialog>
  );
}

function ChecklistFields({
  checklist,
  busy,
  onSave,
  onFeedback,
}: {
  checklist: ReportChecklist;
  busy: boolean;
  onSave(columns: string[]): Promise<void>;
  onFeedback(): Promise<void>;
}) {
  const { values, setFieldValue } = useFormikContext<ChecklistValues>();
  const chosen = new Set(values.columns);
  const t = catalogue.useT();
  const serverMessage = useServerMessage();
  // The columns in the language shown and the tenant's words ("Employee Name" where it says Employees).
  const titles = new Map(checklist.available.map((c) => [c.key, serverMessage(c.title)]));
  const toggle = (key: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(key);
    else next.delete(key);
    // The report's own order, whatever order they were ticked in.
    void setFieldValue(
      'columns',
      checklist.available.map((c) => c.key).filter((k) => next.has(k)),
    );
  };
  return (
    <Stack gap="3">
      <Stack as="fieldset" gap="2">
        <Text as="legend" fontWeight="medium" mb="2">
          {t('orders.reportDialog.columns')}
        </Text>
        <Stack gap="1" maxH="64" overflowY="auto">
          {checklist.available.map((column) => (
            <Checkbox.Root
              key={column.key}
              checked={chosen.has(column.key)}
              disabled={busy}
              onCheckedChange={(details) => toggle(column.key, details.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{titles.get(column.key)}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
        <Text fontSize="sm" color="fg.muted" data-testid="report-default-columns">
          {t('orders.reportDialog.defaults')}{' '}
          {checklist.default_columns.map((key) => titles.get(key) ?? key).join(', ')}.
        </Text>
      </Stack>
      <HStack gap="2" wrap="wrap">
        <Button variant="outline" size="sm" disabled={busy} onClick={() => void onSave(values.columns)}>
          {t('orders.reportDialog.save')}
        </Button>
        <Button variant="outline" size="sm" disabled={busy} onClick={() => void onFeedback()}>
          {t('orders.reportDialog.feedback')}
        </Button>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {t('orders.reportDialog.feedbackNote')}
      </Text>
    </Stack>
  );
}
