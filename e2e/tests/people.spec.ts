/**
 * Issue 4 acceptance, in Chromium against the real server: customers, RFID clash, wallets and the
 * fund dialog, bulk credit, tenant labels, and a role without People codes.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { cookie, expandSidebar, LOGINS, screenshot, sidebarSections, signIn, signInAndLand } from '../support/console';

const stamp = Date.now().toString().slice(-6);
/** The stamp in letters, for names (a name holds letters only). */
const tag = [...stamp].map((d) => 'abcdefghij'[Number(d)]).join('');
/** A valid Indian mobile unique to this run. */
const mobile = (n: number) => `9${stamp}${String(n).padStart(3, '0')}`;

async function apiCall(page: Page, method: 'POST' | 'GET', path: string, data?: unknown) {
  const token = await cookie(page, 'token');
  const response = await page.request.fetch(`/api/customer${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(data ? { data } : {}),
  });
  return { status: response.status(), body: (await response.json().catch(() => null)) as Record<string, any> };
}

/** The Remove box of a member's row on the group form (the input itself is visually hidden). */
const removeBox = (page: Page, name: string) =>
  page.getByRole('row', { name: new RegExp(name) }).locator('[data-part="control"]');

async function searchList(page: Page, placeholder: string, text: string) {
  await page.getByPlaceholder(placeholder).fill(text);
  await expect(page).toHaveURL(new RegExp(`search=${text}`));
}

test('a customer is created after invalid input is refused, then an RFID clash is refused', async ({
  page,
}, testInfo) => {
  await signInAndLand(page, LOGINS.admin, /\/users-list$/);
  await page.goto('/customer-list');
  for (const title of ['Name', 'Mobile No.', 'User Origin', 'Department', 'Sub-Department', 'Action']) {
    await expect(page.getByRole('columnheader', { name: title, exact: true })).toBeVisible();
  }
  await expect(page.locator('[data-row-id]').first()).toBeVisible();
  await screenshot(page, testInfo, 'customer-list');

  await page.getByRole('button', { name: 'Add Customer' }).click();
  await expect(page).toHaveURL(/\/add-customer$/);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Value required').first()).toBeVisible();
  await page.getByLabel('Mobile No.').fill('981');
  await page.getByLabel('First Name').fill('Asha');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter atleast 5 Character')).toBeVisible();
  await page.getByLabel('Mobile No.').fill('12345');
  await expect(page.getByText('Enter valid mobile number')).toBeVisible();
  await page.getByLabel('Email').fill('not-an-email');
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await page.getByLabel('PIN', { exact: true }).fill('12ab34');
  await expect(page.getByLabel('PIN', { exact: true })).toHaveValue('1234');

  await page.getByLabel('Last Name').fill(`Iyer${tag}`);
  await page.getByLabel('Mobile No.').fill(mobile(1));
  await page.getByLabel('Email').fill(`asha.${stamp}@example.in`);
  await page.getByLabel('Department', { exact: true }).fill('Finance');
  await page.getByLabel('Sub-Department').fill('Payroll');
  await page.getByLabel('User Origin').fill('HRMS');
  await screenshot(page, testInfo, 'customer-form');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('toast-success')).toHaveText('Action was successful!');
  await expect(page).toHaveURL(/\/customer-list/, { timeout: 8000 });

  await searchList(page, 'Search by name or mobile', `Iyer${tag}`);
  const row = page.locator('[data-row-id]');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Finance');

  // Export the current filter: the CSV holds exactly the one customer the search finds.
  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csvFile = await csv;
  expect(csvFile.suggestedFilename()).toMatch(/^customers-\d{4}-\d\d-\d\d\.csv$/);
  const lines = readFileSync((await csvFile.path())!, 'utf8')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toContain('First Name');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`Iyer${tag}`);
  const xlsx = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export XLSX' }).click();
  const xlsxFile = await xlsx;
  expect(xlsxFile.suggestedFilename()).toMatch(/\.xlsx$/);
  // An XLSX file is a zip archive.
  expect(
    readFileSync((await xlsxFile.path())!)
      .subarray(0, 2)
      .toString(),
  ).toBe('PK');
  await row.getByRole('button', { name: /^View/ }).click();
  await expect(page).toHaveURL(/\/customer-view\/\d+$/);
  await expect(page.getByText(`asha.${stamp}@example.in`)).toBeVisible();
  // The PIN is masked until revealed.
  // The PIN is not in the customer's data: Show fetches it with its own (audited, no-store) call.
  await expect(page.getByLabel('PIN hidden')).toHaveText('••••');
  const revealed = page.waitForResponse((r) => /\/customers\/\d+\/pin$/.test(r.url()));
  await page.getByRole('button', { name: 'Show' }).click();
  expect((await revealed).headers()['cache-control']).toBe('no-store');
  await expect(page.getByLabel('PIN', { exact: true })).toHaveText('1234');
  await page.getByRole('button', { name: 'Hide' }).click();
  await expect(page.getByLabel('PIN hidden')).toHaveText('••••');

  // Another customer holds a card; linking the same card here is refused and the dialog stays.
  const taken = `RF${stamp}1`;
  const other = await apiCall(page, 'POST', '/customers', {
    first_name: 'Ravi',
    last_name: `Kumar${tag}`,
    mobile: mobile(2),
    rfid: taken,
  });
  expect(other.status).toBe(201);
  await page.getByRole('button', { name: 'Link RfId' }).click();
  const dialog = page.getByRole('dialog', { name: 'Link RfId' });
  await dialog.getByLabel('RFID').fill(taken);
  await dialog.getByRole('button', { name: 'Link' }).click();
  await expect(dialog.getByText('This RFID is already linked to another customer.')).toBeVisible();
  await screenshot(page, testInfo, 'rfid-clash');
  await dialog.getByLabel('RFID').fill(`RF${stamp}2`);
  await dialog.getByRole('button', { name: 'Link' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`RF${stamp}2`)).toBeVisible();
});

test('a prepaid wallet takes ₹100.50, gives back ₹0.50, and refuses to go below zero', async ({ page }, testInfo) => {
  await signInAndLand(page, LOGINS.admin, /\/users-list$/);
  const customer = await apiCall(page, 'POST', '/customers', {
    first_name: 'Meera',
    last_name: `Wallet${tag}`,
    mobile: mobile(3),
  });
  expect(customer.status).toBe(201);
  const customerId = customer.body.data.id as number;

  await page.goto('/add-wallet');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Value required').first()).toBeVisible();
  await page.getByRole('combobox', { name: /^Customer/ }).fill(`Wallet${tag}`);
  await page.getByRole('option', { name: `Meera Wallet${tag} (${mobile(3)})` }).click();
  await page.getByLabel('Wallet Name').fill(`Canteen ${stamp}`);
  await page.getByRole('combobox', { name: /^Type/ }).selectOption('prepaid');
  await page.getByRole('combobox', { name: /^Is Primary/ }).selectOption('1');
  await screenshot(page, testInfo, 'wallet-form');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('toast-success')).toHaveText('Action was successful!');
  await expect(page).toHaveURL(/\/wallet-list/, { timeout: 8000 });

  for (const title of [
    'Wallet Name',
    'Customer Name',
    'Customer Phone',
    'Amount',
    'Type',
    'Is Primary',
    'Add/Remove Fund',
    'Action',
  ]) {
    await expect(page.getByRole('columnheader', { name: title, exact: true })).toBeVisible();
  }
  await searchList(page, 'Search by wallet, name or mobile', `Wallet${tag}`);
  const row = page.locator('[data-row-id]');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('₹0.00');

  const openFund = async () => {
    await row.getByRole('button', { name: /^Add\/Remove Fund/ }).click();
    return page.getByRole('dialog', { name: 'Add/Remove Fund' });
  };
  let fund = await openFund();
  const amount = fund.getByLabel('Amount');
  await expect(amount).toHaveAttribute('inputmode', 'decimal');
  await expect(fund.getByRole('button', { name: 'Add Fund' })).toBeDisabled();
  await expect(fund.getByRole('button', { name: 'Deduct Fund' })).toBeDisabled();
  // A minus or a third decimal is refused under the field, never dropped or rounded into an amount.
  await amount.pressSequentially('-');
  await expect(fund.getByText(/^Amounts are positive/)).toBeVisible();
  await expect(amount).toHaveValue('');
  await expect(fund.getByRole('button', { name: 'Add Fund' })).toBeDisabled();
  await amount.pressSequentially('100.505');
  await expect(fund.getByText('At most two decimals')).toBeVisible();
  await expect(amount).toHaveValue('100.50');
  await fund.getByRole('button', { name: 'Add Fund' }).click();
  await expect(fund).toBeHidden();
  await expect(row).toContainText('₹100.50');

  fund = await openFund();
  await expect(fund.getByLabel('Amount')).toHaveValue('');
  await fund.getByLabel('Amount').fill('0.50');
  await fund.getByRole('button', { name: 'Deduct Fund' }).click();
  await expect(fund).toBeHidden();
  await expect(row).toContainText('₹100.00');

  // More than the balance: the server's reason shows and the dialog stays open.
  fund = await openFund();
  await fund.getByLabel('Amount').fill('150');
  await fund.getByRole('button', { name: 'Deduct Fund' }).click();
  await expect(fund.getByText('Insufficient balance: the wallet holds ₹100.00.')).toBeVisible();
  await expect(fund).toBeVisible();
  await screenshot(page, testInfo, 'fund-refused');
  await fund.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toContainText('₹100.00');

  // Both movements, newest first, on the wallet and on the customer overview.
  await row.getByRole('button', { name: /^View/ }).click();
  await expect(page).toHaveURL(/\/wallet\/\d+$/);
  const ledger = page.getByRole('table', { name: /^Movements of/ }).locator('[data-row-id]');
  await expect(ledger).toHaveCount(2);
  await expect(ledger.nth(0)).toContainText('-₹0.50');
  await expect(ledger.nth(0)).toContainText('₹100.00');
  await expect(ledger.nth(1)).toContainText('₹100.50');
  await screenshot(page, testInfo, 'wallet-view');

  await page.goto(`/customer-view/${customerId}`);
  await expect(page.getByText('₹100.00').first()).toBeVisible();
  const movements = page.getByRole('table', { name: /^Wallet transactions of/ }).locator('[data-row-id]');
  await expect(movements).toHaveCount(2);
  for (const title of ['ID', 'Wallet ID', 'Type', 'Previous Balance', 'Amount', 'After Balance']) {
    await expect(page.getByRole('columnheader', { name: title, exact: true }).first()).toBeVisible();
  }
  await screenshot(page, testInfo, 'customer-overview');
});

test('bulk credit pays every wallet of a group once, with progress and a summary', async ({ page }, testInfo) => {
  await signInAndLand(page, LOGINS.admin, /\/users-list$/);
  const ids: number[] = [];
  for (let i = 0; i < 3; i++) {
    const c = await apiCall(page, 'POST', '/customers', {
      first_name: 'Bulk',
      last_name: `Member${tag}${'abc'[i]}`,
      mobile: mobile(10 + i),
    });
    ids.push(c.body.data.id);
    const w = await apiCall(page, 'POST', '/wallet', {
      customer_id: c.body.data.id,
      name: `Meal ${i}`,
      type: 'prepaid',
    });
    expect(w.status).toBe(201);
  }
  const groupName = `Bulk ${stamp}`;
  const group = await apiCall(page, 'POST', '/customer-groups', { name: groupName, customer_ids: ids });
  expect(group.status).toBe(201);

  await page.goto('/wallet-list');
  await page.getByRole('button', { name: 'Bulk Credit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Bulk Credit' });
  await dialog.getByRole('combobox').selectOption({ label: `Group: ${groupName} (3 members)` });
  await dialog.getByLabel('Amount per wallet').fill('25.75');
  await dialog.getByRole('button', { name: 'Credit', exact: true }).click();
  // Nothing moves before the operator has seen the total.
  await expect(dialog.getByRole('status', { name: 'Bulk credit total' })).toContainText('3 wallets × ₹25.75 = ₹77.25');
  await dialog.getByRole('button', { name: 'Confirm credit' }).click();
  await expect(dialog.getByRole('progressbar', { name: 'Bulk credit progress' })).toHaveAttribute('aria-valuenow', '3');
  const summary = dialog.getByRole('status', { name: 'Bulk credit summary' });
  await expect(summary).toContainText('Credited 3 of 3 wallets with ₹25.75 each.');
  await expect(summary).toContainText('Failed: 0');
  await screenshot(page, testInfo, 'bulk-credit');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The group filter of both lists finds exactly the three members.
  const groupId = group.body.data.id as number;
  await page.goto(`/wallet-list?group_id=${groupId}`);
  const rows = page.locator('[data-row-id]');
  await expect(rows).toHaveCount(3);
  for (let i = 0; i < 3; i++) await expect(rows.nth(i)).toContainText('₹25.75');
  await page.goto(`/customer-list?group_id=${groupId}`);
  await expect(page.locator('[data-row-id]')).toHaveCount(3);
  await expect(page.getByRole('combobox', { name: 'Group' })).toHaveValue(String(groupId));
});

test('a stale save says so and changes nothing; a group edit adds and removes members by delta', async ({
  page,
  context,
}) => {
  await signInAndLand(page, LOGINS.admin, /\/users-list$/);
  const ids: number[] = [];
  for (const [i, last] of ['Alpha', 'Beta', 'Gamma'].entries()) {
    const c = await apiCall(page, 'POST', '/customers', {
      first_name: 'Stale',
      last_name: `${last}${tag}`,
      mobile: mobile(20 + i),
    });
    expect(c.status).toBe(201);
    ids.push(c.body.data.id as number);
  }
  const name = `Stale ${stamp}`;
  const group = await apiCall(page, 'POST', '/customer-groups', { name, customer_ids: ids.slice(0, 2) });
  expect(group.status).toBe(201);
  const groupId = group.body.data.id as number;
  const members = async () => {
    const list = await apiCall(page, 'POST', `/customer-groups/${groupId}/members/list`, { offset: 0, limit: 10 });
    return (list.body.data as { id: number }[]).map((m) => m.id).sort((a, b) => a - b);
  };

  // Two operators open the same group; the second saves first.
  const other = await context.newPage();
  await page.goto(`/add-group/${groupId}`);
  await other.goto(`/add-group/${groupId}`);
  await expect(page.getByLabel(/^Name/)).toHaveValue(name);
  await expect(other.getByLabel(/^Name/)).toHaveValue(name);
  await other.getByLabel(/^Name/).fill(`Renamed ${stamp}`);
  await other.getByRole('button', { name: 'Save' }).click();
  await expect(other).toHaveURL(/\/group-list/);

  // The first one's save over the changed group is refused on the form, and nothing is written.
  await removeBox(page, `Stale Alpha${tag}`).click();
  await page.getByLabel(/^Search Add Members/).fill(`Gamma${tag}`);
  await page.getByText(`Stale Gamma${tag} (${mobile(22)})`).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This record was changed by someone else. Reload to see the latest.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/add-group/${groupId}$`));
  expect(await members()).toEqual(ids.slice(0, 2));
  expect((await apiCall(page, 'GET', `/customer-groups/${groupId}`)).body.data.name).toBe(`Renamed ${stamp}`);

  // Reloaded, the same change lands: Alpha leaves, Gamma joins, Beta stays; the name is kept.
  await other.goto(`/add-group/${groupId}`);
  await expect(other.getByLabel(/^Name/)).toHaveValue(`Renamed ${stamp}`);
  await removeBox(other, `Stale Alpha${tag}`).click();
  await other.getByLabel(/^Search Add Members/).fill(`Gamma${tag}`);
  await other.getByText(`Stale Gamma${tag} (${mobile(22)})`).click();
  await other.getByRole('button', { name: 'Save' }).click();
  await expect(other).toHaveURL(/\/group-list/);
  expect(await members()).toEqual(ids.slice(1));
  await other.goto(`/group-view/${groupId}`);
  await expect(other.getByRole('table', { name: `Members of Renamed ${stamp}` }).locator('[data-row-id]')).toHaveCount(
    2,
  );
});

test('tenant 2 calls its people Employees', async ({ page }) => {
  await signIn(page, LOGINS.acme);
  await expect(page).not.toHaveURL(/\/login/);
  expect(await sidebarSections(page)).toContain('Employees');
  await page.goto('/customer-list');
  await expect(page.getByRole('heading', { name: 'Employees List' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Employee' })).toBeVisible();
});

test('the viewer has no People section, and the API answers 403', async ({ page }) => {
  await signIn(page, LOGINS.viewer);
  await expect(page.getByRole('heading', { name: 'Nothing to show yet' })).toBeVisible();
  await expandSidebar(page);
  await expect(page.getByTestId('sidebar')).not.toContainText('People Management');
  for (const [method, path] of [
    ['POST', '/customers/list'],
    ['POST', '/wallet/list'],
    ['POST', '/customer-groups/list'],
  ] as const) {
    const res = await apiCall(page, method, path, { offset: 0, limit: 10 });
    expect(res.status, path).toBe(403);
    expect(typeof res.body.message).toBe('string');
  }
});
