import { useRouteAccessStore } from '@console/shared';
import { fail, fakeApi, renderPage, type FakeApi } from '@console/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { REPORTS_POLL_MS } from './api/list-reports';
import { jobsPage, makeChecklist, makeJob } from '../../lib/report-fixtures';
import ReportListPage from './report-list-page';

jest.setTimeout(90_000);

const sent = makeJob({ id: 1 });
const running = makeJob({
  id: 2,
  status: 'running',
  columns: ['order_no', 'created_at', 'amount'],
  rows: null,
  size_bytes: null,
  progress: 250,
  expected_rows: 1000,
  delivery: null,
  finished_at: null,
});
const failed = makeJob({
  id: 3,
  kind: 'feedback',
  status: 'failed',
  reason: 'The mail server refused the message: 550 mailbox unavailable',
  rows: null,
  size_bytes: null,
  progress: 0,
  delivery: null,
  attempts: 3,
});

let server: FakeApi;
const listCalls = () => server.bodies('POST /report/reports/list').length;

beforeEach(() => {
  server = fakeApi()
    .on('POST /report/reports/list', () => jobsPage([running, failed, sent]))
    .on('GET /report/reports/checklist', () => ({ data: makeChecklist() }));
  useRouteAccessStore.getState().publish(() => true);
});

const renderReports = (path = '/reports') => renderPage(<ReportListPage />, { path, route: '/reports' });
const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

describe('Reports', () => {
  it('lists the user’s jobs: kind, columns, filters, status with progress or reason, rows, size and times', async () => {
    renderReports();
    expect(screen.getByRole('heading', { name: 'Reports' })).toBeInTheDocument();
    await screen.findByText('Order ID, Amount');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, '').trim());
    expect(headers).toEqual([
      'Kind',
      'Columns',
      'Filters',
      'Status',
      'Rows',
      'Size',
      'Requested',
      'Finished',
      'Download',
    ]);

    const done = within(rowOf('Order ID, Amount')).getAllByRole('cell');
    expect(done[0]).toHaveTextContent('Transaction Report (XLSX)');
    expect(done[2]).toHaveTextContent('18 Nov 2026 – 25 Nov 2026 · Channel: Office Vending');
    expect(done[3]).toHaveTextContent('Sent');
    expect(done[3]).toHaveTextContent('Attached to the mail to admin@demo.local');
    expect(done[4]).toHaveTextContent('1,234');
    expect(done[5]).toHaveTextContent('20.0 KB');
    expect(done[6]).toHaveTextContent(/25 Nov 2026/);
    expect(within(done[8]!).getByRole('button', { name: 'Download report 1' })).toBeInTheDocument();

    const busy = within(rowOf('Order ID, Date, Amount')).getAllByRole('cell');
    expect(busy[3]).toHaveTextContent('Running');
    const bar = within(busy[3]!).getByRole('progressbar', { name: 'Report 2 progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '250');
    expect(bar).toHaveAttribute('aria-valuemax', '1000');
    expect(busy[3]).toHaveTextContent('250 of 1,000 rows');
    expect(busy[4]).toHaveTextContent('--');
    expect(busy[8]).toHaveTextContent('--');

    const refused = within(rowOf('Order, touchpoint, customer, rating and comment')).getAllByRole('cell');
    expect(refused[0]).toHaveTextContent('Feedback Report (XLSX)');
    expect(refused[3]).toHaveTextContent('Failed');
    expect(refused[3]).toHaveTextContent('The mail server refused the message: 550 mailbox unavailable');
    expect(within(refused[8]!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('names the audit log and wallet transaction reports, and says an expired file is gone, with no Download', async () => {
    server.on('POST /report/reports/list', () =>
      jobsPage([
        makeJob({ id: 7, kind: 'audit', format: 'csv', filter_summary: 'All time · Entity: institution' }),
        makeJob({ id: 8, kind: 'wallet_transactions', status: 'expired', filter_summary: 'All time · Credit' }),
      ]),
    );
    renderReports();
    const audit = within((await screen.findByText('All time · Entity: institution')).closest('tr')!).getAllByRole(
      'cell',
    );
    expect(audit[0]).toHaveTextContent('Audit Log Report (CSV)');
    expect(audit[1]).toHaveTextContent('When, who, entity, entity ID, action, before and after');
    expect(within(audit[8]!).getByRole('button', { name: 'Download report 7' })).toBeInTheDocument();
    const expired = within(rowOf('All time · Credit')).getAllByRole('cell');
    expect(expired[0]).toHaveTextContent('Wallet Transaction Report (XLSX)');
    expect(expired[3]).toHaveTextContent('Expired');
    expect(expired[3]).toHaveTextContent('The file expired and was removed: send the report again.');
    expect(within(expired[8]!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('filters by kind and status', async () => {
    const { user } = renderReports();
    await screen.findByText('Order ID, Amount');
    await user.selectOptions(screen.getByLabelText('Kind'), 'Feedback Report');
    await user.selectOptions(screen.getByLabelText('Status'), 'Failed');
    await waitFor(() =>
      expect(server.bodies('POST /report/reports/list').at(-1)).toEqual({
        offset: 0,
        limit: 10,
        kind: 'feedback',
        status: 'failed',
      }),
    );
  });

  it('downloads a sent report through the API client', async () => {
    const createObjectURL = jest.fn(() => 'blob:report');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    server.on('GET /report/reports/:id/download', () => ({
      bytes: new ArrayBuffer(8),
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      fileName: 'transaction-report-1.xlsx',
    }));
    const { user } = renderReports();
    await user.click(await screen.findByRole('button', { name: 'Download report 1' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    expect(server.paths('GET /report/reports/:id/download')).toEqual(['/report/reports/1/download']);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('transaction-report-1.xlsx');
  });

  it('asks again every few seconds while a job is queued or running, quietly, and stops when none is', async () => {
    let answers = 0;
    server.on('POST /report/reports/list', async () => {
      answers += 1;
      // First the job runs; from the second answer on it has been sent (after a slow moment).
      if (answers === 1) return jobsPage([running, sent]);
      await new Promise((resolve) => setTimeout(resolve, 500));
      return jobsPage([{ ...running, status: 'sent', rows: 1000, size_bytes: 4096, progress: 1000 }, sent]);
    });
    renderReports();
    await screen.findByRole('progressbar', { name: 'Report 2 progress' });
    expect(listCalls()).toBe(1);
    await waitFor(() => expect(listCalls()).toBe(2), { timeout: REPORTS_POLL_MS + 2000 });
    // The poll is in flight: the page does not flash "Updating…" every few seconds.
    expect(screen.queryByText('Updating…')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Download report 2' })).toBeInTheDocument();
    // No job pending: no more polls.
    await new Promise((resolve) => setTimeout(resolve, REPORTS_POLL_MS + 1000));
    expect(listCalls()).toBe(2);
  });

  it('shows a failed list with Retry', async () => {
    server.on('POST /report/reports/list', () => fail(500, 'The reports could not be read.'));
    renderReports();
    expect(await screen.findByText('The reports could not be read.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
