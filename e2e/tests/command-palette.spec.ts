/**
 * The command palette, in Chromium against the real server: Ctrl+K and the top bar's Search open
 * it; an order found by its id and a customer by their mobile open by keyboard and by click, the
 * last one opened listed first next time; a viewer is offered no Users; "?" lists the shortcuts.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiCall, LOGINS, screenshot, signInAndLand } from '../support/console';
import { createCustomer, mobile, tag } from '../support/people';

const palette = (page: Page) => page.getByRole('combobox', { name: 'Search screens and records' });

async function openPalette(page: Page) {
  await page.keyboard.press('Control+k');
  await expect(palette(page)).toBeFocused();
}

test('Ctrl+K finds an order by its id and a customer by their mobile, and opens each', async ({ page }, testInfo) => {
  await signInAndLand(page, LOGINS.admin);
  await expect(page.locator('main h1').first()).toBeVisible();
  const orders = await apiCall(page, 'POST', '/transaction/orders/list', { limit: 1 });
  const order = orders.body.data[0] as { id: number; order_no: string };
  const customer = await createCustomer(page, {
    first_name: 'Palette',
    last_name: `Finder ${tag}`,
    mobile: mobile(27),
  });

  await openPalette(page);
  await palette(page).fill(order.order_no);
  const found = page.getByRole('option', { name: new RegExp(order.order_no) });
  await expect(found).toBeVisible();
  await expect(palette(page)).toHaveAttribute('aria-activedescendant', (await found.getAttribute('id'))!);
  await screenshot(page, testInfo, 'command-palette-order', { fullPage: false });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/transaction/${order.id}$`));
  await expect(palette(page)).toHaveCount(0);
  await expect(page.getByText(order.order_no).first()).toBeVisible();

  // The top bar's Search opens it too; what was opened last is offered first.
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(palette(page)).toBeFocused();
  await expect(page.getByRole('group', { name: 'Recent' }).getByRole('option').first()).toContainText(order.order_no);

  await palette(page).fill(customer.mobile);
  const person = page.getByRole('option', { name: new RegExp(`Palette Finder ${tag}`) });
  await expect(person).toBeVisible();
  await person.click();
  await expect(page).toHaveURL(new RegExp(`/customer-view/${customer.id}$`));

  // A screen by its name; Esc closes.
  await openPalette(page);
  await palette(page).fill('audit');
  await expect(page.getByRole('option', { name: /Audit Log/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(palette(page)).toHaveCount(0);
});

test('a viewer’s palette offers no Users, and “?” lists the keyboard shortcuts', async ({ page }) => {
  await signInAndLand(page, LOGINS.viewer);
  await expect(page.locator('main h1').first()).toBeVisible();
  await openPalette(page);
  await expect(page.getByRole('option', { name: /Touchpoint Orders/ })).toBeVisible();
  await expect(page.getByRole('option', { name: /Users List/ })).toHaveCount(0);
  await palette(page).fill('Users');
  await expect(page.getByText('Nothing matches “Users”.')).toBeVisible();
  await expect(page.getByRole('option')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(palette(page)).toHaveCount(0);

  await page.locator('main').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('?');
  const shortcuts = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(shortcuts).toBeVisible();
  await expect(shortcuts.getByText('Open the command palette: go to a screen or find a record')).toBeVisible();
  await expect(shortcuts.getByText('Ctrl+K')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(shortcuts).toHaveCount(0);
});
