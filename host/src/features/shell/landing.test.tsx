import { useSessionStore } from '@console/shared';
import type { SessionUser } from '@console/shared/contracts';
import { PLATFORM_ROLE_CODE } from '@console/shared/permissions';
import { ConsoleUiProvider } from '@console/shared/ui';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { RemoteState } from '../../federation/registry-store';
import { useRegistryStore } from '../../federation/registry-store';
import { Landing } from './landing';
import { sessionUser } from '../../testing/session-user';

jest.mock('../../federation/preload-page', () => ({ pageRoute: () => undefined, preloadPage: () => undefined }));

function open(path: string, who: SessionUser, remoteStates: Record<string, RemoteState>) {
  useSessionStore.setState({ user: who, permissions: who.Role.permissions, isLoggedIn: true });
  useRegistryStore.setState({ status: 'ready', remoteStates });
  render(
    <ConsoleUiProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={<Landing />} />
        </Routes>
      </MemoryRouter>
    </ConsoleUiProvider>,
  );
}

const admin = sessionUser('ROLE_COMPANY_ADMIN', []);
const ready = (paths: string[]): RemoteState => ({ status: 'ready', paths });

afterEach(() => useRegistryStore.getState().reset());

describe('a page the operator cannot open', () => {
  it('a section switched off (its remote left out of the registry) shows the calm page, not a crash', () => {
    // The kill switch on remote-people: the registry lists the other remotes only.
    open('/customer-view/3', admin, {
      'remote-transactions': ready(['/transaction-list']),
      'remote-admin': ready(['/users-list']),
    });
    expect(screen.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
    expect(screen.getByText(/This section is not available in your console at the moment/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Go to your start page' })).toBeVisible();
  });

  it('a platform page opened by a tenant user, the company admin included', () => {
    open('/platform/tenants', admin, { 'remote-admin': ready(['/users-list', '/platform/tenants']) });
    expect(screen.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
    expect(screen.getByText('This page is for the platform’s operators only.')).toBeVisible();
  });

  it('a tenant’s page opened by the platform operator', () => {
    open('/users-list', sessionUser(PLATFORM_ROLE_CODE, []), {
      'remote-admin': ready(['/users-list', '/platform/tenants']),
    });
    expect(screen.getByText(/Your role does not open this page/)).toBeVisible();
  });
});
