import { useLanguageStore, useTenantStore } from '@console/shared';
import { fakeApi, renderPage } from '@console/shared/testing';
import { act, screen, within } from '@testing-library/react';
import DashboardPage from './dashboard-page';
import { makeDashboard } from './fixtures';

jest.setTimeout(90_000);

/** One payment status and one vend outcome, no tops: the Hindi words to check, each once. */
const DASHBOARD = makeDashboard({
  sales_over_time: [{ at: '2026-11-25T04:00:00.000Z', sales: 600, orders: 15 }],
  payment_status: [{ status: 1, orders: 29, amount: 1330.5 }],
  vend_outcome: [{ outcome: 'partial', orders: 2 }],
  top_touchpoints: [],
  top_products: [],
});

beforeEach(() => {
  fakeApi().on('POST /transaction/dashboard', () => ({ data: DASHBOARD }));
  useTenantStore.getState().reset();
  act(() => useLanguageStore.getState().setLanguage('hi'));
});

afterEach(() => act(() => useLanguageStore.getState().setLanguage('en')));

it('keeps the KPIs’ test ids in Hindi and says the statuses in the kit’s Hindi words', async () => {
  renderPage(<DashboardPage />, { path: '/dashboard', route: '/dashboard' });
  // The ids are the English labels whatever the language: the cards read in Hindi.
  expect(await screen.findByTestId('kpi-Sales')).toHaveTextContent('₹1,250.50');
  expect(screen.getByText('बिक्री', { selector: 'dt' })).toBeInTheDocument();
  expect(screen.getByTestId('kpi-Orders')).toHaveTextContent('31');
  expect(screen.getByTestId('kpi-Active Customers')).toHaveTextContent('17');
  expect(screen.getByTestId('kpi-Wallet Float (Postpaid)')).toHaveTextContent('-₹3,200.00');
  expect(screen.queryByTestId('kpi-बिक्री')).not.toBeInTheDocument();
  const split = within(screen.getByRole('table', { name: 'भुगतान स्थिति का बँटवारा' }));
  expect(split.getByText('सफल')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'वेंड परिणाम: आंशिक वेंड 2' })).toBeInTheDocument();
});
