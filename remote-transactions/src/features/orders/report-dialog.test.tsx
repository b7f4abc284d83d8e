import { useRouteAccessStore, useTenantStore } from '@console/shared';
import type { ReportChecklist, ReportCreateBody } from '@console/shared/contracts';
import { fail, fakeApi, renderPage, type FakeApi } from '@console/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { makeChecklist, makeJob } from '../../lib/report-fixtures';
import { makeOrder, page } from './fixtures';
import OrderListPage from './order-list-page';

jest.setTimeout(90_000);

const TRANSACTION_MESSAGE = 'The transaction report will be sent to your registered email.';
const FEEDBACK_MESSAGE = 'The feedback report will be sent to your registered email.';

let server: FakeApi;
/** The checklist as the server keeps it: a PUT changes what the next GET answers. */
let saved: ReportChecklist;

beforeEach(() => {
  saved = makeChecklist(['order_no', 'amount']);
  server = fakeApi()
    .on('POST /transaction/orders/list', (body) => page([makeOrder()], 1, 20, body.offset))
    .on('GET /transaction/orders/filter-options', () => ({ data: { channels: [] } }))
    // The list's Touchpoint filter asks for its first matches.
    .on('POST /transaction/orders/touchpoint-options', () => ({ data: [], total: 0 }))
    .on('GET /report/reports/checklist', () => ({ data: saved }))
    .on('PUT /report/reports/checklist', ({ columns }) => {
      saved = { ...saved, columns };
      return { data: saved };
    })
    .on('POST /report/reports', (body: ReportCreateBody) => ({
      data: makeJob({ status: 'queued', kind: body.kind, columns: body.columns ?? [] }),
      message: body.kind === 'feedback' ? FEEDBACK_MESSAGE : TRANSACTION_MESSAGE,
    }));
  useRouteAccessStore.getState().publish(() => true);
  useTenantStore.getState().reset();
});

const renderList = (path = '/transaction-list') => renderPage(<OrderListPage />, { path, route: '/transaction-list' });

async function openDialog(user: ReturnType<typeof renderList>['user']) {
  await screen.findByText('ORD00000042');
  await user.click(screen.getByRole('button', { name: 'Report' }));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('checkbox', { name: 'Order ID' });
  return dialog;
}

const checked = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('checkbox')
    .filter((box) => (box as HTMLInputElement).checked)
    .map((box) => box.closest('label')?.textContent);

describe('Report dialog on Touchpoint Orders', () => {
  it('restores the saved checklist, saves a new one and finds it again when reopened', async () => {
    const { user } = renderList();
    let dialog = await openDialog(user);
    expect(within(dialog).getByRole('heading', { name: 'Report' })).toBeInTheDocument();
    expect(checked(dialog)).toEqual(['Order ID', 'Amount']);
    expect(within(dialog).getByTestId('report-default-columns')).toHaveTextContent(
      'With no column chosen, the default report is sent: Order ID, Date, Amount.',
    );

    // Ticked out of order, saved in the report's order.
    await user.click(within(dialog).getByRole('checkbox', { name: 'Customer Name' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Order ID' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Channel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save checklist' }));
    expect(await within(dialog).findByText('Checklist saved.')).toBeInTheDocument();
    expect(server.bodies('PUT /report/reports/checklist')).toEqual([
      { columns: ['channel', 'amount', 'customer_name'] },
    ]);
    expect(server.bodies('POST /report/reports')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await openDialog(user);
    await waitFor(() => expect(checked(dialog)).toEqual(['Channel', 'Amount', 'Customer Name']));
  });

  it('sends the transaction report with the list’s current filters and period and the chosen columns', async () => {
    const { user } = renderList(
      '/transaction-list?range=custom&from=2026-11-01&to=2026-11-20&channel_id=2&status=0&search=9876543210&page=2',
    );
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Date' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send Report to Email' }));
    expect(await within(dialog).findByText(TRANSACTION_MESSAGE)).toBeInTheDocument();
    expect(server.bodies('POST /report/reports')).toEqual([
      {
        kind: 'transactions',
        columns: ['order_no', 'created_at', 'amount'],
        filters: {
          range: 'custom',
          from: '2026-11-01',
          to: '2026-11-20',
          channel_id: 2,
          status: 0,
          search: '9876543210',
        },
      },
    ]);
    // The dialog stays to say so, and points to the Reports page.
    expect(within(dialog).getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/reports');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    // Sent: not again until something changes; another column makes it another report.
    const sendButton = within(dialog).getByRole('button', { name: 'Send Report to Email' });
    expect(sendButton).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Date' }));
    expect(sendButton).toBeEnabled();
  });

  it('sends the default report when no column is chosen, and the feedback report with its message', async () => {
    const { user } = renderList('/transaction-list?range=1w&payment_status=1');
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Order ID' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Amount' }));
    expect(checked(dialog)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Send Report to Email' }));
    expect(await within(dialog).findByText(TRANSACTION_MESSAGE)).toBeInTheDocument();
    expect(server.bodies('POST /report/reports')[0]).toEqual({
      kind: 'transactions',
      filters: { range: '1w', payment_status: 1 },
    });

    await user.click(within(dialog).getByRole('button', { name: 'Send Feedback Report' }));
    expect(await within(dialog).findByText(FEEDBACK_MESSAGE)).toBeInTheDocument();
    expect(within(dialog).queryByText(TRANSACTION_MESSAGE)).not.toBeInTheDocument();
    expect(server.bodies('POST /report/reports')[1]).toEqual({
      kind: 'feedback',
      filters: { range: '1w', payment_status: 1 },
    });
  });

  it('shows the server’s refusal inside the dialog and stays open', async () => {
    server.on('POST /report/reports', () =>
      fail(429, 'You have 3 reports waiting: send another once one of them is sent.'),
    );
    const { user } = renderList();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send Report to Email' }));
    expect(
      await within(dialog).findByText('You have 3 reports waiting: send another once one of them is sent.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(TRANSACTION_MESSAGE)).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    server.on('PUT /report/reports/checklist', () => fail(400, 'Unknown report column "x".'));
    await user.click(within(dialog).getByRole('button', { name: 'Save checklist' }));
    expect(await within(dialog).findByText('Unknown report column "x".')).toBeInTheDocument();
    expect(
      within(dialog).queryByText('You have 3 reports waiting: send another once one of them is sent.'),
    ).not.toBeInTheDocument();
  });
});
