/**
 * What the Touchpoint Orders specs share: the API as the admin, vends sent the way a machine sends
 * them (by the touchpoint simulator over HTTP), and a touchpoint, machine key and customer with a
 * funded wallet for those vends to use.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, request, type APIRequestContext, type Page } from '@playwright/test';
import { LOGINS, signInAndLand } from '../support/console';
import { E2E, ROOT } from '../support/env';
import { vendingMachine } from '../support/touchpoints';

const run = promisify(execFile);
export const stamp = Date.now().toString().slice(-7);

interface Fixture {
  touchpointId: number;
  key: string;
  rfid: string;
  walletId: number;
}
export let fixture: Fixture;
export let api: APIRequestContext;
export let adminToken: string;

export async function call(token: string, method: 'GET' | 'POST', url: string, data?: unknown, headers = {}) {
  const res = await api.fetch(`/api${url}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...headers },
    ...(data !== undefined ? { data } : {}),
  });
  return { status: res.status(), body: (await res.json().catch(() => null)) as any };
}

async function login(who: { email: string; password: string }): Promise<string> {
  const res = await call('', 'POST', '/merchant/users/login', who);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.token as string;
}

/** One vend sent the way a machine sends it, by the touchpoint simulator; answers its order. */
export async function simulateVend(
  cart: string,
  vended: string,
  key = fixture.key,
): Promise<{ id: number; order_no: string }> {
  const { stdout } = await run(process.execPath, [
    path.join(ROOT, 'scripts', 'touchpoint-simulator.mjs'),
    'vend',
    '--api',
    E2E.apiUrl,
    '--key',
    key,
    '--rfid',
    fixture.rfid,
    '--cart',
    cart,
    '--vended',
    vended,
  ]);
  const out = JSON.parse(stdout.trim().split('\n').at(-1)!) as { authorize: any; result: any };
  expect(out.authorize.status, stdout).toBe(201);
  expect(out.result.status, stdout).toBe(200);
  const id = out.authorize.body.data.order_id as number;
  const order = await call(adminToken, 'GET', `/transaction/orders/${id}`);
  return { id, order_no: order.body.data.order_no };
}

/** Opens the API and signs the admin in (a spec's beforeAll; `closeApi` in its afterAll). */
export async function openApi() {
  api = await request.newContext({ baseURL: E2E.apiUrl });
  adminToken = await login(LOGINS.admin);
}

/** A touchpoint selling two products, its machine key, and a customer whose card pays from a funded wallet. */
export async function createVendFixture() {
  const tp = await call(adminToken, 'POST', '/merchant/touchpoints', vendingMachine(`Orders Machine ${stamp}`, 2, 5));
  expect(tp.status, JSON.stringify(tp.body)).toBe(201);
  for (const [slot, name, mrp] of [
    ['A1', 'Masala Chai', 40],
    ['A2', 'Veg Sandwich', 60],
  ] as const) {
    const res = await call(adminToken, 'POST', `/merchant/touchpoints/${tp.body.data.id}/products`, {
      name,
      slot,
      mrp,
      gst: 5,
      cess: 0,
      stock: 50,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
  // A machine key issued through the API, as an operator does on the touchpoint's page.
  const key = await call(adminToken, 'POST', `/merchant/touchpoints/${tp.body.data.id}/keys`, { label: 'e2e' });
  expect(key.status, JSON.stringify(key.body)).toBe(201);
  const rfid = `E2ERF${stamp}`;
  const customer = await call(adminToken, 'POST', '/customer/customers', {
    first_name: 'Vend',
    last_name: 'Tester',
    mobile: `97${stamp}0`.slice(0, 10),
    rfid,
  });
  expect(customer.status, JSON.stringify(customer.body)).toBe(201);
  const wallet = await call(adminToken, 'POST', '/customer/wallet', {
    name: 'Canteen Wallet',
    type: 'prepaid',
    customer_id: customer.body.data.id,
    is_primary: true,
  });
  expect(wallet.status, JSON.stringify(wallet.body)).toBe(201);
  const fund = await call(adminToken, 'POST', '/customer/wallet/wallet-transaction', {
    wallet_id: wallet.body.data.id,
    transaction_amount: 1000,
  });
  expect(fund.status, JSON.stringify(fund.body)).toBe(201);
  fixture = { touchpointId: tp.body.data.id, key: key.body.data.secret, rfid, walletId: wallet.body.data.id };
}

export async function closeApi() {
  await api.dispose();
}

/** The list is on screen and its order stream is open (so a vend sent now is announced). */
export async function landOnOrders(page: Page, who: { email: string; password: string }) {
  const stream = page.waitForResponse((r) => r.url().includes('/api/transaction/orders/stream'));
  await signInAndLand(page, who);
  await expect(page.getByRole('table')).toBeVisible();
  expect((await stream).status()).toBe(200);
}

/**
 * Every column header of the table on screen is in view or reached by its sideways scroll, which
 * shows it is there (a scrollbar and a shadow at the cut edge); no header text is cut.
 */
export async function everyColumnReachable(page: Page) {
  // Every table on the page (a page may hold two: a list and its pending ones).
  for (const scroller of await page.getByTestId('table-scroller').all()) {
    const overflows = await scroller.evaluate((el) => el.scrollWidth > el.clientWidth);
    if (overflows) {
      await expect(scroller.locator('xpath=..').getByTestId('table-cut-right')).toBeVisible();
      // Its scrollbar is shown wherever the browser shows scrollbars (headless Chromium hides them all).
      expect(
        await scroller.evaluate((el) => {
          const style = getComputedStyle(el);
          return `${style.overflowX} ${style.scrollbarWidth}`;
        }),
      ).toBe('auto thin');
    }
    const frame = (await scroller.boundingBox())!;
    for (const header of await scroller.getByRole('columnheader').all()) {
      await header.scrollIntoViewIfNeeded();
      const box = (await header.boundingBox())!;
      const name = await header.innerText();
      expect(box.x, `${name}: its left edge in view`).toBeGreaterThanOrEqual(frame.x - 1);
      expect(box.x + box.width, `${name}: its right edge in view`).toBeLessThanOrEqual(frame.x + frame.width + 1);
      expect(await header.evaluate((el) => el.scrollWidth <= el.clientWidth + 1), `${name}: not cut`).toBe(true);
    }
  }
}
