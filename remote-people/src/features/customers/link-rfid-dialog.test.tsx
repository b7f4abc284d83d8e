import { useToastStore } from '@console/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { fail, fakeApi, renderPage, type FakeApi } from '@console/shared/testing';
import { LinkRfidDialog } from './link-rfid-dialog';
import { makeCustomer } from './fixtures';

const LINK = 'PUT /customer/customers/:id/rfid';
let server: FakeApi;
let onClose: jest.Mock;

beforeEach(() => {
  server = fakeApi();
  onClose = jest.fn();
  useToastStore.getState().clear();
});

const open = (current: string | null = null) =>
  renderPage(<LinkRfidDialog customerId={21} current={current} open onClose={onClose} />, {
    path: '/customer-view/21',
  });

describe('Link RfId', () => {
  it('links the typed card, upper-cased and trimmed of what a card number cannot hold, then closes', async () => {
    server.on(LINK, () => ({ data: makeCustomer({ rfid: 'AB12CD' }) }));
    const { user } = open();
    const dialog = await screen.findByRole('dialog', { name: 'Link RfId' });
    await user.type(within(dialog).getByLabelText(/RFID/), 'ab-12 cd');
    await user.click(within(dialog).getByRole('button', { name: 'Link' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(server.bodies(LINK)).toEqual([{ rfid: 'AB12CD' }]);
    expect(useToastStore.getState().success).toBe('RFID linked.');
  });

  it('starts from the linked card and checks the number before sending', async () => {
    const { user } = open('OLD1234');
    const dialog = await screen.findByRole('dialog', { name: 'Link RfId' });
    const field = within(dialog).getByLabelText(/RFID/);
    expect(field).toHaveValue('OLD1234');
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Link' }));
    expect(await within(dialog).findByText('Value required')).toBeInTheDocument();
    expect(server.bodies(LINK)).toHaveLength(0);
  });

  it('keeps a card linked to someone else in the dialog as the server’s refusal, not a toast', async () => {
    server.on(LINK, () => fail(409, 'This RFID is already linked to another customer.'));
    const { user } = open();
    const dialog = await screen.findByRole('dialog', { name: 'Link RfId' });
    await user.type(within(dialog).getByLabelText(/RFID/), 'TAKEN01');
    await user.click(within(dialog).getByRole('button', { name: 'Link' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This RFID is already linked to another customer.',
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(useToastStore.getState().error).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
