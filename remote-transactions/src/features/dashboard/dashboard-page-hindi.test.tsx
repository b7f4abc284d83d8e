import { useLanguageStore, useTenantStore } from '@console/shared';
import { fakeApi, renderPage } from '@console/shared/testing';
import type { Dashboard } from '@console/shared/contracts';
import { act, screen, within } from '@testing-library/react';
import DashboardPage from './dashboard-page';

// recharts' ResponsiveContainer watches its size; jsdom has no ResizeObserver.
class NoResize {
  observe() {}
  unobserve() {}
  disconnect() {}
}
(globalThis as { ResizeObserver?: unknown }).ResizeObserver ??= NoResize;

jest.setTimeout(90_000);

const DASHBOARD: Dashboard = {
  from: '2026-11-24T06:00:00.000Z',
  to: '2026-11-25T06:00:00.000Z',
  bucket: 'hour',
  kpis: {
    sales: 1250.5,
    orders: 31,
    vend_success_rate: 0.871,
    refunds: 140,
    active_customers: 17,
    average_basket: 40.34,
    float_prepaid: 125000,
    float_postpaid: -3200,
  },
  sales_over_time: [{ at: '2026-11-25T04:00:00.000Z', sales: 600, orders: 15 }],
  payment_status: [{ status: 1, orders: 29, amount: 1330.5 }],
  vend_outcome: [{ outcome: 'partial', orders: 2 }],
  top_touchpoints: [],
  top_products: [],
};

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
