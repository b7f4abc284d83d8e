/**
 * Breadcrumbs on record pages (issue 27): the list, named as the sidebar names it (in the tenant's
 * words), › the record › Edit / New …; a crumb goes back, asking first from a dirty form; a phone
 * shows only the way up.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiCall, LOGINS, openInApp, signInAndLand, signInAndOpen } from '../support/console';

const trailOf = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumb' });

test("a user's edit form: Users List › the user › Edit; a crumb asks first from a dirty form", async ({ page }) => {
  await signInAndOpen(page, LOGINS.admin, '/users-list');
  const found = await apiCall(page, 'POST', '/merchant/users/list', { search: 'ops@demo.local' });
  expect(found.status).toBe(200);
  const ops = found.body.data[0] as { id: number; name: string };

  await openInApp(page, `/add-user/${ops.id}`);
  await expect(page.getByRole('heading', { name: 'Edit User', level: 1 })).toBeVisible();
  const trail = trailOf(page);
  await expect(trail.getByRole('link', { name: 'Users List' })).toHaveAttribute('href', '/users-list');
  await expect(trail.getByRole('link', { name: ops.name })).toHaveAttribute('href', `/user-view/${ops.id}`);
  await expect(trail.getByText('Edit', { exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(trail.getByRole('link')).toHaveCount(2);

  // Unsaved changes: a crumb asks first, and staying keeps what was typed.
  const firstName = page.getByLabel(/^First Name/);
  await expect(firstName).not.toHaveValue('');
  await firstName.fill('Changed');
  await trail.getByRole('link', { name: 'Users List' }).click();
  await page.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(new RegExp(`/add-user/${ops.id}$`));
  await expect(firstName).toHaveValue('Changed');

  // Leaving by the record's crumb opens its view: Users List › the user.
  await trail.getByRole('link', { name: ops.name }).click();
  await page.getByRole('button', { name: 'Leave this page' }).click();
  await expect(page).toHaveURL(new RegExp(`/user-view/${ops.id}$`));
  await expect(page.getByRole('heading', { name: 'User Details', level: 1 })).toBeVisible();
  await expect(trail.getByText(ops.name, { exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(trail.getByRole('link')).toHaveCount(1);

  // The list crumb goes back to the list, from a clean page without asking.
  await trail.getByRole('link', { name: 'Users List' }).click();
  await expect(page).toHaveURL(/\/users-list$/);
  await expect(page.getByRole('heading', { name: 'Users List', level: 1 })).toBeVisible();
  await expect(trail).toHaveCount(0);
});

test("an order's detail page: Touchpoint Orders › the order; a phone shows only the way up", async ({ page }) => {
  await signInAndLand(page, LOGINS.admin);
  const orders = await apiCall(page, 'POST', '/transaction/orders/list', { limit: 1 });
  expect(orders.status).toBe(200);
  const order = orders.body.data[0] as { id: number; order_no: string };

  await openInApp(page, `/transaction/${order.id}`);
  await expect(page.getByRole('heading', { name: 'Order Details', level: 1 })).toBeVisible();
  const trail = trailOf(page);
  await expect(trail.getByRole('link', { name: 'Touchpoint Orders' })).toHaveAttribute('href', '/transaction-list');
  await expect(trail.getByText(order.order_no, { exact: true })).toHaveAttribute('aria-current', 'page');

  // A phone: "‹ Touchpoint Orders" alone, on one line.
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(trail.getByText(order.order_no, { exact: true })).toHaveCount(0);
  const up = trail.getByRole('link', { name: 'Touchpoint Orders' });
  await expect(up).toBeVisible();
  await expect(trail).toHaveText('‹Touchpoint Orders');
  const box = (await trail.boundingBox())!;
  expect(box.height).toBeLessThan(32);

  await up.click();
  await expect(page).toHaveURL(/\/transaction-list$/);
  await expect(page.getByRole('heading', { name: 'Touchpoint Orders', level: 1 })).toBeVisible();
});

test("tenant 2's customer form says its nouns: Employees List › the employee › Edit, and New Employee", async ({
  page,
}) => {
  await signInAndLand(page, LOGINS.acme);
  const customers = await apiCall(page, 'POST', '/customer/customers/list', { limit: 1 });
  expect(customers.status).toBe(200);
  const customer = customers.body.data[0] as { id: number };

  await openInApp(page, `/add-customer/${customer.id}`);
  await expect(page.getByRole('heading', { name: 'Edit Employee', level: 1 })).toBeVisible();
  const trail = trailOf(page);
  await expect(trail.getByRole('link', { name: 'Employees List' })).toHaveAttribute('href', '/customer-list');
  await expect(trail.getByRole('link').nth(1)).toHaveAttribute('href', `/customer-view/${customer.id}`);
  await expect(trail.getByText('Edit', { exact: true })).toHaveAttribute('aria-current', 'page');

  await openInApp(page, '/add-customer');
  await expect(page.getByRole('heading', { name: 'Add Employee', level: 1 })).toBeVisible();
  await expect(trail.getByText('New Employee', { exact: true })).toHaveAttribute('aria-current', 'page');

  await trail.getByRole('link', { name: 'Employees List' }).click();
  await expect(page).toHaveURL(/\/customer-list$/);
  await expect(page.getByRole('heading', { name: 'Employees List', level: 1 })).toBeVisible();
});
