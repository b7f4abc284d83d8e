import { useToastStore } from '@console/shared';
import { fail, fakeApi, renderPage, type FakeApi } from '@console/shared/testing';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { makeRemote, makeTenant, makeVersion } from './fixtures';
import RemotesPage from './remotes-page';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

const admin = makeRemote({
  current: '1.1.0',
  previous: '1.0.0',
  versions: [
    makeVersion({ version: '2.0.0', published_by: 'admin-team CI', pinned_by: 1 }),
    makeVersion({ version: '1.1.0' }),
    makeVersion({ version: '1.0.0' }),
    makeVersion({ version: '0.9.0', status: 'withdrawn', withdrawn_at: '2026-11-21T10:00:00.000Z' }),
  ],
});
const people = makeRemote({ name: 'remote-people', current: '1.0.0', previous: null });

let server: FakeApi;
beforeEach(() => {
  server = fakeApi()
    .on('GET /platform/remotes', () => ({ data: [admin, people] }))
    .on('GET /platform/tenants', () => ({
      data: [makeTenant(), makeTenant({ id: 2, name: 'Acme Foods' })],
    }))
    .on('POST /platform/remotes/:remote/current', () => ({ data: admin }))
    .on('POST /platform/remotes/:remote/rollout', () => ({ data: admin }))
    .on('POST /platform/remotes/:remote/rollback', () => ({ data: admin }))
    .on('POST /platform/remotes/:remote/versions/:version/withdraw', () => ({ data: admin }))
    .on('PUT /platform/remotes/:remote/disabled', () => ({ data: people }));
  useToastStore.getState().clear();
});

const renderRemotes = () => renderPage(<RemotesPage />, { path: '/platform/remotes' });
const section = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });
const versionRow = (remote: string, version: string) =>
  within(within(section(remote)).getByRole('table', { name: `Versions of ${remote}` }))
    .getByText(version, { selector: 'p' })
    .closest('tr')!;

async function confirm(user: ReturnType<typeof renderRemotes>['user'], label: string) {
  const question = await screen.findByRole('alertdialog');
  await user.click(within(question).getByRole('button', { name: label }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
}

describe('Remotes', () => {
  it('shows each remote’s versions: current and previous, status, publisher, range, pins and actions', async () => {
    renderRemotes();
    await screen.findByRole('table', { name: 'Versions of remote-admin' });
    expect(section('remote-admin')).toHaveTextContent('Current 1.1.0 · Previous 1.0.0');
    const cells = (version: string) =>
      within(versionRow('remote-admin', version))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells('2.0.0')).toEqual([
      '2.0.0',
      'Available',
      expect.stringMatching(/20 Nov 2026.*by admin-team CI/),
      '^1.6.0',
      '1 tenant',
      'Make CurrentRoll Out…Withdraw',
    ]);
    expect(cells('1.1.0')[0]).toBe('1.1.0Current');
    expect(cells('1.1.0')[5]).toBe('');
    expect(cells('1.0.0')[0]).toBe('1.0.0Previous');
    expect(cells('0.9.0').slice(1)).toEqual(['Withdrawn', expect.any(String), '^1.6.0', '--', '']);
    // No previous version: Roll Back says why, and asks nothing.
    const rollBack = within(section('remote-people')).getByRole('button', { name: 'Roll Back' });
    expect(rollBack).toHaveAccessibleDescription('No previous version to roll back to.');
  });

  it('makes a version current, rolls back and withdraws, each after asking', async () => {
    const { user } = renderRemotes();
    await screen.findByRole('table', { name: 'Versions of remote-admin' });
    await user.click(within(versionRow('remote-admin', '2.0.0')).getByRole('button', { name: 'Make 2.0.0 current' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('instead of 1.1.0');
    await confirm(user, 'Make Current');
    expect(server.paths('POST /platform/remotes/:remote/current')).toEqual(['/platform/remotes/remote-admin/current']);
    expect(server.bodies('POST /platform/remotes/:remote/current')).toEqual([{ version: '2.0.0' }]);

    await user.click(within(section('remote-admin')).getByRole('button', { name: 'Roll Back to 1.0.0' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('gets 1.0.0 again instead of 1.1.0');
    await confirm(user, 'Roll Back');
    expect(server.paths('POST /platform/remotes/:remote/rollback')).toEqual([
      '/platform/remotes/remote-admin/rollback',
    ]);

    await user.click(within(versionRow('remote-admin', '2.0.0')).getByRole('button', { name: 'Withdraw 2.0.0' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('The tenant pinned to it falls back');
    await confirm(user, 'Withdraw');
    expect(server.paths('POST /platform/remotes/:remote/versions/:version/withdraw')).toEqual([
      '/platform/remotes/remote-admin/versions/2.0.0/withdraw',
    ]);
  });

  it('rolls a version out to the chosen tenants', async () => {
    const { user } = renderRemotes();
    await screen.findByRole('table', { name: 'Versions of remote-admin' });
    await user.click(
      within(versionRow('remote-admin', '2.0.0')).getByRole('button', { name: 'Roll out 2.0.0 to tenants' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Roll out remote-admin 2.0.0' });
    await user.click(within(dialog).getByRole('button', { name: 'Roll Out' }));
    expect(await within(dialog).findByText('Choose at least one tenant')).toBeInTheDocument();
    await user.click(await within(dialog).findByText(/^Acme Foods \(module 2\)/));
    await user.click(within(dialog).getByRole('button', { name: 'Roll Out' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.bodies('POST /platform/remotes/:remote/rollout')).toEqual([{ version: '2.0.0', tenant_ids: [2] }]);
  });

  it('switches a remote off for every tenant, and keeps the question open with a refusal', async () => {
    server.on('PUT /platform/remotes/:remote/disabled', () => fail(409, 'remote-people is already switched off.'));
    const { user } = renderRemotes();
    await screen.findByRole('table', { name: 'Versions of remote-people' });
    await user.click(within(section('remote-people')).getByRole('button', { name: 'Switch Off' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Switch remote-people off for every tenant?');
    await user.click(within(question).getByRole('button', { name: 'Switch Off' }));
    expect(await within(question).findByRole('alert')).toHaveTextContent('remote-people is already switched off.');
    expect(server.bodies('PUT /platform/remotes/:remote/disabled')).toEqual([{ disabled: true }]);
    expect(useToastStore.getState().error).toBeNull();
  });

  it('shows a failed list with Retry', async () => {
    server.on('GET /platform/remotes', () => fail(403, 'Only platform operators may do this.'));
    renderRemotes();
    expect(await screen.findByText('Only platform operators may do this.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
