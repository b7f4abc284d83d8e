import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { fail, fakeApi, optionsAnswer, renderPage, type FakeApi } from '@console/shared/testing';
import type { BulkCredit } from '@console/shared/contracts';
import { BulkCreditDialog } from './bulk-credit-dialog';
import { PENDING } from './bulk-credit-batch';
import { bulkCreditResult as result, makeBulkCredit } from './fixtures';

const START = 'POST /customer/wallet/bulk-credit';
const POLL = 'GET /customer/wallet/bulk-credit/:id';
const AGAIN = 'POST /customer/wallet/bulk-credit/:id/run-again';
const INTERRUPTED = 'The batch was interrupted. Run it again: wallets already credited will not be paid twice.';
/** A poll comes every second: a step of the batch is waited for a little longer. */
const POLLED = { timeout: 4000 };

jest.setTimeout(20_000);

/** The batch as the server answers it: done, one wallet credited, one skipped, one failed. */
const finished = makeBulkCredit({
  status: 'done',
  processed: 3,
  credited: 1,
  skipped: 1,
  failed: 1,
  results: [
    result(1, 'credited', null),
    result(2, 'skipped', 'The wallet is inactive.'),
    result(3, 'failed', 'This Idempotency-Key was already used with different parameters.'),
  ],
});

/** Answers the polls in turn, the last one from then on. */
function polls(...answers: BulkCredit[]) {
  let at = 0;
  return () => ({ data: answers[Math.min(at++, answers.length - 1)]! });
}

let server: FakeApi;
const onClose = jest.fn();

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
  server = fakeApi()
    .on('POST /customer/customer-groups/options', (body) =>
      optionsAnswer(
        [
          {
            id: 7,
            name: 'Night Shift',
            description: null,
            member_count: 4,
            is_default: false,
            created_at: '',
            updated_at: '',
          },
        ],
        body,
      ),
    )
    .on('GET /customer/customer-groups/:id/wallets', () => ({
      data: { wallet_ids: [1, 2, 3], customers_without_wallet: 1 },
    }));
});

const open = (selectedWalletIds: number[] = []) =>
  renderPage(<BulkCreditDialog open selectedWalletIds={selectedWalletIds} onClose={onClose} />, {
    path: '/wallet-list',
  });

/** Fills the form for the group at ₹25.75, checks the total and confirms. */
async function creditTheGroup(user: ReturnType<typeof open>['user']) {
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('combobox', { name: 'Credit to' }));
  await user.click(await within(dialog).findByRole('option', { name: 'Night Shift (4 members)' }));
  await user.type(within(dialog).getByLabelText('Amount per wallet'), '25.75');
  await user.click(within(dialog).getByRole('button', { name: 'Credit' }));
  expect(await within(dialog).findByRole('status', { name: 'Bulk credit total' })).toHaveTextContent(
    '3 wallets × ₹25.75 = ₹77.25',
  );
  expect(server.bodies(START)).toHaveLength(0);
  await user.click(within(dialog).getByRole('button', { name: 'Confirm Credit' }));
  return dialog;
}

describe('Bulk Credit', () => {
  it('sends the batch once, follows its progress on the server, and shows the summary', async () => {
    server
      .on(START, () => ({ ok: true, status: 202, data: { data: makeBulkCredit() } }))
      .on(POLL, polls(makeBulkCredit({ status: 'running', processed: 2, credited: 1, skipped: 1 }), finished));
    const { user } = open();
    const dialog = await creditTheGroup(user);

    expect(await within(dialog).findByText('Crediting 2 of 3 wallets')).toBeInTheDocument();
    const summary = await within(dialog).findByRole('status', { name: 'Bulk credit summary' }, POLLED);
    expect(summary).toHaveTextContent('Credited 1 of 3 wallets with ₹25.75 each.');
    expect(summary).toHaveTextContent('Skipped: 2');
    expect(summary).toHaveTextContent('1 member has no active wallet.');
    expect(summary).toHaveTextContent('Wallet 2: The wallet is inactive.');
    expect(summary).toHaveTextContent('Failed: 1');
    expect(summary).toHaveTextContent('Wallet 3: This Idempotency-Key was already used with different parameters.');
    expect(within(dialog).getByText('Processed 3 of 3 wallets')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar', { name: 'Bulk credit progress' })).toHaveAttribute(
      'aria-valuenow',
      '3',
    );

    expect(server.bodies(START)).toEqual([{ wallet_ids: [1, 2, 3], transaction_amount: '25.75' }]);
    expect(server.headers(START)[0]!['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
    expect(server.paths(POLL).every((path) => path === '/customer/wallet/bulk-credit/41')).toBe(true);
    // Ended: nothing is offered again on the next open, and no poll follows.
    expect(sessionStorage.getItem(PENDING)).toBeNull();
    const asked = server.paths(POLL).length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(server.paths(POLL)).toHaveLength(asked);
  });

  it('closes while the batch runs, leaving it running; reopened, Resume It follows the same batch', async () => {
    server
      .on(START, () => ({ ok: true, status: 202, data: { data: makeBulkCredit() } }))
      .on(POLL, () => ({ data: makeBulkCredit({ status: 'running', processed: 1, credited: 1 }) }));
    const first = open();
    const dialog = await creditTheGroup(first.user);
    expect(await within(dialog).findByText('Crediting 1 of 3 wallets')).toBeInTheDocument();
    await first.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
    first.unmount();
    const key = server.headers(START)[0]!['Idempotency-Key'];

    // The same key again answers the same batch (200), done meanwhile.
    server.on(START, () => ({ ok: true, status: 200, data: { data: finished } })).on(POLL, () => ({ data: finished }));
    const again = open();
    const alert = await screen.findByText(/An interrupted bulk credit did not finish/);
    expect(alert).toHaveTextContent('Group: Night Shift, 3 wallets × ₹25.75.');
    await again.user.click(screen.getByRole('button', { name: 'Resume It' }));
    expect(await screen.findByRole('status', { name: 'Bulk credit summary' })).toHaveTextContent(
      'Credited 1 of 3 wallets with ₹25.75 each.',
    );
    expect(server.headers(START).map((h) => h['Idempotency-Key'])).toEqual([key, key]);
    expect(sessionStorage.getItem(PENDING)).toBeNull();
  });

  it('a batch that failed on the server says so, and Run Again runs it again there', async () => {
    const failed = makeBulkCredit({
      status: 'failed',
      total: 2,
      processed: 1,
      credited: 1,
      reason: 'The bulk credit could not finish: the database went away.',
      results: [result(5, 'credited', null)],
    });
    server
      .on(START, () => ({ ok: true, status: 202, data: { data: makeBulkCredit({ total: 2 }) } }))
      .on(POLL, () => ({
        data: failed,
      }));
    const { user } = open([5, 6]);
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Amount per wallet'), '25.75');
    await user.click(within(dialog).getByRole('button', { name: 'Credit' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Confirm Credit' }));
    expect(await within(dialog).findByText(INTERRUPTED)).toBeInTheDocument();
    expect(within(dialog).getByRole('status', { name: 'Bulk credit summary' })).toHaveTextContent(
      'Credited 1 of 2 wallets with ₹25.75 each.',
    );

    const rerun = makeBulkCredit({
      status: 'done',
      total: 2,
      processed: 2,
      credited: 1,
      already_credited: 1,
      results: [result(5, 'replayed', null), result(6, 'credited', null)],
    });
    server
      .on(AGAIN, () => ({ ok: true, status: 202, data: { data: makeBulkCredit({ total: 2 }) } }))
      .on(POLL, () => ({ data: rerun }));
    await user.click(within(dialog).getByRole('button', { name: 'Run Again' }));
    const summary = await within(dialog).findByRole('status', { name: 'Bulk credit summary' }, POLLED);
    await waitFor(() => expect(summary).toHaveTextContent('Already credited by this batch: 1'));
    expect(within(dialog).queryByText(INTERRUPTED)).not.toBeInTheDocument();
    expect(server.paths(AGAIN)).toEqual(['/customer/wallet/bulk-credit/41/run-again']);
    expect(server.bodies(START)).toHaveLength(1);
    expect(within(dialog).queryByRole('button', { name: 'Run Again' })).not.toBeInTheDocument();
  });

  it('a send that was never answered is sent again under the same key; a refusal shows the server’s reason', async () => {
    server.on(START, () => ({ ok: false, status: 0, message: 'Network/CORS error has occured.', aborted: false }));
    const { user } = open();
    const dialog = await creditTheGroup(user);
    expect(await within(dialog).findByText(INTERRUPTED)).toBeInTheDocument();
    expect(within(dialog).queryByRole('status', { name: 'Bulk credit summary' })).not.toBeInTheDocument();

    server.on(START, () => fail(409, 'This Idempotency-Key was already used with different parameters.'));
    await user.click(within(dialog).getByRole('button', { name: 'Run Again' }));
    expect(
      await within(dialog).findByText('This Idempotency-Key was already used with different parameters.'),
    ).toBeInTheDocument();

    server
      .on(START, () => ({ ok: true, status: 202, data: { data: makeBulkCredit() } }))
      .on(POLL, () => ({
        data: finished,
      }));
    await user.click(within(dialog).getByRole('button', { name: 'Run Again' }));
    expect(await within(dialog).findByRole('status', { name: 'Bulk credit summary' }, POLLED)).toHaveTextContent(
      'Credited 1 of 3 wallets with ₹25.75 each.',
    );
    const keys = server.headers(START).map((h) => h['Idempotency-Key']);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it('reads the groups only once opened', async () => {
    const GROUPS = 'POST /customer/customer-groups/options';
    function Closed() {
      const [isOpen, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>Bulk Credit</button>
          <BulkCreditDialog open={isOpen} selectedWalletIds={[]} onClose={() => setOpen(false)} />
        </>
      );
    }
    const { user } = renderPage(<Closed />, { path: '/wallet-list' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.bodies(GROUPS)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Bulk Credit' }));
    await user.click(await screen.findByRole('combobox', { name: 'Credit to' }));
    expect(await screen.findByRole('option', { name: 'Night Shift (4 members)' })).toBeInTheDocument();
    expect(server.bodies(GROUPS)).toHaveLength(1);
  });

  it('refuses a remark the server would, under the remark, before the total', async () => {
    const { user } = open([5, 6]);
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Amount per wallet'), '10');
    await user.type(within(dialog).getByLabelText('Remark'), 'Diwali\u200Bbonus');
    await user.click(within(dialog).getByRole('button', { name: 'Credit' }));
    expect(await within(dialog).findByText('Invalid format')).toBeInTheDocument();
    expect(within(dialog).queryByRole('status', { name: 'Bulk credit total' })).not.toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Remark'));
    await user.type(within(dialog).getByLabelText('Remark'), 'Diwali bonus');
    await user.click(within(dialog).getByRole('button', { name: 'Credit' }));
    expect(await within(dialog).findByRole('status', { name: 'Bulk credit total' })).toHaveTextContent(
      '2 wallets × ₹10.00 = ₹20.00',
    );
    expect(server.bodies(START)).toHaveLength(0);
  });

  it('moves on by a click only, goes Back to the form as typed, and starts afresh on every open', async () => {
    function Reopenable() {
      const [isOpen, setOpen] = useState(true);
      return (
        <>
          <button onClick={() => setOpen(true)}>Bulk Credit</button>
          <BulkCreditDialog open={isOpen} selectedWalletIds={[5, 6]} onClose={() => setOpen(false)} />
        </>
      );
    }
    const { user } = renderPage(<Reopenable />, { path: '/wallet-list' });
    const dialog = await screen.findByRole('dialog');
    const amount = () => within(dialog).getByLabelText('Amount per wallet');
    await user.type(amount(), '25.75{Enter}');
    expect(within(dialog).queryByRole('status', { name: 'Bulk credit total' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Credit' }));
    expect(await within(dialog).findByRole('status', { name: 'Bulk credit total' })).toHaveTextContent(
      '2 wallets × ₹25.75 = ₹51.50',
    );
    expect(amount()).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Confirm Credit' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(amount()).toBeEnabled();
    expect(amount()).toHaveValue('25.75');
    // Escape closes it at the total too; the next open asks from the start.
    await user.click(within(dialog).getByRole('button', { name: 'Credit' }));
    await within(dialog).findByRole('status', { name: 'Bulk credit total' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Bulk Credit' }));
    const reopened = await screen.findByRole('dialog');
    expect(within(reopened).getByLabelText('Amount per wallet')).toHaveValue('');
    expect(within(reopened).queryByRole('status', { name: 'Bulk credit total' })).not.toBeInTheDocument();
    expect(within(reopened).getByRole('button', { name: 'Credit' })).toBeInTheDocument();
    expect(server.bodies(START)).toHaveLength(0);
  });
});
