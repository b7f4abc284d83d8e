import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderPage, type FakeApi } from '@console/shared/testing';
import { ConvertToPrepaidDialog } from './convert-to-prepaid-dialog';
import { makeWallet } from './fixtures';

const CONVERT = 'POST /customer/wallet/:id/convert-to-prepaid';
let server: FakeApi;

beforeEach(() => {
  server = fakeApi().on(CONVERT, () => ({ data: makeWallet({ id: 12, wallet_type: 'prepaid' }) }));
});

const open = () =>
  renderPage(
    <ConvertToPrepaidDialog
      wallet={{
        id: 12,
        name: 'Meal Wallet',
        amount: 40,
        credit_limit: 500,
        updated_at: '2026-11-01T10:00:00Z',
      }}
      onClose={() => {}}
    />,
    { path: '/wallet/12' },
  );

describe('Convert to Prepaid', () => {
  it('refuses a remark the server would refuse, and sends one it takes with the wallet it loaded', async () => {
    const { user } = open();
    const dialog = await screen.findByRole('dialog');
    const remark = within(dialog).getByLabelText(/Remark/);
    fireEvent.change(remark, { target: { value: 'Back to <b>prepaid</b>' } });
    await user.click(within(dialog).getByRole('button', { name: 'Convert to Prepaid' }));
    expect(await within(dialog).findByText('Invalid format')).toBeInTheDocument();
    expect(server.bodies(CONVERT)).toHaveLength(0);
    fireEvent.change(remark, { target: { value: 'Back to prepaid' } });
    await user.click(within(dialog).getByRole('button', { name: 'Convert to Prepaid' }));
    await waitFor(() => expect(server.bodies(CONVERT)).toHaveLength(1));
    expect(server.bodies(CONVERT)[0]).toEqual({ updated_at: '2026-11-01T10:00:00Z', remark: 'Back to prepaid' });
  });
});
