/**
 * Institutions and the audit log end to end: an institution created with a customer group and a
 * touchpoint group picked by search, opened by both spellings of its paths, and the
 * audit log showing its creation with the record before (none) and after.
 */
import { expect, test, type Page } from '@playwright/test';
import { cookie, LOGINS, screenshot, signInAndOpen } from '../support/console';

const stamp = Date.now().toString(36).toUpperCase();

async function firstGroup(page: Page, kind: 'customer' | 'touchpoint'): Promise<{ id: number; name: string }> {
  const token = await cookie(page, 'token');
  const res = await page.request.post(`/api/merchant/institutions/${kind}-group-options`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { limit: 1 },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { id: number; name: string }[] }).data[0]!;
}

test('an institution created with both links, opened by both spellings, and its creation in the audit log', async ({
  page,
}, testInfo) => {
  const name = `Campus ${stamp}`;
  await signInAndOpen(page, LOGINS.admin, '/users-list');
  const customerGroup = await firstGroup(page, 'customer');
  const touchpointGroup = await firstGroup(page, 'touchpoint');

  // The other spelling of the list redirects to the contract's.
  await page.goto('/institution-list');
  await expect(page).toHaveURL(/\/instituition-list$/);
  await expect(page.getByRole('heading', { name: 'Institutions', exact: true })).toBeVisible();
  for (const column of ['Institution Name', 'Linked Customer Groups', 'Linked Touchpoint Groups', 'Action']) {
    await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
  }
  await screenshot(page, testInfo, 'institution-list');

  await page.getByRole('button', { name: 'Add Institution' }).first().click();
  await expect(page).toHaveURL(/\/add-instituition$/);
  await page.getByRole('textbox', { name: /^Institution Name/ }).fill(name);
  const customers = page.getByRole('group', { name: /^Customer Groups/ });
  await customers.getByRole('searchbox').or(customers.getByRole('textbox')).first().fill(customerGroup.name);
  await customers.getByText(customerGroup.name, { exact: true }).click();
  const touchpoints = page.getByRole('group', { name: /^Touchpoint Groups/ });
  await touchpoints.getByRole('searchbox').or(touchpoints.getByRole('textbox')).first().fill(touchpointGroup.name);
  await touchpoints.getByText(touchpointGroup.name, { exact: true }).click();
  await expect(page.getByRole('group', { name: 'Customer Groups (1)' })).toBeVisible();
  await screenshot(page, testInfo, 'institution-form');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/instituition-list/);
  await page.getByRole('searchbox').or(page.getByPlaceholder('Search by name')).first().fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(customerGroup.name);
  await expect(row).toContainText(touchpointGroup.name);
  await row.getByText(name).click();
  await expect(page).toHaveURL(/\/instituition-view\/\d+$/);
  const id = /(\d+)$/.exec(page.url())![1]!;
  await expect(page.getByRole('heading', { name: 'Institution Details' })).toBeVisible();
  await expect(page.getByRole('link', { name: customerGroup.name })).toHaveAttribute(
    'href',
    `/group-view/${customerGroup.id}`,
  );
  await expect(page.getByRole('link', { name: touchpointGroup.name })).toHaveAttribute(
    'href',
    `/touchpoint-group-view/${touchpointGroup.id}`,
  );
  await screenshot(page, testInfo, 'institution-view');

  // The same institution by the other spelling: redirected with its id.
  await page.goto(`/institution-view/${id}`);
  await expect(page).toHaveURL(new RegExp(`/instituition-view/${id}$`));
  await expect(page.getByText(name).first()).toBeVisible();
  await page.goto(`/add-institution/${id}`);
  await expect(page).toHaveURL(new RegExp(`/add-instituition/${id}$`));
  await expect(page.getByRole('textbox', { name: /^Institution Name/ })).toHaveValue(name);

  // The audit log: its creation, by the admin, with no before and the record after.
  await page.goto('/audit-log');
  await expect(page.getByRole('heading', { name: 'Audit Log', exact: true })).toBeVisible();
  await page.getByLabel('Entity', { exact: true }).selectOption('institution');
  await page.getByLabel('Action', { exact: true }).selectOption('create');
  const entry = page.getByRole('row', { name: new RegExp(`Institution #${id}`) });
  await expect(entry).toContainText('admin@demo.local');
  await expect(entry).toContainText('Created');
  await screenshot(page, testInfo, 'audit-log');
  await entry.getByRole('button', { name: /View changes/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Create: ${name} (Institution #${id})`);
  // Its times read as every time does, in the tenant's zone.
  await expect(dialog.getByRole('row', { name: /^created_at/ })).toContainText(
    /\d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}/,
  );
  const nameRow = dialog.getByRole('row', { name: /^name/ });
  await expect(nameRow.getByRole('cell').nth(1)).toHaveText('--');
  await expect(nameRow.getByRole('cell').nth(2)).toHaveText(name);
  await expect(dialog.getByRole('row', { name: /^customer_groups/ })).toContainText(customerGroup.name);
  await screenshot(page, testInfo, 'audit-entry');
});
