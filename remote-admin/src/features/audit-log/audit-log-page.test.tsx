import { useToastStore } from '@console/shared';
import { fail, fakeApi, renderPage, type FakeApi } from '@console/shared/testing';
import type { ReportJob } from '@console/shared/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { fieldChanges, recordName } from './audit-change';
import AuditLogPage from './audit-log-page';
import { entry } from './fixtures';

const created = entry({ id: 40, action: 'create', before: null, after: { id: 7, name: 'Whitefield Campus' } });

/** The queued job as the report service answers it. */
const auditJob: ReportJob = {
  id: 5,
  kind: 'audit',
  format: 'xlsx',
  columns: ['created_at', 'user_email', 'entity', 'entity_id', 'action', 'before', 'after'],
  filter_summary: '1 Nov 2026, 12:00 am – now · Entity: institution',
  status: 'queued',
  reason: null,
  rows: null,
  size_bytes: null,
  progress: 0,
  expected_rows: 2,
  attempts: 0,
  delivery: null,
  recipient: 'admin@demo.local',
  created_at: '2026-11-25T06:30:00.000Z',
  started_at: null,
  finished_at: null,
};

// Typing days key by key through the kit's fields takes a few seconds on a busy machine.
jest.setTimeout(60_000);

let server: FakeApi;
const listBodies = () => server.bodies('POST /merchant/audit/list');

beforeEach(() => {
  useToastStore.getState().clear();
  server = fakeApi()
    .on('GET /merchant/audit/facets', () => ({
      data: {
        entities: ['institution', 'touchpoint_group'],
        actions: ['create', 'update'],
        users: [{ id: 1, email: 'admin@demo.local' }],
      },
    }))
    // 25 entries in pages of 10: each page names the next by cursor.
    .on('POST /merchant/audit/list', (body) => {
      const cursor = body.cursor;
      const pageNo = cursor === 'c2' ? 2 : cursor === 'c3' ? 3 : 1;
      const rows = pageNo === 1 ? [entry(), created] : [entry({ id: 100 + pageNo, entity_id: String(pageNo) })];
      return {
        data: rows,
        pagination: {
          limit: 10,
          offset: body.offset ?? 0,
          total: 25,
          currentPage: pageNo,
          nextCursor: pageNo < 3 ? `c${pageNo + 1}` : null,
        },
      };
    });
});

const renderLog = (path = '/audit-log') => renderPage(<AuditLogPage />, { path, route: '/audit-log' });

describe('Audit Log', () => {
  it('shows who, when, the record by name and which it is, the action and what changed, newest first', async () => {
    renderLog();
    expect(screen.getByRole('heading', { name: 'Audit Log' })).toBeInTheDocument();
    const row = (await screen.findAllByText('Institution #7'))[0]!.closest('tr')!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(1, 5)).toEqual(['admin@demo.local', 'Whitefield Campus EastInstitution #7', 'Update', 'name']);
    expect(within(screen.getAllByText('Institution #7')[1]!.closest('tr')!).getByText('Created')).toBeInTheDocument();
    expect(listBodies()[0]).toEqual({ offset: 0, limit: 10, sortBy: 'created_at', sortDir: 'DESC' });
  });

  it('names a record its entry does not name (a fund movement) as the server names it; one the server cannot name by what it is', async () => {
    const fund = entry({
      id: 50,
      action: 'fund',
      entity: 'wallet',
      entity_id: '185',
      entity_name: 'Meal Wallet — Asha Rao',
      before: { balance: 100 },
      after: { balance: 350 },
    });
    // A session that has since been removed: the server names no one.
    const login = entry({ id: 51, action: 'login', entity: 'session', entity_id: '2c51', before: null, after: null });
    server.on('POST /merchant/audit/list', () => ({
      data: [fund, login],
      pagination: { limit: 10, offset: 0, total: 2, currentPage: 1, nextCursor: null },
    }));
    renderLog();
    const fundRow = (await screen.findByText('Meal Wallet — Asha Rao')).closest('tr')!;
    expect(within(fundRow).getByText('Wallet #185')).toBeInTheDocument();
    expect(within(fundRow).getByText('balance')).toBeInTheDocument();
    expect(
      within(fundRow).getByRole('button', { name: 'View changes of Meal Wallet — Asha Rao (Wallet #185), Fund' }),
    ).toBeInTheDocument();
    const loginRow = screen.getByText('Session #2c51').closest('tr')!;
    expect(within(loginRow).getAllByRole('cell')[2]!.textContent).toBe('Session #2c51');
  });

  it('pages by cursor: Next sends the previous page’s nextCursor, Previous goes back', async () => {
    const { user } = renderLog();
    await screen.findAllByText('Institution #7');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Institution #2');
    expect(listBodies().at(-1)).toMatchObject({ cursor: 'c2', offset: 10, limit: 10 });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Institution #3');
    expect(listBodies().at(-1)).toMatchObject({ cursor: 'c3', offset: 20 });
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByText('Institution #2');
    expect(listBodies().at(-1)).toMatchObject({ cursor: 'c2' });
  });

  it('filters by user, entity, action and period; a date replaces the range', async () => {
    const { user } = renderLog();
    await screen.findAllByText('Institution #7');
    await user.selectOptions(screen.getByLabelText('Entity'), 'institution');
    await user.selectOptions(screen.getByLabelText('Action'), 'create');
    await user.selectOptions(screen.getByLabelText('User'), '1');
    await user.selectOptions(screen.getByLabelText('Time'), '1w');
    await waitFor(() =>
      expect(listBodies().at(-1)).toEqual({
        offset: 0,
        limit: 10,
        sortBy: 'created_at',
        sortDir: 'DESC',
        entity: 'institution',
        action: 'create',
        user_id: 1,
        range: '1w',
      }),
    );
    // To waits for a From; a day typed as India writes it reads in the console's format.
    expect(screen.getByLabelText('To')).toBeDisabled();
    await user.type(screen.getByLabelText('From'), '1/11/2026{Enter}');
    await waitFor(() => expect(listBodies().at(-1)).toMatchObject({ from: '2026-11-01' }));
    expect(listBodies().at(-1)).not.toHaveProperty('range');
    expect(screen.getByLabelText('From')).toHaveValue('01 Nov 2026');
    expect(screen.getByLabelText('To')).toBeEnabled();
    await user.type(screen.getByLabelText('To'), '20 Nov 2026{Enter}');
    await waitFor(() => expect(listBodies().at(-1)).toMatchObject({ from: '2026-11-01', to: '2026-11-20' }));
  });

  it('downloads the current filters’ file at once; a file too large to download is e-mailed only when asked', async () => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:audit'), revokeObjectURL: jest.fn() });
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    server.on('POST /report/reports/audit/download', () => ({
      bytes: new ArrayBuffer(8),
      type: 'text/csv',
      fileName: 'audit-log-report-2026-11-28.xlsx',
    }));
    const { user } = renderLog('/audit-log?entity=institution&user_id=1&from=2026-11-01');
    await screen.findAllByText('Institution #7');
    await user.click(screen.getByRole('button', { name: 'Export XLSX' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    expect(server.bodies('POST /report/reports/audit/download')).toEqual([
      { format: 'xlsx', filters: { entity: 'institution', user_id: 1, from: '2026-11-01' } },
    ]);
    clicked.mockRestore();

    // Too large to download: said first, queued only on the operator's word.
    const queued = 'The audit log report will be sent to your registered email.';
    server.on('POST /report/reports/audit/download', () =>
      fail(400, 'The export would hold more than 10,000 rows; narrow the filter and export again.', {
        code: 'EXPORT_TOO_LARGE',
      }),
    );
    server.on('POST /report/reports/audit', () => ({ data: auditJob, message: queued }));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Too large to download' });
    expect(dialog).toHaveTextContent(/The audit log report \(CSV\) can be made in the background and e-mailed/);
    expect(server.bodies('POST /report/reports/audit')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'E-mail the Report' }));
    await waitFor(() =>
      expect(server.bodies('POST /report/reports/audit')).toEqual([
        { format: 'csv', filters: { entity: 'institution', user_id: 1, from: '2026-11-01' } },
      ]),
    );
    await waitFor(() => expect(useToastStore.getState().success).toBe(queued));
  });

  it('shows a refused export once, with the server’s reason', async () => {
    server.on('POST /report/reports/audit/download', () => fail(400, 'from is not a real date and time: 2026-02-30.'));
    const { user } = renderLog();
    await screen.findAllByText('Institution #7');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(useToastStore.getState().error).toBe('from is not a real date and time: 2026-02-30.'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(useToastStore.getState().success).toBeNull();
  });

  it('opens an entry’s before and after, the changed fields first and the rest on request', async () => {
    const { user } = renderLog();
    await screen.findAllByText('Institution #7');
    await user.click(
      screen.getByRole('button', { name: 'View changes of Whitefield Campus East (Institution #7), Update' }),
    );
    const dialog = await screen.findByRole('dialog');
    const rows = within(dialog).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'FieldBeforeAfter',
      'nameChangedWhitefield CampusWhitefield Campus East',
    ]);
    await user.click(within(dialog).getByText(/Show Unchanged Fields/));
    expect(within(dialog).getByRole('row', { name: /customer_groups/ })).toHaveTextContent('Night Shift');
  });
});

describe('fieldChanges', () => {
  it('shows a create as after only, and a delete as before only', () => {
    expect(fieldChanges(null, { name: 'A' })).toEqual([{ field: 'name', before: '--', after: 'A', changed: true }]);
    expect(fieldChanges({ name: 'A' }, null)).toEqual([{ field: 'name', before: 'A', after: '--', changed: true }]);
  });

  it('shows money fields as rupees, times in the tenant’s zone, and other numbers as they are', () => {
    const rows = fieldChanges(
      { balance: 1250, credit_limit: '4000.5', stock: 3 },
      { balance: -20.5, credit_limit: '4000.5', stock: 4 },
    );
    expect(rows).toEqual([
      { field: 'balance', before: '₹1,250.00', after: '-₹20.50', changed: true },
      { field: 'stock', before: '3', after: '4', changed: true },
      { field: 'credit_limit', before: '₹4,000.50', after: '₹4,000.50', changed: false },
    ]);
    // A time reads in the tenant's zone (Asia/Kolkata here), as every time on screen does.
    expect(fieldChanges(null, { created_at: '2026-11-20T10:15:00.000Z' })[0]!.after).toBe('20 Nov 2026, 15:45');
  });
});

describe('recordName', () => {
  it('names the record as its screens do: its name, a person, an e-mail; nothing for an order', () => {
    expect(recordName(null, { name: 'Meals' })).toBe('Meals');
    expect(recordName({ first_name: 'Asha', last_name: 'Rao' }, null)).toBe('Asha Rao');
    expect(recordName({ email: 'ops@demo.local' }, { email: 'ops2@demo.local' })).toBe('ops2@demo.local');
    expect(recordName({ refunded_amount: 0 }, { refunded_amount: 20 })).toBeUndefined();
  });
});
