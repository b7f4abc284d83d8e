/** Report jobs and the checklist as the API answers them, for the Report dialog's and the Reports page's tests. */
import type { ReportChecklist, ReportJob } from '@console/shared/contracts';

export function makeJob(overrides: Partial<ReportJob> = {}): ReportJob {
  return {
    id: 1,
    kind: 'transactions',
    format: 'xlsx',
    columns: ['order_no', 'amount'],
    filter_summary: '18 Nov 2026 – 25 Nov 2026 · Channel: Office Vending',
    status: 'sent',
    reason: null,
    rows: 1234,
    size_bytes: 20_480,
    progress: 1234,
    expected_rows: 1234,
    attempts: 1,
    delivery: 'attachment',
    recipient: 'admin@demo.local',
    created_at: '2026-11-25T06:30:00.000Z',
    started_at: '2026-11-25T06:30:01.000Z',
    finished_at: '2026-11-25T06:30:05.000Z',
    ...overrides,
  };
}

export function makeChecklist(columns: string[] = []): ReportChecklist {
  return {
    columns,
    available: [
      { key: 'order_no', title: 'Order ID' },
      { key: 'created_at', title: 'Date' },
      { key: 'channel', title: 'Channel' },
      { key: 'amount', title: 'Amount' },
      { key: 'customer_name', title: 'Customer Name' },
    ],
    default_columns: ['order_no', 'created_at', 'amount'],
  };
}

export const jobsPage = (data: ReportJob[]) => ({
  data,
  pagination: { limit: 10, offset: 0, total: data.length, currentPage: 1, nextCursor: null },
});
