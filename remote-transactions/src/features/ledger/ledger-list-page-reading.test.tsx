import { WALLET_TRANSACTION_REPORT_COLUMNS } from '@console/shared/contracts';
import { currentLocation, fail } from '@console/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { ledgerListQuery } from './api/list-ledger';
import { cursorPage, makeMovement } from './fixtures';
import {
  answerPages,
  cellsOf,
  choose,
  credit,
  debit,
  expectLastRead,
  headers,
  LIST,
  listBodies,
  renderList,
  renderLoaded,
  server,
  SORT,
} from './ledger-list-test-setup';

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
    // The wallet transaction report's columns (its file is this list), then the fund action.
    expect(headers()).toEqual([...Object.values(WALLET_TRANSACTION_REPORT_COLUMNS), 'Add/Remove Fund']);
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
    const { user } = await renderLoaded();
    await choose(user, { 'Time Range': '1 Week', 'Wallet Type': 'Postpaid', 'Credit/Debit': 'Debit' });
    await expectLastRead({ range: '1w', wallet_type: 'postpaid', direction: 'debit' });
    await choose(user, { 'Wallet Type': 'All' });
    await user.type(screen.getByRole('searchbox'), 'Asha');
    await expectLastRead({ range: '1w', direction: 'debit', search: 'Asha' }, { timeout: 5000 });
    expect(currentLocation()).toBe('/transaction-wallet-list?range=1w&direction=debit&search=Asha');
  });

  it('sends custom dates only with the Custom period', async () => {
    const { user } = await renderLoaded('/transaction-wallet-list?range=1d&from=2026-11-01');
    expect(listBodies()[0]).toEqual({ ...SORT, offset: 0, limit: 10, range: '1d' });
    await choose(user, { 'Time Range': 'Custom' });
    await expectLastRead({ range: 'custom', from: '2026-11-01' });
    expect(screen.getByLabelText('From')).toHaveValue('01 Nov 2026');
    await user.type(screen.getByLabelText('To'), '20 Nov 2026{Enter}');
    await expectLastRead({ range: 'custom', from: '2026-11-01', to: '2026-11-20' });
  });

  it('shows a failed list with the server’s message and Retry', async () => {
    server.on(LIST, () => fail(503, 'The database is restarting.'));
    renderList();
    expect(await screen.findByText('The database is restarting.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
