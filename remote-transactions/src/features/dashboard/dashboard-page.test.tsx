import { axisName } from './charts';
import { fail, fakeApi, renderPage, type FakeApi } from '@console/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { Dashboard } from '@console/shared/contracts';
import DashboardPage from './dashboard-page';
import { makeDashboard } from './fixtures';

jest.setTimeout(90_000);

let server: FakeApi;
const bodies = () => server.bodies('POST /transaction/dashboard');

beforeEach(() => {
  server = fakeApi().on('POST /transaction/dashboard', (body) =>
    body.range === '1w'
      ? { data: makeDashboard({ bucket: 'day', kpis: { ...makeDashboard().kpis, orders: 200 } }) }
      : { data: makeDashboard() },
  );
});

const renderDashboard = (path = '/dashboard') => renderPage(<DashboardPage />, { path, route: '/dashboard' });
const kpi = (label: string) => screen.getByTestId(`kpi-${label}`).textContent;

describe('Dashboard', () => {
  it('shows the KPIs of the last day as text', async () => {
    renderDashboard();
    await screen.findByTestId('kpi-Sales');
    expect(bodies()).toEqual([{ range: '1d' }]);
    expect(kpi('Sales')).toBe('₹1,250.50');
    expect(kpi('Orders')).toBe('31');
    expect(kpi('Vend Success Rate')).toBe('87.1%');
    expect(kpi('Refunds')).toBe('₹140.00');
    expect(kpi('Active Customers')).toBe('17');
    expect(kpi('Average Basket')).toBe('₹40.34');
    expect(kpi('Wallet Float (Prepaid)')).toBe('₹1,25,000.00');
    expect(kpi('Wallet Float (Postpaid)')).toBe('-₹3,200.00');
    expect(screen.getByRole('button', { name: '1 Day' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('titles every chart and gives its figures as text', async () => {
    renderDashboard();
    await screen.findByTestId('kpi-Sales');
    for (const title of ['Sales over Time', 'Payment Status', 'Vend Outcome', 'Top Touchpoints', 'Top Products']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
      expect(screen.getByRole('img', { name: new RegExp(`^${title}:`) })).toBeInTheDocument();
    }
    const split = within(screen.getByRole('table', { name: 'Payment status split' }));
    expect(split.getByText('Success')).toBeInTheDocument();
    expect(split.getByText('₹1,330.50')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Top touchpoints by sales' })).getByText('Lobby Machine'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Top products by quantity vended' })).getByText('25 items'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('row', { name: /₹650.50/ })).toHaveLength(1);
  });

  it('splits the orders with a result by vend outcome, each with its count and share', async () => {
    renderDashboard();
    await screen.findByTestId('kpi-Sales');
    const table = screen.getByRole('table', { name: 'Orders with a vend result, by outcome' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) =>
        within(r)
          .queryAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows.slice(1)).toEqual([
      ['Vend Success', '27', '90.0%'],
      ['Partial Vend', '2', '6.7%'],
      ['Vend Failed', '1', '3.3%'],
    ]);
    expect(
      screen.getByRole('img', { name: 'Vend Outcome: Vend Success 27, Partial Vend 2, Vend Failed 1' }),
    ).toBeInTheDocument();
  });

  it('says when no order of the period has a vend result', async () => {
    server.on('POST /transaction/dashboard', () => ({
      data: makeDashboard({
        vend_outcome: ['success', 'partial', 'failed'].map((outcome) => ({
          outcome,
          orders: 0,
        })) as Dashboard['vend_outcome'],
      }),
    }));
    renderDashboard();
    await screen.findByTestId('kpi-Sales');
    expect(screen.getByText('No vend results in this period')).toBeInTheDocument();
  });

  it('switches the period: 1 Week', async () => {
    const { user } = renderDashboard();
    await screen.findByTestId('kpi-Sales');
    await user.click(screen.getByRole('button', { name: '1 Week' }));
    await waitFor(() => expect(kpi('Orders')).toBe('200'));
    expect(bodies().at(-1)).toEqual({ range: '1w' });
    expect(screen.getByRole('button', { name: '1 Week' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows a failure with the server’s message and Retry', async () => {
    server.on('POST /transaction/dashboard', () => fail(503, 'The database is restarting.'));
    renderDashboard('/dashboard?range=1m');
    expect(await screen.findByText('The database is restarting.')).toBeInTheDocument();
    expect(bodies()).toEqual([{ range: '1m' }]);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('axisName', () => {
  it('cuts a long bar name with an ellipsis at its width, and leaves a short one whole', () => {
    expect(axisName('Lobby Machine', 18)).toBe('Lobby Machine');
    expect(axisName('Whitefield Campus Ground Floor Canteen', 12)).toBe('Whitefield …');
    expect(axisName('Whitefield Campus Ground Floor Canteen', 12)).toHaveLength(12);
  });
});
