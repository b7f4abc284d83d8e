import { useLanguageStore, useSessionStore } from '@console/shared';
import { ConsoleUiProvider } from '@console/shared/ui';
import { catalogueProblems } from '@console/shared/testing';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { useRegistryStore } from '../federation/registry-store';
import { Sidebar } from '../features/shell/sidebar';
import { TopBar } from '../features/shell/top-bar';
import { sessionUser } from '../testing/session-user';
import { catalogue } from './catalogue';
import { frontDoor } from './front-door';

jest.mock('../federation/preload-page', () => ({ pageRoute: () => undefined, preloadPage: () => undefined }));

afterEach(() => {
  act(() => useLanguageStore.getState().setLanguage('en'));
  useRegistryStore.getState().reset();
});

function shell() {
  const admin = sessionUser('ROLE_COMPANY_ADMIN', ['PERM_VIEW_TRANSACTION_LIST', 'PERM_VIEW_USERS_LIST']);
  useSessionStore.setState({ user: admin, permissions: admin.Role.permissions, isLoggedIn: true });
  useRegistryStore.setState({
    status: 'ready',
    remoteStates: {
      'remote-transactions': { status: 'ready', paths: ['/dashboard', '/transaction-list'] },
      'remote-admin': { status: 'ready', paths: ['/users-list'] },
    },
  });
  render(
    <ConsoleUiProvider>
      <MemoryRouter initialEntries={['/dashboard']}>
        <TopBar onLogout={() => undefined} />
        <Sidebar
          mobile={false}
          collapsed={false}
          onToggle={() => undefined}
          drawerOpen={false}
          onDrawerClose={() => undefined}
        />
      </MemoryRouter>
    </ConsoleUiProvider>,
  );
}

describe("the host's catalogue", () => {
  it('says every message in both languages', () => {
    expect(catalogueProblems(catalogue, ['shell.brand'])).toEqual([]);
    expect(catalogueProblems(frontDoor, [])).toEqual([]);
  });

  it('the profile menu switches the shell to Hindi, and back', async () => {
    shell();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /Profile menu of/ }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'हिन्दी' }));
    expect(useLanguageStore.getState().language).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(await screen.findByRole('link', { name: 'डैशबोर्ड' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'टचपॉइंट ऑर्डर' })).toBeVisible();
    expect(screen.getByRole('list', { name: 'अनुभाग' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'साइडबार समेटें' })).toBeVisible();
    act(() => useLanguageStore.getState().setLanguage('en'));
    expect(screen.getByRole('link', { name: 'Users List' })).toBeVisible();
  });
});
