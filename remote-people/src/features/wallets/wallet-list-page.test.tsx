import { screen, waitFor, within } from '@testing-library/react';
import { currentLocation, fail, fakeApi, renderPage, type FakeApi } from '@console/shared/testing';
import { makeDryRun } from '../../lib/imports/fixtures';
import { makeWallet, page } from './fixtures';
import WalletListPage from './wallet-list-page';

const LIST = 'POST /customer/wallet/list';
const NO_ROWS = { created: 0, updated: 0, unchanged: 0, failed: 0 };
let server: FakeApi;

beforeEach(() => {
  server = fakeApi()
    .on(LIST, () =>
      page([
        makeWallet(),
        makeWallet({
          id: 10,
          name: 'Travel',
          wallet_name: 'Travel',
          type: 'postpaid',
          wallet_type: 'postpaid',
          credit_limit: 500,
        }),
      ]),
    )
    .on('POST /customer/customer-groups/list', () => page([]))
    // The Group filter's picker.
    .on('POST /customer/customer-groups/options', () => ({ data: [], total: 0 }));
});

const renderList = (path = '/wallet-list') => renderPage(<WalletListPage />, { path, route: '/wallet-list' });

describe('Employee Wallets', () => {
  it('lists the wallets with their balance and type and opens one on click', async () => {
    const { user } = renderList();
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    for (const title of ['Wallet Name', 'Amount', 'Type', 'Add/Remove Fund'])
      expect(screen.getByRole('columnheader', { name: new RegExp(title) })).toBeVisible();
    expect(within(table).getByText('Postpaid')).toBeInTheDocument();
    await user.click(within(table).getByText('Travel'));
    expect(currentLocation()).toBe('/wallet/10');
  });

  it('imports top-ups from a CSV file: the top-up columns, sent as the top-ups kind', async () => {
    const checked = makeDryRun({ kind: 'top-ups', total: 2, counts: { ...NO_ROWS, created: 2 }, rows: [] });
    server.on('POST /customer/imports/dry-run', () => ({ data: checked }));
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Import Top-ups' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import Top-ups' });
    expect(dialog).toHaveTextContent('A CSV file with a header row: mobile and amount, and any of remark or wallet_id');
    await user.upload(within(dialog).getByLabelText('CSV file'), new File(['mobile,amount\r\n'], 't.csv'));
    await user.click(within(dialog).getByRole('button', { name: 'Dry Run' }));
    expect(await within(dialog).findByRole('status', { name: 'Dry run summary' })).toHaveTextContent(
      '2 will be credited.',
    );
    expect(server.bodies('POST /customer/imports/dry-run')).toEqual([
      { kind: 'top-ups', file: { name: 't.csv', text: 'mobile,amount\r\n' } },
    ]);
  });

  it('keeps search, type and page in the URL and sends them to the server', async () => {
    renderList('/wallet-list?search=asha&type=postpaid&page=2');
    await waitFor(() => expect(server.bodies(LIST)).not.toHaveLength(0));
    expect(server.bodies(LIST)[0]).toMatchObject({ search: 'asha', type: 'postpaid', offset: 10, limit: 10 });
  });

  it('a failed list says why and offers Retry, never "No Data Available"', async () => {
    let failing = true;
    server.on(LIST, () => (failing ? fail(503, 'The service is restarting.') : page([makeWallet()])));
    const { user } = renderList();
    expect(await screen.findByText('The service is restarting.')).toBeInTheDocument();
    expect(screen.queryByText('No Data Available')).not.toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Canteen')).toBeInTheDocument();
  });
});
