/**
 * Issue 14, the shell's part: the page title names page and company, a deep link survives
 * sign-in (and only a path of ours does), a forbidden page says so with the way home, and the
 * menu speaks the tenant's words.
 */
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import {
  cookie,
  expandSidebar,
  HOME,
  LOGINS,
  openInApp,
  screenshot,
  signInAndLand,
  signInAndOpen,
} from '../support/console';

test('the title names the page and the company on every route', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Sign In · Benefit Console');
  await signInAndOpen(page, LOGINS.admin, '/users-list');
  await expect(page).toHaveTitle('Users List · Default');
  await page.goto('/wallet-list');
  await expect(page).toHaveTitle('Employee Wallets · Default');
  await page.goto('/customer-list');
  await expect(page).toHaveTitle('People List · Default');
});

test('a deep link survives sign-in, with its query', async ({ page }) => {
  await page.goto('/edit-role?id=2');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByPlaceholder('Enter your email address').fill(LOGINS.admin.email);
  await page.getByPlaceholder('Enter your password').fill(LOGINS.admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/edit-role\?id=2$/);
  await expect(page.getByRole('heading', { name: 'Edit Role' })).toBeVisible();
});

test('a page the role does not open says so, with the way home', async ({ page }) => {
  await signInAndLand(page, LOGINS.ops, HOME);
  await page.goto('/users-list');
  await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
  await expect(page).toHaveURL(/\/users-list$/);
  await page.getByRole('button', { name: 'Go to your start page' }).click();
  await expect(page).toHaveURL(HOME);
  // A path nobody serves still goes home without a word.
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(HOME);
});

test("tenant 2's menu item speaks its words too, and its titles name its company", async ({ page }) => {
  await signInAndLand(page, LOGINS.acme, HOME);
  await expandSidebar(page);
  await expect(page.getByRole('link', { name: 'Employees List' })).toBeVisible();
  for (const [path, title] of [
    ['/users-list', 'Users List · Acme Foods'],
    ['/wallet-list', 'Employee Wallets · Acme Foods'],
    ['/customer-list', 'Employees List · Acme Foods'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(title);
  }
});

test("one noun per concept: tenant 2's sidebar, titles, columns and KPIs say Employee and Dispensed Product", async ({
  page,
}) => {
  await signInAndLand(page, LOGINS.acme, HOME);
  await expandSidebar(page);
  await expect(page.getByRole('link', { name: 'Dispensed Products', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Touchpoint Orders' })).toHaveCount(0);
  const headings: [string, string, string[]][] = [
    ['/transaction-list', 'Dispensed Products · Acme Foods', []],
    ['/customer-list', 'Employees List · Acme Foods', []],
    ['/wallet-list', 'Employee Wallets · Acme Foods', ['Employee Name', 'Employee Phone']],
    ['/transaction-wallet-list', 'Transaction Wallet · Acme Foods', ['Employee Name', 'Employee Phone']],
    ['/request-list', 'Wallet: Prepaid to Postpaid · Acme Foods', ['Employee Name', 'Employee Phone', 'Employee Id']],
    ['/institution-list', 'Institution · Acme Foods', ['Linked Employee Groups']],
  ];
  for (const [path, title, columns] of headings) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(title);
    for (const column of columns) await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: /Customer/ })).toHaveCount(0);
  }
  await page.goto('/dashboard');
  await expect(page.getByText('Active Employees')).toBeVisible();
  await expect(page.getByText('Active Customers')).toHaveCount(0);
});

test("the default tenant keeps the console's own words: the sidebar's People List opens People List", async ({
  page,
}) => {
  await signInAndOpen(page, LOGINS.admin, '/customer-list');
  await expect(page.getByRole('heading', { name: 'People List', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^People List · /);
  await page.goto('/wallet-list');
  await expect(page.getByRole('columnheader', { name: 'Customer Name' })).toBeVisible();
});

test('keyboard: the first Tab reaches the skip link, which moves focus to the page; focus is visible', async ({
  page,
}) => {
  await signInAndOpen(page, LOGINS.admin, '/users-list');
  // The page has rendered (a Tab before it would find nothing focusable inside main).
  await expect(page.locator('[data-row-id]').first()).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
  // The next Tab lands inside the page, past the top bar and the sidebar.
  await page.keyboard.press('Tab');
  const inMain = await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement));
  expect(inMain).toBe(true);
  // The ring: 2 px in brand.600 (#1f48eb), at least 3:1 against white.
  const ring = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement as Element);
    return { width: style.outlineWidth, color: style.outlineColor, style: style.outlineStyle };
  });
  expect(ring).toEqual({ width: '2px', color: 'rgb(31, 72, 235)', style: 'solid' });
});

/** WCAG's contrast ratio of two `rgb(…)` colours. */
function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const [r, g, bl] = c
      .match(/\d+(\.\d+)?/g)!
      .slice(0, 3)
      .map((v) => {
        const x = Number(v) / 255;
        return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

test('in dark mode the focus ring is still 2 px at 3:1 or better against the page', async ({ page }, testInfo) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await signInAndOpen(page, LOGINS.admin, '/users-list');
  await expect(page.locator('html')).toHaveClass('dark');
  await expect(page.locator('[data-row-id]').first()).toBeVisible();
  // A control on the page (main's background) and one in the top bar (the panel's).
  for (const target of [
    page.locator('main').getByRole('button').first(),
    page.getByRole('button', { name: /Profile menu/ }),
  ]) {
    // A key press makes the keyboard the last input, so focus shows its ring (:focus-visible).
    await page.keyboard.press('Shift');
    await target.focus();
    await expect(target).toBeFocused();
    await expect(target).toHaveCSS('outline-style', 'solid');
    const { ring, width, background } = await target.evaluate((el) => {
      const style = getComputedStyle(el);
      let node: Element | null = el.parentElement;
      let bg = 'rgba(0, 0, 0, 0)';
      while (node && /rgba\(.*, 0\)$|transparent/.test(bg)) {
        bg = getComputedStyle(node).backgroundColor;
        node = node.parentElement;
      }
      return { ring: style.outlineColor, width: style.outlineWidth, background: bg };
    });
    expect(width).toBe('2px');
    expect(contrast(ring, background)).toBeGreaterThanOrEqual(3);
  }
  await expandSidebar(page);
  await screenshot(page, testInfo, 'shell-dark-expanded');
});

test('the sidebar remembers expanded or collapsed; a desktop has one toggle', async ({ page }) => {
  await signInAndOpen(page, LOGINS.admin, '/users-list');
  await expect(page.getByRole('button', { name: 'Toggle menu' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await page.reload();
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'false');
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await page.reload();
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'true');
});

test('the collapsed rail: an icon and a tooltip per section, and a flyout of its items reached by keyboard', async ({
  page,
}, testInfo) => {
  await signInAndOpen(page, LOGINS.admin, '/users-list');
  const rail = page.getByTestId('sidebar');
  await expect(rail).toHaveAttribute('data-collapsed', 'true');
  for (const section of ['User Management', 'People Management', 'Role Management']) {
    await expect(rail.getByRole('button', { name: section }).locator('svg')).toBeVisible();
  }
  const people = rail.getByRole('button', { name: 'People Management' });
  // Hover names the section.
  await people.hover();
  await expect(page.getByRole('tooltip')).toHaveText('People Management');
  // Keyboard only: focus the section's icon, open its flyout, walk to an item, open it.
  await page.mouse.move(900, 600);
  await people.focus();
  await page.keyboard.press('Enter');
  const flyout = page.getByRole('menu');
  await expect(flyout).toBeVisible();
  await expect(flyout.getByRole('menuitem')).toHaveText(['People List', 'Employee Groups', 'Employee Wallets']);
  for (const item of await flyout.getByRole('menuitem').all()) await expect(item.locator('svg')).toBeVisible();
  // The menu holds the focus and points at its active item (aria-activedescendant), as a menu does.
  const active = async (name: string) => {
    const item = flyout.getByRole('menuitem', { name });
    await expect(item).toHaveAttribute('data-highlighted', '');
    await expect(flyout).toHaveAttribute('aria-activedescendant', (await item.getAttribute('id'))!);
  };
  await expect(flyout).toBeFocused();
  await active('People List');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await active('Employee Wallets');
  // Escape closes it and gives the focus back to the icon; Enter on an item goes there.
  await page.keyboard.press('Escape');
  await expect(flyout).toBeHidden();
  await expect(people).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(flyout).toBeVisible();
  // The menu takes the focus a moment after it shows: a key pressed before that reaches the icon.
  await expect(flyout).toBeFocused();
  await page.keyboard.press('End');
  await active('Employee Wallets');
  await screenshot(page, testInfo, 'shell-collapsed-flyout', { fullPage: false });
  await expect(flyout).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/wallet-list$/);
  await expect(page.getByRole('heading', { name: 'Employee Wallets', exact: true })).toBeVisible();
  await expect(rail).toHaveAttribute('data-collapsed', 'true');
  // Expanded, every item has its icon too.
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  for (const name of ['Users List', 'People List', 'Employee Groups', 'Employee Wallets', 'Role Management']) {
    await expect(rail.getByRole('link', { name }).locator('svg')).toBeVisible();
  }
  await screenshot(page, testInfo, 'shell-expanded');
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
});

test('a dialog gives focus back to what opened it, Escape included', async ({ page }) => {
  await signInAndOpen(page, LOGINS.admin, '/users-list');
  const del = page
    .locator('[data-row-id]')
    .nth(1)
    .getByRole('button', { name: /^Delete/ });
  await del.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog')).toBeHidden();
  await expect(del).toBeFocused();
});

test('dark mode follows the system until the operator picks a theme in the profile menu, then stays', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await signInAndOpen(page, LOGINS.admin, '/users-list');
  await expect(page.locator('html')).toHaveClass('dark');
  await page.getByRole('button', { name: /Profile menu/ }).click();
  await page.getByRole('menuitem', { name: 'Light mode' }).click();
  await expect(page.locator('html')).toHaveClass('light');
  await page.reload();
  await expect(page.locator('html')).toHaveClass('light');
  await page.getByRole('button', { name: /Profile menu/ }).click();
  await page.getByRole('menuitem', { name: 'Dark mode' }).click();
  await expect(page.locator('html')).toHaveClass('dark');
  await expect(page.locator('main')).toHaveCSS('background-color', /^rgb\((\d|[1-5]\d), /);
});

test('focus is never hidden under the sticky top bar, going down with Tab or back up with Shift+Tab', async ({
  page,
}) => {
  // A short window and a long page: most of what Tab reaches lies below the fold.
  await page.setViewportSize({ width: 1366, height: 520 });
  await signInAndOpen(page, LOGINS.admin, '/customer-list?size=50');
  await expect(page.locator('[data-row-id]').nth(20)).toBeVisible();
  const hidden: string[] = [];
  const check = async (key: string) => {
    await page.keyboard.press(key);
    const where = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement | null;
      const bar = document.querySelector('header')!.getBoundingClientRect();
      if (!focused || !document.querySelector('main')?.contains(focused)) return null;
      const box = focused.getBoundingClientRect();
      return { top: box.top, bar: bar.bottom, what: focused.textContent?.trim().slice(0, 30) ?? focused.tagName };
    });
    if (where && where.top < where.bar)
      hidden.push(`${key} → ${where.what}: top ${where.top} under the bar (${where.bar})`);
  };
  await page.locator('main#main').focus();
  for (let i = 0; i < 60; i++) await check('Tab');
  for (let i = 0; i < 60; i++) await check('Shift+Tab');
  expect(hidden).toEqual([]);
});

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
