/**
 * Issue 14, the shell's part: on a phone the brand fits and no chart's labels overlap; a dark
 * dialog stands out; times read in the tenant's zone whatever the browser's. Titles, deep links and
 * the tenant's words: operator-experience-access-and-naming.spec.ts; focus, the sidebar and the
 * theme: operator-experience-focus-sidebar-theme.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { cookie, LOGINS, openInApp, screenshot, signInAndOpen } from '../support/console';

test('on a phone the brand name fits one line beside the menu, refresh and profile buttons', async ({
  page,
}, testInfo) => {
  for (const width of [360, 390, 414]) {
    await page.setViewportSize({ width, height: 800 });
    if (width === 360) await signInAndOpen(page, LOGINS.admin, '/transaction-list');
    const brand = page.locator('header').getByText('Benefit Console');
    await expect(brand).toBeVisible();
    const shape = await brand.evaluate((el) => ({
      lines: Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)),
      cut: el.scrollWidth > el.clientWidth,
    }));
    expect(shape, `${width} px`).toEqual({ lines: 1, cut: false });
    if (width === 360) await screenshot(page, testInfo, 'orders-360');
  }
});

test("on a phone no chart's labels overlap or leave the chart, for every range", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAndOpen(page, LOGINS.admin, '/dashboard');
  for (const range of ['1 Day', '1 Week', '1 Month']) {
    await page.getByRole('button', { name: range }).click();
    await expect(page.getByRole('button', { name: range })).toHaveAttribute('aria-pressed', 'true');
    const top = page.getByRole('img', { name: /^Top Touchpoints: / });
    await expect(top).toBeVisible();
    await expect(page.locator('[role="img"] .recharts-cartesian-axis-tick-value').first()).toBeVisible();
    // Each axis's tick labels, as boxes: none may cross another on the same axis or the chart's edge.
    // The sweep reads labels (Sales over Time and Top Touchpoints have two axes each, and more).
    expect(
      await page.locator('[role="img"] .recharts-cartesian-axis-tick-labels').count(),
      range,
    ).toBeGreaterThanOrEqual(4);
    const faults = await page.locator('[role="img"][aria-label]').evaluateAll((charts) =>
      charts.flatMap((chart) => {
        const edge = chart.getBoundingClientRect();
        const name = chart.getAttribute('aria-label')!.split(':')[0];
        return [...chart.querySelectorAll('.recharts-cartesian-axis-tick-labels')].flatMap((axis) => {
          const boxes = [...axis.querySelectorAll('.recharts-cartesian-axis-tick-value')].map((t) => ({
            text: t.textContent ?? '',
            box: t.getBoundingClientRect(),
          }));
          const out: string[] = [];
          for (const { text, box } of boxes) {
            if (box.left < edge.left - 1 || box.right > edge.right + 1) out.push(`${name}: "${text}" leaves the chart`);
          }
          for (let i = 0; i < boxes.length; i++) {
            for (let j = i + 1; j < boxes.length; j++) {
              const a = boxes[i]!.box;
              const b = boxes[j]!.box;
              const cross =
                a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
              if (cross) out.push(`${name}: "${boxes[i]!.text}" overlaps "${boxes[j]!.text}"`);
            }
          }
          return out;
        });
      }),
    );
    expect(faults, range).toEqual([]);
  }
  await screenshot(page, testInfo, 'dashboard-390-1-month');
});

test('in dark mode a dialog stands out from the dimmed page: a lighter panel with an edge', async ({
  page,
}, testInfo) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await signInAndOpen(page, LOGINS.admin, '/users-list');
  await page
    .locator('[data-row-id]')
    .nth(1)
    .getByRole('button', { name: /^Delete/ })
    .click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  const look = await dialog.evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      bg: style.backgroundColor,
      border: style.borderTopWidth,
      page: getComputedStyle(document.body).backgroundColor,
    };
  });
  expect(look.bg).not.toEqual(look.page);
  expect(look).toMatchObject({ bg: 'rgb(24, 24, 27)', border: '1px' });
  await screenshot(page, testInfo, 'dark-dialog-1366');
});

/** A time as the console shows it in the tenant's zone (Asia/Kolkata), whatever the browser's zone. */
const tenantTime = (iso: string, parts: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', hourCycle: 'h23', ...parts }).format(new Date(iso));

for (const timezoneId of ['UTC', 'America/New_York']) {
  test.describe(`with the browser in ${timezoneId}`, () => {
    // An American browser too: its own date inputs would show 11/01/2026.
    test.use({ timezoneId, locale: 'en-US' });

    test("times read in the tenant's zone, named on the page: an order, its Dashboard hour, its debit on the ledger and in the export", async ({
      page,
    }, testInfo) => {
      await signInAndOpen(page, LOGINS.admin, '/transaction-list?range=1d&size=10');
      const token = await cookie(page, 'token');
      const post = async (path: string, data: unknown) =>
        (await (
          await page.request.post(`/api${path}`, { headers: { Authorization: `Bearer ${token}` }, data })
        ).json()) as { data: Record<string, any>[] };
      const window = { offset: 0, sortBy: 'created_at', sortDir: 'DESC' };
      // The newest order paid from a wallet (on the list's first page), and that wallet's debit for it.
      const orders = (await post('/transaction/orders/list', { ...window, limit: 10, range: '1d' })).data;
      const order = orders.find((o) => o.customer_id !== null);
      expect(order, 'an order paid from a wallet in the last day').toBeDefined();
      const debits = (
        await post('/customer/wallet/transaction-list', { ...window, limit: 50, customer_id: order!.customer_id })
      ).data;
      const movement = debits.find(
        (m) =>
          Math.round(Number(m.transaction_amount) * 100) === -Math.round(Number(order!.amount) * 100) &&
          Math.abs(Date.parse(m.created_at) - Date.parse(order!.created_at)) < 2_000,
      );
      expect(movement, `the debit of order ${order!.order_no}`).toBeDefined();
      const shown = tenantTime(order!.created_at, {
        day: '2-digit',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      });
      // The zone is named once, in the top bar.
      await expect(page.getByTestId('time-zone')).toContainText('Times in Asia/Kolkata (IST)');
      // The list and the order's page show the same tenant time.
      await expect(page.locator(`[data-row-id="${order!.id}"]`)).toContainText(shown);
      await openInApp(page, `/transaction/${order!.id}`);
      // Its Date (a result reported in the same minute shows the same text beside it).
      await expect(page.getByText(shown, { exact: true }).first()).toBeVisible();
      // The Dashboard's bucket of the order's hour (the tenant's hour) counts the orders the list
      // holds for that hour: a bucket read in another zone would count another hour's.
      const ist = Date.parse(order!.created_at) + 330 * 60_000;
      const hourStart = Math.floor(ist / 3_600_000) * 3_600_000;
      const local = (ms: number) => new Date(ms).toISOString().slice(0, 16);
      const inHour = await page.request.post('/api/transaction/orders/list', {
        headers: { Authorization: `Bearer ${token}` },
        data: { offset: 0, limit: 1, range: 'custom', from: local(hourStart), to: local(hourStart + 3_600_000) },
      });
      const count = ((await inHour.json()) as { pagination: { total: number } }).pagination.total;
      await openInApp(page, '/dashboard');
      const hour = `${tenantTime(order!.created_at, { hour: '2-digit' }).padStart(2, '0')}:00`;
      const perHour = page.getByRole('table', { name: /per hour/ });
      await expect(
        perHour
          .getByRole('row')
          .filter({ has: page.getByRole('cell', { name: hour, exact: true }) })
          .last()
          .getByRole('cell')
          .last(),
      ).toHaveText(String(count));
      await screenshot(page, testInfo, `dashboard-${timezoneId.replace('/', '-')}`);
      // The order's debit reads the same way on the Transaction Wallet List (its customer searched).
      await openInApp(page, `/transaction-wallet-list?search=${order!.customer_mobile as string}`);
      await expect(page.locator(`[data-row-id="${movement!.id}"]`)).toContainText(
        tenantTime(movement!.created_at, {
          day: '2-digit',
          month: 'short',
          year: 'numeric',
          hour: '2-digit',
          minute: '2-digit',
        }),
      );
      // Its export writes the same wall-clock time, and its column title names the zone.
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      const lines = readFileSync((await (await download).path())!, 'utf8')
        .replace(/^\uFEFF/, '')
        .split(/\r?\n/);
      expect(lines[0]).toMatch(/^Date \(Asia\/Kolkata\),/);
      const filed = new Intl.DateTimeFormat('en-CA', {
        timeZone: 'Asia/Kolkata',
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      }).formatToParts(new Date(movement!.created_at));
      const part = (type: string) => filed.find((p) => p.type === type)!.value;
      const stamp = `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
      const wallet = (movement!.Wallet as { name: string }).name;
      expect(lines.some((line) => line.startsWith(`${stamp},`) && line.includes(wallet))).toBe(true);
      // Date pickers show days the console's one way, and a day typed as India writes it reads so.
      await openInApp(page, '/transaction-list?range=custom&from=2026-11-01');
      await expect(page.getByLabel('From', { exact: true })).toHaveValue('01 Nov 2026');
      const to = page.getByLabel('To', { exact: true });
      await to.fill('20/11/2026');
      await to.press('Enter');
      await expect(to).toHaveValue('20 Nov 2026');
      await expect(page).toHaveURL(/to=2026-11-20/);
      // Its calendar opens on that month, the day chosen marked; Escape closes it.
      await page.getByRole('button', { name: 'To: choose on a calendar' }).click();
      const calendar = page.getByRole('grid');
      await expect(calendar).toBeVisible();
      await expect(calendar.locator('[data-selected]')).toHaveText('20');
      await screenshot(page, testInfo, `date-picker-${timezoneId.replace('/', '-')}`, { fullPage: false });
      await page.keyboard.press('Escape');
      await expect(calendar).toBeHidden();
    });
  });
}
