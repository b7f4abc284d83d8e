import { useRouteAccessStore, useToastStore } from '@console/shared';
import { currentLocation, fail, fakeApi, renderPage, type FakeApi } from '@console/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { ledgerListQuery } from './api/list-ledger';
import { makeJob } from '../../lib/report-fixtures';
import { cursorPage, makeMovement, makeWallet } from './fixtures';
import LedgerListPage from './ledger-list-page';

const LIST = 'POST /customer/wallet/transaction-list';
const FUND = 'POST /customer/wallet/wallet-transaction';
const REPORT = 'POST /report/reports/wallet-transactions';
const DOWNLOAD = 'POST /report/reports/wallet-transactions/download';

const credit = makeMovement();
const debit = makeMovement({
  id: 502,
  wallet_id: 12,
  transaction_amount: -40,
  previous_balance: -60,
  after_balance: -100,
  remark: null,
  Wallet: {
    id: 12,
    name: 'Travel',
    wallet_type: 'postpaid',
    Customer: { id: 41, first_name: 'Ravi', last_name: 'Menon', mobile: '9876500022' },
  },
});

jest.setTimeout(60_000);

let server: FakeApi;
const listBodies = () => server.bodies(LIST);
/** A ledger is read newest first: the default sort every request carries. */
const SORT = { sortBy: 'created_at', sortDir: 'DESC' };

/** 25 movements in pages of 10: each page names the next by cursor. */
function answerPages(rowsOfPage: (pageNo: number) => ReturnType<typeof makeMovement>[] = () => [credit, debit]) {
  server.on(LIST, (body) => {
    const pageNo = body.cursor === 'c2' ? 2 : body.cursor === 'c3' ? 3 : 1;
    return cursorPage(rowsOfPage(pageNo), 25, 10, body.offset ?? 0, pageNo < 3 ? `c${pageNo + 1}` : null);
  });
}

/** The operator may open every path (the host's answer), or only those `allowed` says. */
const grant = (allowed: (path: string) => boolean = () => true) => useRouteAccessStore.getState().publish(allowed);

beforeEach(() => {
  server = fakeApi();
  answerPages();
  grant();
  useToastStore.getState().clear();
});

const renderList = (path = '/transaction-wallet-list') =>
  renderPage(<LedgerListPage />, { path, route: '/transaction-wallet-list' });
const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, '').trim());
const cellsOf = (text: string) =>
  within(screen.getByText(text).closest('tr')!)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('Transaction Wallet List', () => {
  it('shows its title, subtitle and SPEC’s columns, and reads the ledger on load', async () => {
    renderList();
    expect(screen.getByRole('heading', { name: 'Transaction Wallet List' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Track all wallet movements with balance changes, transaction amounts and remarks for financial audit',
      ),
    ).toBeInTheDocument();
    await screen.findByText('Canteen');
    expect(headers()).toEqual([
      'Date',
      'Wallet Name',
      'Customer Name',
      'Customer Phone',
      'Type',
      'Previous Balance',
      'Transaction Amount',
      'After Balance',
      'Remark',
      'Add/Remove Fund',
    ]);
    // 06:30 UTC, shown in the tenant's zone (India) whatever the machine's: 12:00.
    expect(cellsOf('Canteen')).toEqual([
      '25 Nov 2026, 12:00',
      'Canteen',
      'Asha Rao',
      '9876500011',
      'Prepaid',
      '₹100.00',
      '₹250.50',
      '₹350.50',
      'Monthly meal credit',
      'Fund',
    ]);
    // A debit keeps its minus, a postpaid balance below zero too; no remark reads "--".
    expect(cellsOf('Travel')).toEqual([
      '25 Nov 2026, 12:00',
      'Travel',
      'Ravi Menon',
      '9876500022',
      'Postpaid',
      '-₹60.00',
      '-₹40.00',
      '-₹100.00',
      '--',
      'Fund',
    ]);
    expect(listBodies()).toEqual([{ ...SORT, offset: 0, limit: 10 }]);
    // Newest first by Date, as the header says.
    expect(screen.getByRole('columnheader', { name: /^Date/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('says the range in Movements (each row is one) and reads the ledger again on every page change, by cursor', async () => {
    answerPages((pageNo) =>
      pageNo === 1 ? [credit, debit] : [makeMovement({ id: 600 + pageNo, remark: `Page ${pageNo}` })],
    );
    const { user } = renderList();
    await screen.findByText('Monthly meal credit');
    expect(screen.getByText('Showing 1-10 Movements')).toBeInTheDocument();
    expect(screen.getByLabelText('Rows')).toHaveValue('10');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2');
    expect(listBodies().at(-1)).toEqual({ ...SORT, offset: 10, limit: 10, cursor: 'c2' });
    expect(screen.getByText('Showing 11-20 Movements')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 3');
    expect(listBodies().at(-1)).toEqual({ ...SORT, offset: 20, limit: 10, cursor: 'c3' });
    expect(screen.getByText('Showing 21-25 Movements')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    const reads = listBodies().length;
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByText('Page 2');
    // A page seen before is read again too, not only shown from memory.
    await waitFor(() => expect(listBodies()).toHaveLength(reads + 1));
    expect(listBodies().at(-1)).toEqual({ ...SORT, offset: 10, limit: 10, cursor: 'c2' });

    // The console keeps a read fresh for 5 s; this list's pages never (SPEC: every page change reads it).
    expect(ledgerListQuery({}).staleTime).toBe(0);

    // Another page size starts again at page 1.
    await user.selectOptions(screen.getByLabelText('Rows'), '20');
    await waitFor(() => expect(listBodies().at(-1)).toEqual({ ...SORT, offset: 0, limit: 20 }));
  });

  it('reaches the last page in one click: by offset when the total is counted, from the end when it is an estimate', async () => {
    const { user, unmount } = renderList();
    await screen.findByText('Monthly meal credit');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Last' }));
    await waitFor(() => expect(listBodies().at(-1)).toEqual({ ...SORT, offset: 20, limit: 10 }));
    expect(await screen.findByText('Showing 21-25 Movements')).toBeInTheDocument();
    unmount();

    // Past the exact-count ceiling the total is the planner's estimate, said as "about": Last reads
    // the list from its other end (oldest first), and shows those rows in the list's order.
    server.on(LIST, (body) => ({
      ...cursorPage([credit, debit], 250_000, 10, body.offset ?? 0, 'c2'),
      pagination: { limit: 10, offset: 0, total: 250_000, currentPage: 1, nextCursor: 'c2', totalIsEstimate: true },
    }));
    const deep = renderList();
    await screen.findByText('Monthly meal credit');
    expect(screen.getByText('Total about 250000')).toBeInTheDocument();
    await deep.user.click(screen.getByRole('button', { name: 'Last' }));
    await waitFor(() => expect(listBodies().at(-1)).toEqual({ ...SORT, sortDir: 'ASC', offset: 0, limit: 10 }));
    expect(await screen.findByText('Page 25000 of about 25000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Last' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('sends the period, wallet type, credit or debit and the customer search; All leaves a filter out', async () => {
    const { user } = renderList();
    await screen.findByText('Canteen');
    await user.selectOptions(screen.getByLabelText('Time Range'), '1 Week');
    await user.selectOptions(screen.getByLabelText('Wallet Type'), 'Postpaid');
    await user.selectOptions(screen.getByLabelText('Credit/Debit'), 'Debit');
    await waitFor(() =>
      expect(listBodies().at(-1)).toEqual({
        ...SORT,
        offset: 0,
        limit: 10,
        range: '1w',
        wallet_type: 'postpaid',
        direction: 'debit',
      }),
    );
    await user.selectOptions(screen.getByLabelText('Wallet Type'), 'All');
    await user.type(screen.getByRole('searchbox'), 'Asha');
    await waitFor(
      () =>
        expect(listBodies().at(-1)).toEqual({
          ...SORT,
          offset: 0,
          limit: 10,
          range: '1w',
          direction: 'debit',
          search: 'Asha',
        }),
      { timeout: 5000 },
    );
    expect(currentLocation()).toBe('/transaction-wallet-list?range=1w&direction=debit&search=Asha');
  });

  it('sends custom dates only with the Custom period', async () => {
    const { user } = renderList('/transaction-wallet-list?range=1d&from=2026-11-01');
    await screen.findByText('Canteen');
    expect(listBodies()[0]).toEqual({ ...SORT, offset: 0, limit: 10, range: '1d' });
    await user.selectOptions(screen.getByLabelText('Time Range'), 'Custom');
    await waitFor(() =>
      expect(listBodies().at(-1)).toEqual({ ...SORT, offset: 0, limit: 10, range: 'custom', from: '2026-11-01' }),
    );
    expect(screen.getByLabelText('From')).toHaveValue('01 Nov 2026');
    await user.type(screen.getByLabelText('To'), '20 Nov 2026{Enter}');
    await waitFor(() =>
      expect(listBodies().at(-1)).toEqual({
        ...SORT,
        offset: 0,
        limit: 10,
        range: 'custom',
        from: '2026-11-01',
        to: '2026-11-20',
      }),
    );
  });

  it('links a row to its wallet, as plain text when the operator cannot open wallets', async () => {
    const { user, unmount } = renderList();
    await screen.findByText('Canteen');
    expect(screen.getByRole('link', { name: 'Canteen' })).toHaveAttribute('href', '/wallet/9');
    await user.click(screen.getByText('Ravi Menon'));
    expect(currentLocation()).toBe('/wallet/12');
    unmount();

    // The viewer: transactions only. No link, no row click, no fund action.
    grant((path) => !path.startsWith('/wallet'));
    const viewer = renderList();
    await screen.findByText('Canteen');
    expect(screen.queryByRole('link', { name: 'Canteen' })).not.toBeInTheDocument();
    expect(headers()).not.toContain('Add/Remove Fund');
    expect(screen.queryByRole('button', { name: /Add\/Remove Fund/ })).not.toBeInTheDocument();
    await viewer.user.click(screen.getByText('Asha Rao'));
    expect(currentLocation()).toBe('/transaction-wallet-list');
  });

  it('opens the row’s wallet in the fund dialog with its balance now, and reads the list again on submit', async () => {
    server
      .on('GET /customer/wallet/:id', () => ({ data: makeWallet({ amount: 500 }) }))
      .on(FUND, () => ({
        data: {
          id: 503,
          wallet_id: 9,
          transaction_amount: 20,
          previous_balance: 500,
          after_balance: 520,
          remark: null,
          reverses_id: null,
          created_at: '2026-11-25T07:00:00.000Z',
          replayed: false,
        },
      }));
    const { user } = renderList();
    await screen.findByText('Canteen');
    await user.click(screen.getByRole('button', { name: 'Add/Remove Fund: Canteen' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Add/Remove Fund')).toBeInTheDocument();
    // The wallet's balance now, not the row's after balance (₹350.50).
    expect(within(dialog).getByText('₹500.00')).toBeInTheDocument();
    expect(server.paths('GET /customer/wallet/:id')).toEqual(['/customer/wallet/9']);

    const reads = listBodies().length;
    await user.type(within(dialog).getByLabelText('Amount'), '20');
    expect(within(dialog).getByTestId('balance-preview')).toHaveTextContent('After Add Fund: ₹520.00');
    await user.click(within(dialog).getByRole('button', { name: 'Add Fund' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.bodies(FUND)).toEqual([{ wallet_id: 9, transaction_amount: '20' }]);
    // The list was read again from the server once the movement committed.
    await waitFor(() => expect(listBodies().length).toBe(reads + 1));
    expect(listBodies().at(-1)).toEqual({ ...SORT, offset: 0, limit: 10 });
    expect(useToastStore.getState().success).toBe('Added ₹20.00. Balance ₹520.00.');
  });

  it('closes the fund dialog without moving money or reading the list again', async () => {
    server.on('GET /customer/wallet/:id', () => ({ data: makeWallet() }));
    const { user } = renderList();
    await screen.findByText('Canteen');
    await user.click(screen.getByRole('button', { name: 'Add/Remove Fund: Travel' }));
    const dialog = await screen.findByRole('dialog');
    const reads = listBodies().length;
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.bodies(FUND)).toEqual([]);
    expect(listBodies()).toHaveLength(reads);
  });

  it('says why a wallet cannot be funded when it cannot be read, and opens no dialog', async () => {
    server.on('GET /customer/wallet/:id', () => fail(404, 'Wallet not found.'));
    const { user } = renderList();
    await screen.findByText('Canteen');
    await user.click(screen.getByRole('button', { name: 'Add/Remove Fund: Canteen' }));
    await waitFor(() => expect(useToastStore.getState().error).toBe('Wallet not found.'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('downloads the current filters’ file at once (CSV or XLSX), queuing nothing', async () => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:ledger'), revokeObjectURL: jest.fn() });
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    server.on(DOWNLOAD, (body) => ({
      bytes: new ArrayBuffer(8),
      type: 'text/csv',
      fileName: `wallet-transaction-report-2026-11-28.${body.format}`,
    }));
    const { user } = renderList('/transaction-wallet-list?range=custom&from=2026-11-01&direction=debit&search=Asha');
    await screen.findByText('Canteen');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    expect(server.bodies(DOWNLOAD)).toEqual([
      { format: 'csv', filters: { range: 'custom', from: '2026-11-01', direction: 'debit', search: 'Asha' } },
    ]);
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('wallet-transaction-report-2026-11-28.csv');
    await user.click(screen.getByRole('button', { name: 'Export XLSX' }));
    await waitFor(() => expect(server.bodies(DOWNLOAD).at(-1)).toMatchObject({ format: 'xlsx' }));
    expect(server.bodies(REPORT)).toEqual([]);
    clicked.mockRestore();
  });

  it('says a file too large to download will be e-mailed, and queues the report only when asked', async () => {
    const queued = 'The wallet transaction report will be sent to your registered email.';
    server.on(DOWNLOAD, () =>
      fail(400, 'The export would hold more than 10,000 rows; narrow the filter and export again.', {
        code: 'EXPORT_TOO_LARGE',
      }),
    );
    server.on(REPORT, () => ({ data: makeJob({ id: 9, kind: 'wallet_transactions' }), message: queued }));
    const { user } = renderList('/transaction-wallet-list?range=1m&wallet_type=prepaid');
    await screen.findByText('Canteen');
    await user.click(screen.getByRole('button', { name: 'Export XLSX' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Too large to download' });
    expect(dialog).toHaveTextContent(
      /The wallet transaction report \(XLSX\) can be made in the background and e-mailed/,
    );
    expect(server.bodies(REPORT)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'E-mail the Report' }));
    await waitFor(() =>
      expect(server.bodies(REPORT)).toEqual([{ format: 'xlsx', filters: { range: '1m', wallet_type: 'prepaid' } }]),
    );
    await waitFor(() => expect(useToastStore.getState().success).toBe(queued));
  });

  it('shows a refused report once, with the server’s reason', async () => {
    const refusal = "The report would hold more than 1,000,000 rows, your company's limit; narrow the filter.";
    server.on(DOWNLOAD, () => fail(400, 'too many', { code: 'EXPORT_TOO_LARGE' }));
    server.on(REPORT, () => fail(400, refusal, { code: 'REPORT_TOO_LARGE' }));
    const { user } = renderList();
    await screen.findByText('Canteen');
    await user.click(screen.getByRole('button', { name: 'Export XLSX' }));
    await user.click(await screen.findByRole('button', { name: 'E-mail the Report' }));
    await waitFor(() => expect(useToastStore.getState().error).toBe(refusal));
    expect(useToastStore.getState().success).toBeNull();
  });

  it('shows a failed list with the server’s message and Retry', async () => {
    server.on(LIST, () => fail(503, 'The database is restarting.'));
    renderList();
    expect(await screen.findByText('The database is restarting.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
