import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
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
  useQuery({ queryKey: ['transactions', 'wallet-transactions', 'list', {}], queryFn: () => ++reads.ledger });
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

  it('refuses what it cannot take, says why, and never enables a button on a changed value', async () => {
    const { user } = renderDialog();
    const buttons = () => ['Add Fund', 'Deduct Fund'].map((name) => screen.getByRole('button', { name }));
    // "-5" is not 5: the refusal stands while the operator types on, and holds both buttons.
    await user.type(amount(), '-');
    expect(amount()).toHaveValue('');
    expect(screen.getByText('Amounts are positive; use Deduct Fund to take money out')).toBeInTheDocument();
    await user.type(amount(), '5');
    expect(amount()).toHaveValue('5');
    expect(screen.getByText('Amounts are positive; use Deduct Fund to take money out')).toBeInTheDocument();
    for (const button of buttons()) expect(button).toBeDisabled();
    expect(screen.queryByTestId('balance-preview')).not.toBeInTheDocument();
    // Correcting the amount (here: clearing it) lets go.
    await user.clear(amount());
    expect(screen.queryByText(/Amounts are positive/)).not.toBeInTheDocument();

    await user.type(amount(), '5e0');
    expect(amount()).toHaveValue('50');
    expect(screen.getByText('Only digits and one decimal point')).toBeInTheDocument();
    for (const button of buttons()) expect(button).toBeDisabled();
    await user.type(amount(), '{Backspace}');
    expect(amount()).toHaveValue('5');
    for (const button of buttons()) expect(button).toBeEnabled();

    await user.type(amount(), '.001');
    expect(amount()).toHaveValue('5.00');
    expect(screen.getByText('At most two decimals')).toBeInTheDocument();
    for (const button of buttons()) expect(button).toBeDisabled();
    // Leaving the field does not make 5.00 the amount meant.
    await user.tab();
    expect(screen.getByText('At most two decimals')).toBeInTheDocument();
    for (const button of buttons()) expect(button).toBeDisabled();
    await user.type(amount(), '{Backspace}');
    expect(amount()).toHaveValue('5.0');
    expect(screen.queryByText('At most two decimals')).not.toBeInTheDocument();
    for (const button of buttons()) expect(button).toBeEnabled();
  });

  it('previews the balance each button would leave', async () => {
    const { user } = renderDialog();
    await user.type(amount(), '150.25');
    const preview = screen.getByTestId('balance-preview');
    expect(preview).toHaveTextContent('After Add Fund: ₹250.25');
    expect(preview).toHaveTextContent('After Deduct Fund: -₹50.25 — below the ₹0.00 floor; it will be refused');
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
    server.on(FUND, () => fail(422, 'Insufficient balance: the wallet holds ₹100.00.'));
    const { user, onClose } = renderDialog();
    await waitFor(() => expect(reads.count).toBe(1));
    await user.type(amount(), '150');
    await user.click(screen.getByRole('button', { name: 'Deduct Fund' }));
    expect(await screen.findByText('Insufficient balance: the wallet holds ₹100.00.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(amount()).toHaveValue('150');
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
});
