import { useLanguageStore, useRouteAccessStore, useTenantStore } from '@console/shared';
import { fakeApi, renderPage } from '@console/shared/testing';
import { act, screen, within } from '@testing-library/react';
import { makeOrder, page } from './fixtures';
import OrderListPage from './order-list-page';

jest.setTimeout(90_000);

beforeEach(() => {
  fakeApi()
    .on('POST /transaction/orders/list', (body) => page([makeOrder()], 1, 20, body.offset))
    .on('GET /transaction/orders/filter-options', () => ({ data: { channels: [{ id: 1, name: 'Office Vending' }] } }))
    .on('POST /transaction/orders/touchpoint-options', () => ({
      data: [{ id: 7, name: 'Lobby Machine', channel: 'Office Vending', channel_id: 1 }],
      total: 2000,
    }));
  useRouteAccessStore.getState().publish(() => true);
  useTenantStore.getState().reset();
  act(() => useLanguageStore.getState().setLanguage('hi'));
});

afterEach(() => act(() => useLanguageStore.getState().setLanguage('en')));

it('shows Touchpoint Orders in Hindi: title, column headers, filters and status names', async () => {
  renderPage(<OrderListPage />, { path: '/transaction-list', route: '/transaction-list' });
  expect(screen.getByRole('heading', { name: 'टचपॉइंट ऑर्डर' })).toBeInTheDocument();
  await screen.findByText('ORD00000042');
  const headers = screen.getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, '').trim());
  expect(headers).toEqual([
    'ऑर्डर आईडी',
    'तारीख़',
    'चैनल',
    'टचपॉइंट',
    'भुगतान स्रोत',
    'भुगतान स्थिति',
    'राशि',
    'स्थिति',
    'रिफ़ंड',
  ]);
  const cells = within(screen.getByText('ORD00000042').closest('tr')!).getAllByRole('cell');
  expect(cells[5]).toHaveTextContent('सफल');
  expect(screen.getByLabelText('समय सीमा')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'रिपोर्ट' })).toBeInTheDocument();
  expect(screen.getByPlaceholderText('ऑर्डर आईडी या ग्राहक मोबाइल से खोजें')).toBeInTheDocument();
});

it('names the status choices and the touchpoint search in Hindi', async () => {
  const { user } = renderPage(<OrderListPage />, { path: '/transaction-list', route: '/transaction-list' });
  await screen.findByText('ORD00000042');
  const payment = screen.getByRole('combobox', { name: 'भुगतान स्थिति' });
  expect(
    within(payment)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['सभी', 'लंबित', 'सफल', 'विफल']);
  await user.click(screen.getByRole('combobox', { name: 'टचपॉइंट' }));
  expect(await screen.findByText('2,000 टचपॉइंटों में खोजने के लिए लिखें')).toBeInTheDocument();
});
