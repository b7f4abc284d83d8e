import { screen, waitFor } from '@testing-library/react';
import { useToastStore } from '@console/shared';
import { fail, fakeApi, renderPage, type FakeApi } from '@console/shared/testing';
import CustomerFormPage from './customer-form-page';
import { makeCustomer } from './fixtures';

let server: FakeApi;
const groups = [
  { id: 1, name: 'Default', description: null, member_count: 5, is_default: true, created_at: '', updated_at: '' },
  { id: 2, name: 'Night Shift', description: null, member_count: 2, is_default: false, created_at: '', updated_at: '' },
];

beforeEach(() => {
  jest.clearAllMocks();
  server = fakeApi()
    .on('GET /customer/customers/:id', (_, path) =>
      path === '/customer/customers/21' ? { data: makeCustomer() } : fail(404, 'Customer not found.'),
    )
    .options('POST /customer/customer-groups/options', groups)
    .on('PUT /customer/customers/:id', () => ({ data: makeCustomer() }))
    .on('POST /customer/customers', () => ({ data: makeCustomer({ id: 22 }) }));
});

const renderEdit = (id = '21') =>
  renderPage(<CustomerFormPage />, { path: `/add-customer/${id}`, route: '/add-customer/:id' });

describe('Edit customer', () => {
  it('sends the groups ticked and unticked as deltas, with the updated_at it loaded', async () => {
    const { user } = renderEdit();
    await waitFor(() => expect(screen.getByLabelText(/^First Name/)).toHaveValue('Asha'));
    await user.click(await screen.findByRole('checkbox', { name: 'Night Shift' }));
    await user.click(screen.getByRole('checkbox', { name: 'Default' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.bodies('PUT /customer/customers/:id')).toHaveLength(1));
    expect(server.bodies('PUT /customer/customers/:id')[0]).toEqual({
      first_name: 'Asha',
      last_name: 'Rao',
      mobile: '9876500011',
      email: null,
      class_name: 'Kitchen',
      section_name: null,
      user_origin: null,
      rfid: null,
      add_group_ids: [2],
      remove_group_ids: [1],
      updated_at: '2026-03-05T10:00:00.654321Z',
    });
    // The toast names what was saved, in the tenant's words, and the list is where it goes.
    await waitFor(() => expect(useToastStore.getState().success).toBe('Customer Asha Rao saved'));
    expect(useToastStore.getState().after).toEqual({ redirectTo: '/customer-list' });
  });

  it('with more groups than one page lists the own ones and finds another by typing', async () => {
    const many = [
      groups[0]!,
      ...Array.from({ length: 24 }, (_, i) => ({
        ...groups[1]!,
        id: 100 + i,
        name: `Shift ${i + 1}`,
        member_count: i,
      })),
    ];
    server.options('POST /customer/customer-groups/options', many);
    const { user } = renderEdit();
    expect(await screen.findByRole('checkbox', { name: 'Default' })).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Shift 1' })).not.toBeInTheDocument();
    const add = await screen.findByRole('combobox', { name: 'Add to a Group' });
    await user.click(add);
    await user.paste('Shift 24');
    await user.click(await screen.findByRole('option', { name: 'Shift 24 (23 members)' }));
    expect(screen.getByRole('checkbox', { name: 'Shift 24' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Add to a Group' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.bodies('PUT /customer/customers/:id')).toHaveLength(1));
    expect(server.bodies('PUT /customer/customers/:id')[0]).toMatchObject({
      add_group_ids: [123],
      remove_group_ids: [],
    });
  });

  it('shows the server field errors under their fields', async () => {
    server.on('PUT /customer/customers/:id', () =>
      fail(409, 'This RFID belongs to another customer.', {
        details: [{ field: 'rfid', message: 'This RFID belongs to another customer.' }],
      }),
    );
    const { user } = renderEdit();
    await waitFor(() => expect(screen.getByLabelText(/^First Name/)).toHaveValue('Asha'));
    await user.type(screen.getByLabelText('RFID'), 'ab12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This RFID belongs to another customer.')).toBeInTheDocument();
    expect(screen.getByLabelText('RFID')).toHaveValue('AB12');
  });

  it('says "Customer not found" for an id that is not a number, without calling the API', () => {
    renderEdit('x');
    expect(screen.getByText('Customer not found')).toBeInTheDocument();
    expect(server.paths('GET /customer/customers/:id')).toHaveLength(0);
  });
});
