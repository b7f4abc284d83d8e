import { DEFAULT_LABELS, useRouteAccessStore, useSessionStore, useTenantStore } from '@console/shared';
import type { SessionUser } from '@console/shared/contracts';
import { ACME_LABELS, fakeApi } from '@console/shared/testing';
import { ConsoleUiProvider } from '@console/shared/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchPath, MemoryRouter, useLocation } from 'react-router-dom';
import { allowedRoutes } from '../../../app/access';
import { hostPaths } from '../../../app/route-table';
import { useRegistryStore } from '../../../federation/registry-store';
import { sessionUser } from '../../../testing/session-user';
import { CommandPalette } from './command-palette';
import { usePaletteStore } from './palette-store';
import { ShortcutsDialog } from './shortcuts-dialog';
import { usePaletteKeys } from './use-palette-keys';

const REMOTES = ['remote-people', 'remote-touchpoints', 'remote-transactions', 'remote-admin'];
const ORDER = {
  kind: 'order' as const,
  id: 42,
  title: 'ORD00000042',
  detail: 'Asha Rao · Tower A',
  path: '/transaction/42',
};
const CUSTOMER = {
  kind: 'customer' as const,
  id: 7,
  title: 'Ravi Kumar',
  detail: '9876543210',
  path: '/customer-view/7',
};

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function Harness() {
  usePaletteKeys();
  return (
    <>
      <input aria-label="A page's field" />
      <Where />
      <CommandPalette />
      <ShortcutsDialog />
    </>
  );
}

function signIn(who: SessionUser, labels = DEFAULT_LABELS) {
  const remoteStates = Object.fromEntries(REMOTES.map((r) => [r, { status: 'ready' as const, paths: hostPaths(r) }]));
  useSessionStore.setState({ user: who, permissions: who.Role.permissions, isLoggedIn: true });
  useRegistryStore.setState({ status: 'ready', remoteStates });
  useTenantStore.getState().setTenant(1, labels, 'Asia/Kolkata');
  const routes = allowedRoutes({ user: who, permissions: who.Role.permissions, remoteStates });
  useRouteAccessStore
    .getState()
    .publish((target) => routes.some((r) => matchPath(r.path, target.split(/[?#]/)[0]!) !== null));
  render(
    <ConsoleUiProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/dashboard']}>
          <Harness />
        </MemoryRouter>
      </QueryClientProvider>
    </ConsoleUiProvider>,
  );
}

const admin = sessionUser('ROLE_COMPANY_ADMIN', []);
const viewer = sessionUser('ROLE_VIEWER', ['PERM_VIEW_TRANSACTION_LIST']);
const rulesDesk = sessionUser('ROLE_RULES', ['PERM_VIEW_RULE_LIST']);

async function openPalette(user: ReturnType<typeof userEvent.setup>) {
  await user.keyboard('{Control>}k{/Control}');
  return screen.findByRole('combobox', { name: 'Search screens and records' });
}

const optionNames = () => screen.queryAllByRole('option').map((o) => within(o).getAllByText(/.+/)[0]!.textContent);

beforeEach(() => localStorage.clear());
afterEach(() => {
  usePaletteStore.getState().close();
  useRegistryStore.getState().reset();
});

describe('the command palette', () => {
  it('opens on Ctrl+K with the screens the role opens, by their names in the tenant’s words', async () => {
    const user = userEvent.setup();
    signIn(admin, ACME_LABELS);
    const input = await openPalette(user);
    // The dialog's first focus (jsdom lays nothing out, so the focus trap's check of it is the e2e's).
    expect(input).toHaveAttribute('data-autofocus');
    const names = optionNames();
    expect(names).toEqual(expect.arrayContaining(['Users List', 'Employees List', 'Dispensed Products', 'Audit Log']));
    expect(names).not.toContain('People List');

    await user.type(input, 'employ');
    expect(optionNames()).toEqual(['Employees List', 'Employee Groups', 'Employee Wallets']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
  });

  it('finds a record once typing pauses, opens it by keyboard, and lists it first next time', async () => {
    const user = userEvent.setup();
    const server = fakeApi().on('POST /merchant/search', ({ q }) => ({
      results: q === 'ord00000042' ? [ORDER, CUSTOMER] : [],
    }));
    signIn(admin);
    const input = await openPalette(user);
    await user.type(input, 'ord00000042');
    expect(await screen.findByRole('option', { name: /ORD00000042/ })).toBeVisible();
    // One question for the whole word: the server is asked once typing pauses.
    expect(server.bodies('POST /merchant/search')).toEqual([{ q: 'ord00000042' }]);
    expect(screen.getByRole('group', { name: 'Orders' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Customers' })).toBeVisible();

    expect(input).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]!.id);
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/transaction/42');
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());

    await openPalette(user);
    const recent = screen.getByRole('group', { name: 'Recent' });
    expect(within(recent).getByRole('option', { name: /ORD00000042/ })).toBeVisible();
    expect(screen.getAllByRole('option')[0]).toHaveAccessibleName(/ORD00000042/);
  });

  it('offers a viewer no Users, and searches the records of the kinds it opens only', async () => {
    const user = userEvent.setup();
    const server = fakeApi().on('POST /merchant/search', () => ({ results: [] }));
    signIn(viewer);
    const input = await openPalette(user);
    expect(optionNames()).not.toContain('Users List');
    expect(optionNames()).toContain('Touchpoint Orders');
    await user.type(input, 'users');
    await waitFor(() => expect(server.bodies('POST /merchant/search')).toEqual([{ q: 'users' }]));
    expect(await screen.findByText('Nothing matches “users”.')).toBeVisible();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('asks the server nothing for a role that opens no kind of record', async () => {
    const user = userEvent.setup();
    // No handler answers POST /merchant/search: a call would fail this test.
    const server = fakeApi();
    signIn(rulesDesk);
    const input = await openPalette(user);
    await user.type(input, 'Rules');
    expect(await screen.findByRole('option', { name: /Rules/ })).toBeVisible();
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(server.paths('POST /merchant/search')).toEqual([]);
  });

  it('stops a query at 100 characters and says so', async () => {
    const user = userEvent.setup();
    fakeApi().on('POST /merchant/search', () => ({ results: [] }));
    signIn(admin);
    const input = await openPalette(user);
    await user.click(input);
    await user.paste('x'.repeat(10_000));
    expect(input).toHaveValue('x'.repeat(100));
    expect(screen.getByText('A search takes up to 100 characters: the rest was left out.')).toBeVisible();
  });

  it('“?” lists the keyboard shortcuts, except while typing in a field', async () => {
    const user = userEvent.setup();
    signIn(admin);
    await user.click(screen.getByRole('textbox', { name: "A page's field" }));
    await user.keyboard('?');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('textbox', { name: "A page's field" })).toHaveValue('?');

    await user.click(document.body);
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(dialog).getByText('Open the command palette: go to a screen or find a record')).toBeVisible();
    expect(within(dialog).getByText('Ctrl+K')).toBeVisible();
    expect(within(dialog).getByText('Save the form (not in a search box or a money dialog)')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
