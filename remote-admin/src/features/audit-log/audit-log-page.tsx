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
  useListPage,
} from '@console/shared/ui';
import { useMemo, useState } from 'react';
import { useCreateAuditReport } from './api/create-audit-report';
import { downloadAuditReport } from './api/download-audit-report';
import { useAuditFacets } from './api/get-audit-facets';
import { auditListQuery } from './api/list-audit';
import { AuditEntryDialog } from './audit-entry-dialog';
import { AUDIT_FILTERS, RANGE_OPTIONS, titleOf } from './audit-log-filters';
import { auditColumns } from './columns';

export default function AuditLogPage() {
  const list = useListPage({
    query: auditListQuery,
    filters: AUDIT_FILTERS,
    defaults: { sortBy: 'created_at', sortDir: 'DESC' },
    paging: 'cursor',
  });
  const facets = useAuditFacets();
  const report = useCreateAuditReport();
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const columns = useMemo(() => auditColumns({ onOpen: setOpen }), []);
  const options = (codes: string[] | undefined) => (codes ?? []).map((code) => ({ id: code, text: titleOf(code) }));

  return (
    <>
      <PageHeader
        title="Audit Log"
        subtitle="Who changed what and when, with each record before and after"
        right={
          <ExportButtons
            {...listExport(
              list.body,
              downloadAuditReport,
              { noun: 'audit log report', report },
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
            label: 'User',
            options: (facets.data?.users ?? []).map((u) => ({ id: String(u.id), text: u.email ?? `User #${u.id}` })),
          },
          { name: 'entity', label: 'Entity', options: options(facets.data?.entities) },
          { name: 'action', label: 'Action', options: options(facets.data?.actions) },
        ]}
      >
        <PeriodFilter list={list} />
      </ListFilterBar>
      <ListView list={list} columns={columns} noun="Entries" onRowClick={(entry: AuditEntry) => setOpen(entry)} />
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
  const { range, from, to } = list.filters;
  return (
    <>
      <FilterSelect
        label="Time"
        value={range}
        options={RANGE_OPTIONS}
        onChange={(value) => list.setFilters({ range: value, from: '', to: '' })}
      />
      <DateField
        label="From"
        value={from}
        max={to || undefined}
        onChange={(value) => list.setFilters({ from: value, to: value ? to : '', range: '' })}
      />
      {/* To needs a From: the API reads a custom period from its start. */}
      <DateField
        label="To"
        value={to}
        min={from || undefined}
        disabled={!from}
        placeholder={from ? undefined : 'Choose From first'}
        onChange={(value) => list.setFilters({ to: value, range: '' })}
      />
    </>
  );
}
