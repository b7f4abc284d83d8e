/**
 * Audit Log (`/audit-log`, the company admin only): who did what, when, to which record, with
 * each entry's before and after. Filters by user, entity, action and period; pages by cursor, so
 * a page deep in years of trail costs what the first page costs. Export CSV / XLSX downloads the
 * current filters' file, or offers to mail it as the audit log report when it is too large.
 */
import { AUDIT_REPORT_COLUMNS, type AuditEntry } from '@console/shared/contracts';
import {
  DateField,
  exportColumnsOf,
  ExportButtons,
  listExport,
  FilterSelect,
  ListFilterBar,
  ListView,
  PageHeader,
  TIME_RANGE_OPTIONS,
  useListPage,
} from '@console/shared/ui';
import { useMemo, useState } from 'react';
import { catalogue } from '../../i18n/catalogue';
import { useCreateAuditReport } from './api/create-audit-report';
import { downloadAuditReport } from './api/download-audit-report';
import { useAuditFacets } from './api/get-audit-facets';
import { auditListQuery } from './api/list-audit';
import { AuditEntryDialog } from './audit-entry-dialog';
import { actionText, AUDIT_FILTERS, entityText } from './audit-log-filters';
import { auditColumns } from './columns';

export default function AuditLogPage() {
  const t = catalogue.useT();
  const list = useListPage({
    query: auditListQuery,
    filters: AUDIT_FILTERS,
    defaults: { sortBy: 'created_at', sortDir: 'DESC' },
    paging: 'cursor',
  });
  const facets = useAuditFacets();
  const report = useCreateAuditReport();
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const columns = useMemo(() => auditColumns(t, { onOpen: setOpen }), [t]);
  const options = (codes: string[] | undefined, text: typeof entityText) =>
    (codes ?? []).map((code) => ({ id: code, text: text(t, code) }));

  return (
    <>
      <PageHeader
        title={t('audit.title')}
        subtitle={t('audit.subtitle')}
        right={
          <ExportButtons
            {...listExport(
              list.body,
              downloadAuditReport,
              { noun: t('audit.reportNoun'), report },
              exportColumnsOf(columns, list.columns.current, Object.keys(AUDIT_REPORT_COLUMNS)),
            )}
          />
        }
      />
      <ListFilterBar
        list={list}
        selects={[
          {
            name: 'user_id',
            label: t('audit.filter.user'),
            options: (facets.data?.users ?? []).map((u) => ({
              id: String(u.id),
              text: u.email ?? t('audit.filter.userId', { id: u.id }),
            })),
          },
          { name: 'entity', label: t('audit.filter.entity'), options: options(facets.data?.entities, entityText) },
          { name: 'action', label: t('audit.filter.action'), options: options(facets.data?.actions, actionText) },
        ]}
      >
        <PeriodFilter list={list} />
      </ListFilterBar>
      <ListView
        list={list}
        columns={columns}
        noun={t('audit.nounPlural')}
        onRowClick={(entry: AuditEntry) => setOpen(entry)}
      />
      <AuditEntryDialog entry={open} onClose={() => setOpen(null)} />
    </>
  );
}

type PeriodFilters = 'range' | 'from' | 'to';

/** The last day, week or month, or custom dates: choosing one kind clears the other. */
function PeriodFilter({
  list,
}: {
  list: { filters: Record<PeriodFilters, string>; setFilters(changes: Partial<Record<PeriodFilters, string>>): void };
}) {
  const t = catalogue.useT();
  const { range, from, to } = list.filters;
  return (
    <>
      <FilterSelect
        label={t('audit.filter.time')}
        value={range}
        options={TIME_RANGE_OPTIONS}
        onChange={(value) => list.setFilters({ range: value, from: '', to: '' })}
      />
      <DateField
        label={t('audit.filter.from')}
        value={from}
        max={to || undefined}
        onChange={(value) => list.setFilters({ from: value, to: value ? to : '', range: '' })}
      />
      {/* To needs a From: the API reads a custom period from its start. */}
      <DateField
        label={t('audit.filter.to')}
        value={to}
        min={from || undefined}
        disabled={!from}
        placeholder={from ? undefined : t('audit.filter.fromFirst')}
        onChange={(value) => list.setFilters({ to: value, range: '' })}
      />
    </>
  );
}
