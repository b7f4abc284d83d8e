import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { useToastStore } from '../stores/toast-store';
import { fail, fakeApi, renderPage, type FakeApi } from '../testing';
import { FundDialog } from './fund-dialog';

const FUND = 'POST /customer/wallet/wallet-transaction';
let server: FakeApi;

const wallet = { id: 9, name: 'Canteen', amount: 100, type: 'prepaid', credit_limit: 0 };
const movement = (amount: number) => ({
  data: {
    id: 1,
    wallet_id: 9,
    transaction_amount: amount,
    previous_balance: 100,
    after_balance: 100 + amount,
    remark: null,
    reverses_id: null,
    created_at: '2026-11-23T10:00:00.000Z',
    replayed: false,
  },
});

/**
 * Queries a movement changes, in two remotes — how many times each was read — and one it does not.
 */
const reads = { count: 0, ledger: 0, orders: 0 };
function CallerList() {
  useQuery({ queryKey: ['people', 'wallets', 'list', {}], queryFn: () => ++reads.count });
  useQuery({ queryKey: ['transactions', 'ledger', 'list', {}], queryFn: () => ++reads.ledger });
  useQuery({ queryKey: ['transactions', 'orders', 'list', {}], queryFn: () => ++reads.orders });
  return null;
}

function renderDialog() {
  const onClose = jest.fn();
  const onDone = jest.fn();
  const view = renderPage(
    <>
      <CallerList />
      <FundDialog wallet={wallet} onClose={onClose} onDone={onDone} />
    </>,
    { path: '/wallet-list' },
  );
  return { ...view, onClose, onDone };
}
const amount = () => screen.getByLabelText('Amount');

beforeEach(() => {
  Object.assign(reads, { count: 0, ledger: 0, orders: 0 });
  server = fakeApi();
  useToastStore.getState().clear();
});

describe('Add/Remove Fund', () => {
  it('keeps both buttons disabled until the amount is above 0', async () => {
    const { user } = renderDialog();
    expect(amount()).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByRole('button', { name: 'Add Fund' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Deduct Fund' })).toBeDisabled();
    await user.type(amount(), '0');
    expect(screen.getByRole('button', { name: 'Add Fund' })).toBeDisabled();
    await user.type(amount(), '.5');
    expect(screen.getByRole('button', { name: 'Add Fund' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Deduct Fund' })).toBeEnabled();
  });

  it('keeps what was typed, says why it is no amount, and enables a button only on an amount', async () => {
    const { user } = renderDialog();
    const buttons = () => ['Add Fund', 'Deduct Fund'].map((name) => screen.getByRole('button', { name }));
    const message = (text: string | RegExp) => screen.getByText(text);
    // "-5" stays "-5", refused with the reason; neither button is enabled, no preview of 5.
    await user.type(amount(), '-5');
    expect(amount()).toHaveValue('-5');
    expect(message('Amounts are positive; use Deduct Fund to take money out')).toBeInTheDocument();
    for (const button of buttons()) expect(button).toBeDisabled();
    expect(screen.queryByTestId('balance-preview')).not.toBeInTheDocument();
    // Deleting the minus makes it the amount typed: the refusal goes, the buttons follow.
    await user.type(amount(), '{Home}{Delete}');
    expect(amount()).toHaveValue('5');
    expect(screen.queryByText(/Amounts are positive/)).not.toBeInTheDocument();
    for (const button of buttons()) expect(button).toBeEnabled();

    // "1e3" stays "1e3": not 13, not 1000.
    await user.clear(amount());
    await user.type(amount(), '1e3');
    expect(amount()).toHaveValue('1e3');
    expect(message('Only digits and one decimal point')).toBeInTheDocument();
    for (const button of buttons()) expect(button).toBeDisabled();

    // A third decimal stays typed and refused, also after leaving the field.
    await user.clear(amount());
    await user.type(amount(), '5.001');
    expect(amount()).toHaveValue('5.001');
    expect(message('At most two decimals')).toBeInTheDocument();
    await user.tab();
    expect(message('At most two decimals')).toBeInTheDocument();
    for (const button of buttons()) expect(button).toBeDisabled();
    await user.type(amount(), '{End}{Backspace}');
    expect(amount()).toHaveValue('5.00');
    expect(screen.queryByText('At most two decimals')).not.toBeInTheDocument();
    for (const button of buttons()) expect(button).toBeEnabled();

    // Past the cap: kept, refused with the cap, buttons disabled.
    await user.clear(amount());
    await user.type(amount(), '99999999');
    expect(amount()).toHaveValue('99999999');
    expect(message(/^At most ₹/)).toBeInTheDocument();
    for (const button of buttons()) expect(button).toBeDisabled();
  });

  it('previews the balance each button would leave', async () => {
    const { user } = renderDialog();
    await user.type(amount(), '150.25');
    const preview = screen.getByTestId('balance-preview');
    expect(preview).toHaveTextContent('After Add Fund: ₹250.25');
    expect(preview).toHaveTextContent('After Deduct Fund: -₹50.25 — below the ₹0.00 floor; it will be refused');
    // What the preview says will be refused is not offered, and the button says why.
    const deduct = screen.getByRole('button', { name: 'Deduct Fund' });
    expect(deduct).toBeDisabled();
    expect(deduct).toHaveAccessibleDescription(/below the ₹0\.00 floor; it will be refused/);
    expect(screen.getByRole('button', { name: 'Add Fund' })).toBeEnabled();
    await user.clear(amount());
    await user.type(amount(), '100');
    expect(deduct).toBeEnabled();
  });

  it('does nothing on Enter: moving money takes a click on the button that says which way', async () => {
    server.on(FUND, () => movement(5));
    const { user, onClose } = renderDialog();
    // The shell's Enter-submits-the-last-button rule skips what is marked so (host use-form-keys).
    expect(screen.getByRole('dialog')).toHaveAttribute('data-no-enter-submit', 'true');
    await user.type(amount(), '5{Enter}');
    expect(screen.getByRole('button', { name: 'Add Fund' })).toBeEnabled();
    expect(server.bodies(FUND)).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends a deduction as a negative amount with an Idempotency-Key, refreshes every remote’s money queries, then closes', async () => {
    server.on(FUND, () => movement(-0.5));
    const { user, onClose, onDone } = renderDialog();
    await waitFor(() => expect(reads.count).toBe(1));
    await user.type(amount(), '0.50');
    await user.click(screen.getByRole('button', { name: 'Deduct Fund' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onDone).toHaveBeenCalled();
    // The caller's list was read again from the server once the movement committed, and so was
    // another remote's view of the money; what money does not change was left alone.
    expect(reads.count).toBe(2);
    expect(reads.ledger).toBe(2);
    expect(reads.orders).toBe(1);
    expect(useToastStore.getState().success).toMatch(/Deducted ₹0\.50\. Balance ₹99\.50\./);
    expect(server.bodies(FUND)).toEqual([{ wallet_id: 9, transaction_amount: '-0.50' }]);
    expect(server.headers(FUND)[0]!['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('stays open on a refusal, shows the reason, and retries the same request under the same key', async () => {
    // The balance moved since the dialog read it: the server has the last word.
    server.on(FUND, () => fail(422, 'Insufficient balance: the wallet holds ₹40.00.'));
    const { user, onClose } = renderDialog();
    await waitFor(() => expect(reads.count).toBe(1));
    await user.type(amount(), '50');
    await user.click(screen.getByRole('button', { name: 'Deduct Fund' }));
    expect(await screen.findByText('Insufficient balance: the wallet holds ₹40.00.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(amount()).toHaveValue('50');
    await user.click(screen.getByRole('button', { name: 'Deduct Fund' }));
    await waitFor(() => expect(server.bodies(FUND)).toHaveLength(2));
    const keys = () => server.headers(FUND).map((h) => h['Idempotency-Key']);
    expect(keys()[1]).toBe(keys()[0]);
    // A different request gets a key of its own.
    await user.click(screen.getByRole('button', { name: 'Add Fund' }));
    await waitFor(() => expect(server.bodies(FUND)).toHaveLength(3));
    expect(keys()[2]).not.toBe(keys()[0]);
    // Nothing committed: nothing of the caller's was read again.
    expect(reads.count).toBe(1);
  });

  it('refuses a remark the server would, under the remark, and sends nothing', async () => {
    server.on(FUND, () => movement(5));
    const { user, onClose } = renderDialog();
    expect(screen.getByLabelText('Remark')).toHaveAttribute('maxLength', '500');
    await user.type(amount(), '5');
    // An invisible character the server's free-text format refuses (< and > are dropped as typed).
    await user.type(screen.getByLabelText('Remark'), 'Top\u200Bup');
    await user.click(screen.getByRole('button', { name: 'Add Fund' }));
    expect(await screen.findByText('Invalid format')).toBeInTheDocument();
    expect(server.bodies(FUND)).toHaveLength(0);
    await user.clear(screen.getByLabelText('Remark'));
    await user.type(screen.getByLabelText('Remark'), 'Top up');
    await user.click(screen.getByRole('button', { name: 'Add Fund' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.bodies(FUND)).toEqual([{ wallet_id: 9, transaction_amount: '5', remark: 'Top up' }]);
  });

  it('cannot be closed while the movement is in flight; its fields and buttons wait for it', async () => {
    let answer: (value: ReturnType<typeof movement>) => void = () => undefined;
    server.on(FUND, () => new Promise((resolve) => (answer = resolve)));
    const { user, onClose } = renderDialog();
    await user.type(amount(), '5');
    await user.click(screen.getByRole('button', { name: 'Add Fund' }));
    await waitFor(() => expect(amount()).toBeDisabled());
    expect(screen.getByLabelText('Remark')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Deduct Fund' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    answer(movement(5));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('forgets its keys on close: the same request sent after reopening is a new one', async () => {
    server.on(FUND, () => fail(422, 'Insufficient balance: the wallet holds ₹40.00.'));
    function Reopenable() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button onClick={() => setOpen(true)}>Fund Canteen</button>
          <FundDialog wallet={open ? wallet : null} onClose={() => setOpen(false)} />
        </>
      );
    }
    const { user } = renderPage(<Reopenable />, { path: '/wallet-list' });
    const deduct = async () => {
      await user.type(amount(), '50');
      await user.click(screen.getByRole('button', { name: 'Deduct Fund' }));
      await screen.findByText('Insufficient balance: the wallet holds ₹40.00.');
    };
    await deduct();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Fund Canteen' }));
    await deduct();
    const [first, second] = server.headers(FUND).map((h) => h['Idempotency-Key']);
    expect(second).not.toBe(first);
  });
});
