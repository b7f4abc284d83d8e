/** The Dashboard's answer as the API gives it, for this feature's tests, and what its charts need in jsdom. */
import type { Dashboard } from '@console/shared/contracts';

// recharts' ResponsiveContainer watches its size; jsdom has no ResizeObserver (set when a test imports this).
class NoResize {
  observe() {}
  unobserve() {}
  disconnect() {}
}
(globalThis as { ResizeObserver?: unknown }).ResizeObserver ??= NoResize;

export function makeDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
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
    sales_over_time: [
      { at: '2026-11-25T04:00:00.000Z', sales: 600, orders: 15 },
      { at: '2026-11-25T05:00:00.000Z', sales: 650.5, orders: 16 },
    ],
    payment_status: [
      { status: 1, orders: 29, amount: 1330.5 },
      { status: 0, orders: 2, amount: 60 },
    ],
    vend_outcome: [
      { outcome: 'success', orders: 27 },
      { outcome: 'partial', orders: 2 },
      { outcome: 'failed', orders: 1 },
    ],
    top_touchpoints: [{ id: 7, name: 'Lobby Machine', sales: 900, orders: 20 }],
    top_products: [{ name: 'Masala Chai', quantity: 25, sales: 1000 }],
    ...overrides,
  };
}
