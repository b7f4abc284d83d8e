import { api, useToastStore } from '@console/shared';
import { fail, ok, renderPage } from '@console/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { FundDialog } from './fund-dialog';

jest.mock('@console/shared', () => ({
  ...jest.requireActual('@console/shared'),
  api: { post: jest.fn(), get: jest.fn(), put: jest.fn(), delete: jest.fn() },
}));
const post = api.post as jest.Mock;

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

function renderDialog() {
  const onClose = jest.fn();
  const onDone = jest.fn();
  const view = renderPage(<FundDialog wallet={wallet} onClose={onClose} onDone={onDone} />, { path: '/wallet-list' });
  return { ...view, onClose, onDone };
}
const amount = () => screen.getByLabelText('Amount');

beforeEach(() => {
  jest.clearAllMocks();
  useToastStore.getState().clear();
});

describe('Add/Remove Fund', () => {
  it('keeps both buttons disabled until the amount is above 0, with min 0 and step 0.01', async () => {
    const { user } = renderDialog();
    expect(amount()).toHaveAttribute('min', '0');
    expect(amount()).toHaveAttribute('step', '0.01');
    expect(screen.getByRole('button', { name: 'Add Fund' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Deduct Fund' })).toBeDisabled();
    await user.type(amount(), '0');
    expect(screen.getByRole('button', { name: 'Add Fund' })).toBeDisabled();
    await user.clear(amount());
    await user.type(amount(), '12.345');
    expect(amount()).toHaveValue(12.34);
    expect(screen.getByRole('button', { name: 'Add Fund' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Deduct Fund' })).toBeEnabled();
  });

  it('sends a deduction as a negative amount with an Idempotency-Key, then closes', async () => {
    post.mockImplementation(() => ok(movement(-0.5), 201));
    const { user, onClose, onDone } = renderDialog();
    await user.type(amount(), '0.50');
    await user.click(screen.getByRole('button', { name: 'Deduct Fund' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onDone).toHaveBeenCalled();
    const [path, body, options] = post.mock.calls[0]!;
    expect(path).toBe('/wallet/wallet-transaction');
    expect(body).toEqual({ wallet_id: 9, transaction_amount: '-0.50' });
    expect(options.service).toBe('customer');
    expect(options.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('stays open on a refusal, shows the reason, and retries the same request under the same key', async () => {
    post.mockImplementation(() => fail(422, 'Insufficient balance: the wallet holds ₹100.00.'));
    const { user, onClose } = renderDialog();
    await user.type(amount(), '150');
    await user.click(screen.getByRole('button', { name: 'Deduct Fund' }));
    expect(await screen.findByText('Insufficient balance: the wallet holds ₹100.00.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(amount()).toHaveValue(150);
    await user.click(screen.getByRole('button', { name: 'Deduct Fund' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    expect(post.mock.calls[1]![2].headers['Idempotency-Key']).toBe(post.mock.calls[0]![2].headers['Idempotency-Key']);
    // A different request gets a key of its own.
    await user.click(screen.getByRole('button', { name: 'Add Fund' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(3));
    expect(post.mock.calls[2]![2].headers['Idempotency-Key']).not.toBe(
      post.mock.calls[0]![2].headers['Idempotency-Key'],
    );
  });
});
