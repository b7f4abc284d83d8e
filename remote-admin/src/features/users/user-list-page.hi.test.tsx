import { useLanguageStore, useSessionStore } from '@console/shared';
import { fakeApi, renderPage } from '@console/shared/testing';
import { act, configure, screen } from '@testing-library/react';
import { makeUser, page, ROLES } from './fixtures';
import UserListPage from './user-list-page';

// The filter bar holds a searching picker: give a loaded machine room.
configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => {
  fakeApi()
    .options('POST /merchant/roles/options', ROLES)
    .on('POST /merchant/users/list', (body) => page([makeUser()], 1, 10, body.offset));
  useSessionStore.setState({
    user: {
      id: 7,
      module_id: 1,
      first_name: 'Ravi',
      last_name: 'Menon',
      email: 'ravi@demo.local',
      Role: { name: 'Admin', role_code: 'ROLE_COMPANY_ADMIN', permissions: [] },
    },
  });
});

afterEach(() => act(() => useLanguageStore.getState().setLanguage('en')));

describe('Users List in Hindi', () => {
  it('says its title, columns, filters and statuses in Hindi, the data as it is', async () => {
    act(() => useLanguageStore.getState().setLanguage('hi'));
    renderPage(<UserListPage />, { path: '/users-list', route: '/users-list' });
    expect(screen.getByRole('heading', { name: 'उपयोगकर्ताओं की सूची' })).toBeInTheDocument();
    expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, '').trim());
    expect(headers.slice(0, 6)).toEqual(['ID', 'नाम', 'मोबाइल नं.', 'ईमेल', 'भूमिका', 'स्थिति']);
    expect(screen.getAllByRole('button', { name: 'उपयोगकर्ता जोड़ें' }).length).toBeGreaterThan(0);
    expect(screen.getByPlaceholderText('नाम, ईमेल या मोबाइल से खोजें')).toBeInTheDocument();
  });
});
