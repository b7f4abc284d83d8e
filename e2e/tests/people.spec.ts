/**
 * Issue 4 acceptance, in Chromium against the real server: customers (the People List's filters,
 * an RFID clash), groups and their stale saves, tenant labels, and a role without People codes.
 * Wallets, funds and bulk credit are in wallets.spec.ts.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expandSidebar, LOGINS, screenshot, sidebarSections, signInAndLand, signInAndOpen } from '../support/console';
import { createCustomer, customerApi, mobile, searchList, stamp, tag } from '../support/people';

/** The Remove box of a member's row on the group form (the input itself is visually hidden). */
const removeBox = (page: Page, name: string) =>
  page.getByRole('row', { name: new RegExp(name) }).locator('[data-part="control"]');

test('a customer is created after invalid input is refused, then an RFID clash is refused', async ({
  page,
}, testInfo) => {
  await signInAndOpen(page, LOGINS.admin, '/users-list');
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
  // The list at once, and the toast there says what was saved.
  await expect(page).toHaveURL(/\/customer-list/);
  await expect(page.getByTestId('toast-success')).toHaveText(`Customer Asha Iyer${tag} added`);

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
  await createCustomer(page, {
    first_name: 'Ravi',
    last_name: `Kumar${tag}`,
    mobile: mobile(2),
    rfid: taken,
  });
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

test('a stale save says so and changes nothing; a group edit adds and removes members by delta', async ({
  page,
  context,
}) => {
  await signInAndOpen(page, LOGINS.admin, '/users-list');
  const ids: number[] = [];
  for (const [i, last] of ['Alpha', 'Beta', 'Gamma'].entries()) {
    const c = await createCustomer(page, {
      first_name: 'Stale',
      last_name: `${last}${tag}`,
      mobile: mobile(20 + i),
    });
    ids.push(c.id as number);
  }
  const name = `Stale ${stamp}`;
  const group = await customerApi(page, 'POST', '/customer-groups', { name, customer_ids: ids.slice(0, 2) });
  expect(group.status).toBe(201);
  const groupId = group.body.data.id as number;
  const members = async () => {
    const list = await customerApi(page, 'POST', `/customer-groups/${groupId}/members/list`, { offset: 0, limit: 10 });
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
  expect((await customerApi(page, 'GET', `/customer-groups/${groupId}`)).body.data.name).toBe(`Renamed ${stamp}`);

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

test('Sub-Department is narrowed by Department; another Department drops a Sub-Department it does not hold', async ({
  page,
}) => {
  await signInAndOpen(page, LOGINS.admin, '/users-list');
  // "Shared" sits under both departments; "Only" under the first alone.
  const [first, second, shared, only] = ['First', 'Second', 'Shared', 'Only'].map((w) => `${w} ${tag}`) as [
    string,
    string,
    string,
    string,
  ];
  for (const [n, class_name, section_name] of [
    [30, first, shared],
    [31, second, shared],
    [32, first, only],
  ] as const) {
    await createCustomer(page, {
      first_name: 'Filter',
      last_name: `Member${tag}`,
      mobile: mobile(n),
      class_name,
      section_name,
    });
  }
  await page.goto('/customer-list');
  const department = page.getByRole('combobox', { name: 'Department', exact: true });
  const subDepartment = page.getByRole('combobox', { name: 'Sub-Department' });
  await expect(subDepartment.locator('option', { hasText: only })).toHaveCount(1);

  await department.selectOption(second);
  await expect(subDepartment.locator('option', { hasText: only })).toHaveCount(0);
  await expect(subDepartment.locator('option', { hasText: shared })).toHaveCount(1);
  await subDepartment.selectOption(shared);
  await expect(page.locator('[data-row-id]')).toHaveCount(1);

  // The first department also holds "Shared": the choice stays, and the list follows.
  await department.selectOption(first);
  await expect(subDepartment).toHaveValue(shared);
  await expect(page.locator('[data-row-id]')).toHaveCount(1);
  await subDepartment.selectOption(only);
  // The second one does not hold "Only": it is dropped with the change, not left filtering nothing.
  await department.selectOption(second);
  await expect(subDepartment).toHaveValue('ALL');
  await expect(page).not.toHaveURL(/section_name=/);
  await expect(page.locator('[data-row-id]')).toHaveCount(1);
  await expect(page.locator('[data-row-id]')).toContainText(`Member${tag}`);
});

test('tenant 2 calls its people Employees, on its lists and its wallet form and page', async ({ page }) => {
  await signInAndLand(page, LOGINS.acme);
  expect(await sidebarSections(page)).toContain('Employees');
  await page.goto('/customer-list');
  await expect(page.getByRole('heading', { name: 'Employees List' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Employee' })).toBeVisible();

  await page.goto('/add-wallet');
  await expect(page.getByRole('combobox', { name: /^Employee/ })).toBeVisible();
  const wallets = await customerApi(page, 'POST', '/wallet/list', { offset: 0, limit: 1 });
  await page.goto(`/wallet/${wallets.body.data[0].id}`);
  await expect(page.getByText('Employee Name', { exact: true })).toBeVisible();
  await expect(page.getByText('Employee Phone', { exact: true })).toBeVisible();
  // The columns speak the tenant's words too (SPEC's titles are the default tenant's).
  await page.goto('/wallet-list');
  await expect(page.getByRole('columnheader', { name: 'Employee Name', exact: true })).toBeVisible();
  // The server's refusals speak them as well: a mobile another employee holds, refused on its field.
  const taken = (await customerApi(page, 'POST', '/customers/list', { offset: 0, limit: 1 })).body.data[0];
  await page.goto('/add-customer');
  await page.getByLabel('First Name').fill('Ravi');
  await page.getByLabel('Last Name').fill('Menon');
  await page.getByLabel('Mobile No.').fill(String(taken.mobile).slice(-10));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This mobile number already belongs to another employee.')).toBeVisible();
  await expect(page).toHaveURL(/\/add-customer$/);
});

test('the viewer has no People section, and the API answers 403', async ({ page }) => {
  await signInAndLand(page, LOGINS.viewer);
  await expandSidebar(page);
  await expect(page.getByTestId('sidebar')).not.toContainText('People Management');
  for (const [method, path] of [
    ['POST', '/customers/list'],
    ['POST', '/wallet/list'],
    ['POST', '/customer-groups/list'],
  ] as const) {
    const res = await customerApi(page, method, path, { offset: 0, limit: 10 });
    expect(res.status, path).toBe(403);
    expect(typeof res.body.message).toBe('string');
  }
});
