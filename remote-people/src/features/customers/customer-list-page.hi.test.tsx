import { useLanguageStore, useRouteAccessStore } from '@console/shared';
import { fakeApi, renderPage } from '@console/shared/testing';
import { act, screen, within } from '@testing-library/react';
import CustomerListPage from './customer-list-page';
import { makeCustomer } from './fixtures';

const page = <T,>(data: T[]) => ({ data, pagination: { limit: 10, offset: 0, total: data.length, currentPage: 1 } });

beforeEach(() => {
  useRouteAccessStore.getState().publish(() => true);
  fakeApi()
    .on('POST /customer/customers/list', () => page([makeCustomer()]))
    .on('GET /customer/customers/filter-options', () => ({ data: { departments: ['Kitchen'], sub_departments: [] } }))
    .on('POST /customer/customer-groups/options', () => ({
      data: [{ id: 7, name: 'Night Shift', member_count: 4 }],
      total: 150,
    }));
  act(() => useLanguageStore.getState().setLanguage('hi'));
});

afterEach(() => {
  act(() => useLanguageStore.getState().setLanguage('en'));
});

describe('People List in Hindi', () => {
  it('says its title, columns, filters and buttons in Hindi, the data as it is', async () => {
    renderPage(<CustomerListPage />, { path: '/customer-list', route: '/customer-list' });
    expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'लोगों की सूची' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    for (const header of ['नाम', 'मोबाइल नं.', 'उपयोगकर्ता स्रोत', 'विभाग', 'उप-विभाग'])
      expect(within(table).getByRole('columnheader', { name: (name) => name.startsWith(header) })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'उप-विभाग' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'ग्राहक जोड़ें' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'आयात करें' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('नाम या मोबाइल से खोजें')).toBeInTheDocument();
  });

  it('says the group search and a group’s members in Hindi', async () => {
    const { user } = renderPage(<CustomerListPage />, { path: '/customer-list', route: '/customer-list' });
    await screen.findByText('Asha Rao');
    await user.click(screen.getByRole('combobox', { name: 'समूह' }));
    expect(await screen.findByText('150 समूहों में खोजने के लिए लिखें')).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: /^Night Shift \(4 सदस्य\)/ })).toBeInTheDocument();
  });

  it('switches back to English without reloading', async () => {
    renderPage(<CustomerListPage />, { path: '/customer-list', route: '/customer-list' });
    await screen.findByText('Asha Rao');
    act(() => useLanguageStore.getState().setLanguage('en'));
    expect(screen.getByRole('heading', { name: 'People List' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Mobile No\./ })).toBeInTheDocument();
  });
});
