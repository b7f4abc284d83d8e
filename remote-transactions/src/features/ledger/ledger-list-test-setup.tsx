/**
 * The Transaction Wallet List's tests share this: a fake API answering the ledger in pages of 10,
 * two movements (a credit and a postpaid debit), and the page rendered at its path. A test file
 * that imports it gets a fresh API before each test, and a loaded machine's room.
 */
import { useRouteAccessStore, useToastStore } from '@console/shared';
import { fakeApi, renderPage, type FakeApi } from '@console/shared/testing';
import { screen, waitFor, within, type waitForOptions } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { cursorPage, makeMovement } from './fixtures';
import LedgerListPage from './ledger-list-page';

export const LIST = 'POST /customer/wallet/transaction-list';
export const FUND = 'POST /customer/wallet/wallet-transaction';
export const REPORT = 'POST /report/reports/wallet-transactions';
export const DOWNLOAD = 'POST /report/reports/wallet-transactions/download';

export const credit = makeMovement();
export const debit = makeMovement({
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

/** The fake API of the test running now (a fresh one before each). */
export let server: FakeApi;
export const listBodies = () => server.bodies(LIST);
/** A ledger is read newest first: the default sort every request carries. */
export const SORT = { sortBy: 'created_at', sortDir: 'DESC' };

/** 25 movements in pages of 10: each page names the next by cursor. */
export function answerPages(rowsOfPage: (pageNo: number) => ReturnType<typeof makeMovement>[] = () => [credit, debit]) {
  server.on(LIST, (body) => {
    const pageNo = body.cursor === 'c2' ? 2 : body.cursor === 'c3' ? 3 : 1;
    return cursorPage(rowsOfPage(pageNo), 25, 10, body.offset ?? 0, pageNo < 3 ? `c${pageNo + 1}` : null);
  });
}

/** The operator may open every path (the host's answer), or only those `allowed` says. */
export const grant = (allowed: (path: string) => boolean = () => true) =>
  useRouteAccessStore.getState().publish(allowed);

jest.setTimeout(60_000);
// Before each test: a fresh API answering the ledger's pages, every path open, no toast.
beforeEach(() => {
  server = fakeApi();
  answerPages();
  grant();
  useToastStore.getState().clear();
});

export const renderList = (path = '/transaction-wallet-list') =>
  renderPage(<LedgerListPage />, { path, route: '/transaction-wallet-list' });
/** The page rendered, once its first row (the credit to Canteen) shows. */
export async function renderLoaded(path?: string) {
  const rendered = renderList(path);
  await screen.findByText('Canteen');
  return rendered;
}
/** Waits for the list's last read to ask the first page of 10 with these filters (newest first). */
export const expectLastRead = (filters: Record<string, string>, options?: waitForOptions) =>
  waitFor(() => expect(listBodies().at(-1)).toEqual({ ...SORT, offset: 0, limit: 10, ...filters }), options);
/** Picks each select's option by the select's label. */
export async function choose(user: UserEvent, options: Record<string, string>) {
  for (const [label, option] of Object.entries(options)) await user.selectOptions(screen.getByLabelText(label), option);
}
export const headers = () =>
  screen.getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, '').trim());
export const cellsOf = (text: string) =>
  within(screen.getByText(text).closest('tr')!)
    .getAllByRole('cell')
    .map((c) => c.textContent);
