import { useToastStore } from '@console/shared';
import { fail, fakeApi, renderPage, type FakeApi } from '@console/shared/testing';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { makeRemote, makeTenant, makeVersion } from './fixtures';
import TenantsPage, { tenantBody } from './tenants-page';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

const acme = makeTenant({
  id: 2,
  name: 'Acme Foods',
  licence_expires_at: null,
  labels: { customers: 'Employees' },
  remotes: [
    { name: 'remote-people', enabled: true, pin: '*', gets: '1.0.0', before: null },
    { name: 'remote-touchpoints', enabled: false, pin: null, gets: null, before: null },
    { name: 'remote-transactions', enabled: true, pin: '*', gets: '1.0.0', before: null },
    { name: 'remote-admin', enabled: true, pin: '2.0.0', gets: '2.0.0', before: '1.0.0' },
  ],
});
const admin = makeRemote({
  current: '1.0.0',
  versions: [
    makeVersion({ version: '2.0.0', pinned_by: 1 }),
    makeVersion({ version: '1.0.0' }),
    makeVersion({ version: '0.9.0', status: 'withdrawn' }),
  ],
});

let server: FakeApi;
beforeEach(() => {
  server = fakeApi()
    .on('GET /platform/tenants', () => ({ data: [makeTenant(), acme] }))
    .on('GET /platform/remotes', () => ({ data: [admin] }))
    .on('PUT /platform/tenants/:id', () => ({ data: acme }))
    .on('PUT /platform/tenants/:id/remotes/:remote', () => ({ data: acme }));
  useToastStore.getState().clear();
});

const renderTenants = () => renderPage(<TenantsPage />, { path: '/platform/tenants' });
const rowOf = (name: string) =>
  within(screen.getByRole('table', { name: 'Tenants' }))
    .getByText(name)
    .closest('tr')!;

describe('Tenants', () => {
  it('shows each tenant by module id with its licence, words and remotes (what it gets, had before)', async () => {
    renderTenants();
    await screen.findByText('Acme Foods');
    const cells = within(rowOf('Acme Foods'))
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 4)).toEqual(['2', 'Acme Foods', 'Never', 'customers: Employees']);
    expect(cells[4]).toContain('remote-touchpointsNot enabled');
    expect(cells[4]).toContain('remote-admin2.0.0 (pinned)had 1.0.0 before');
    expect(cells[4]).toContain('remote-people1.0.0 (current)');
    expect(within(rowOf('Demo Company')).getAllByRole('cell')[2]).toHaveTextContent('31 Mar 2027');
  });

  it('pins a tenant’s remote to a version, offering only versions not withdrawn', async () => {
    const { user } = renderTenants();
    await screen.findByText('Acme Foods');
    await user.click(
      screen.getByRole('button', { name: /^remote-admin of Acme Foods: 2\.0\.0 \(pinned\), had 1\.0\.0 before/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'remote-admin for Acme Foods' });
    const version = await within(dialog).findByLabelText('Version');
    expect(
      within(version)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['The current version (1.0.0)', 'Pinned to 2.0.0', 'Pinned to 1.0.0']);
    await user.selectOptions(version, '*');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.paths('PUT /platform/tenants/:id/remotes/:remote')).toEqual([
      '/platform/tenants/2/remotes/remote-admin',
    ]);
    expect(server.bodies('PUT /platform/tenants/:id/remotes/:remote')).toEqual([{ enabled: true, pin: '*' }]);
  });

  it('enables a remote, and shows a refusal inside the dialog', async () => {
    server.on('PUT /platform/tenants/:id/remotes/:remote', () =>
      fail(422, 'remote-touchpoints has no version 9.9.9 to pin to.'),
    );
    const { user } = renderTenants();
    await screen.findByText('Acme Foods');
    await user.click(screen.getByRole('button', { name: /^remote-touchpoints of Acme Foods: Not enabled/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByText(/^Enabled/));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('no version 9.9.9 to pin to');
    expect(server.bodies('PUT /platform/tenants/:id/remotes/:remote')).toEqual([{ enabled: true, pin: '*' }]);
    expect(useToastStore.getState().error).toBeNull();
  });

  it('edits the name, extends the licence and sets the words', async () => {
    const { user } = renderTenants();
    await screen.findByText('Acme Foods');
    await user.click(screen.getByRole('button', { name: 'Edit Acme Foods' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Acme Foods (module 2)' });
    await user.type(within(dialog).getByLabelText(/^Licence expires/), '2028-06-30');
    await user.type(within(dialog).getByLabelText('A person (Customer)'), 'Employee');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.bodies('PUT /platform/tenants/:id')).toEqual([
      {
        name: 'Acme Foods',
        licence_expires_at: '2028-06-30T23:59:59.000Z',
        labels: { customer: 'Employee', customers: 'Employees' },
      },
    ]);
  });

  it('sends an empty licence as never expiring and leaves out the words left empty', () => {
    const labels = {
      customer: ' ',
      customers: '',
      transaction: '',
      transactions: '',
      peopleSection: 'Staff',
      transactionsSection: '',
    };
    expect(tenantBody({ name: ' Acme ', licence: '', labels })).toEqual({
      name: 'Acme',
      licence_expires_at: null,
      labels: { peopleSection: 'Staff' },
    });
  });
});
