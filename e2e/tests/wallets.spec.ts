/**
 * Wallets in Chromium against the real server: a prepaid wallet funded and debited in the dialog
 * (the money field's refusals, the balance preview, an overdraft refused with the dialog open),
 * a refused delete, and a group bulk-credited with progress and summary.
 */
import { expect, test } from '@playwright/test';
import { LOGINS, screenshot, signInAndOpen } from '../support/console';
import { createCustomer, customerApi, mobile, searchList, stamp, tag } from '../support/people';

test('a prepaid wallet takes ₹100.50, gives back ₹0.50, and refuses to go below zero', async ({ page }, testInfo) => {
  await signInAndOpen(page, LOGINS.admin, '/users-list');
  const customer = await createCustomer(page, {
    first_name: 'Meera',
    last_name: `Wallet${tag}`,
    mobile: mobile(3),
  });
  const customerId = customer.id as number;

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
  await expect(page).toHaveURL(/\/wallet-list/);
  await expect(page.getByTestId('toast-success')).toHaveText(`Wallet Canteen ${stamp} added`);

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
  const addFund = fund.getByRole('button', { name: 'Add Fund' });
  const deductFund = fund.getByRole('button', { name: 'Deduct Fund' });
  const preview = fund.getByTestId('balance-preview');
  const bothDisabled = async () => {
    await expect(addFund).toBeDisabled();
    await expect(deductFund).toBeDisabled();
  };
  await expect(amount).toHaveAttribute('inputmode', 'decimal');
  await bothDisabled();
  // A minus, a letter or a third decimal stays as typed and is refused under the field, and no
  // button is enabled on it: "-5" is not 5, "1e2" is not 12, "100.505" is not 100.50.
  await amount.pressSequentially('-5');
  await expect(fund.getByText('Amounts are positive; use Deduct Fund to take money out')).toBeVisible();
  await expect(amount).toHaveValue('-5');
  await bothDisabled();
  await expect(preview).toBeHidden();
  await amount.fill('');
  await expect(fund.getByText(/^Amounts are positive/)).toBeHidden();
  await amount.pressSequentially('1e2');
  await expect(fund.getByText('Only digits and one decimal point')).toBeVisible();
  await expect(amount).toHaveValue('1e2');
  await bothDisabled();
  await amount.fill('');
  await amount.pressSequentially('100.505');
  await expect(fund.getByText('At most two decimals')).toBeVisible();
  await expect(amount).toHaveValue('100.505');
  await bothDisabled();
  // Leaving the field keeps the refusal; correcting the amount lets go.
  await amount.press('Tab');
  await bothDisabled();
  await amount.press('End');
  await amount.press('Backspace');
  await expect(amount).toHaveValue('100.50');
  await expect(fund.getByText('At most two decimals')).toBeHidden();
  await expect(addFund).toBeEnabled();
  // What each button would leave, from the balance shown.
  await expect(preview).toContainText('After Add Fund: ₹100.50');
  await expect(preview).toContainText('After Deduct Fund: -₹100.50 — below the ₹0.00 floor; it will be refused');
  await addFund.click();
  await expect(fund).toBeHidden();
  await expect(row).toContainText('₹100.50');

  fund = await openFund();
  await expect(fund.getByLabel('Amount')).toHaveValue('');
  await fund.getByLabel('Amount').fill('0.50');
  await expect(fund.getByTestId('balance-preview')).toContainText('After Add Fund: ₹101.00');
  await expect(fund.getByTestId('balance-preview')).toContainText('After Deduct Fund: ₹100.00');
  await fund.getByRole('button', { name: 'Deduct Fund' }).click();
  await expect(fund).toBeHidden();
  await expect(row).toContainText('₹100.00');

  // More than the balance: the preview says it will be refused, and Deduct Fund is not offered.
  fund = await openFund();
  await fund.getByLabel('Amount').fill('150');
  await expect(fund.getByTestId('balance-preview')).toContainText(
    'After Deduct Fund: -₹50.00 — below the ₹0.00 floor; it will be refused',
  );
  await expect(fund.getByRole('button', { name: 'Deduct Fund' })).toBeDisabled();
  await expect(fund.getByRole('button', { name: 'Add Fund' })).toBeEnabled();
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

  // A wallet that holds money is not deleted: the question stays open with the server's reason.
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const question = page.getByRole('alertdialog');
  await question.getByRole('button', { name: 'Yes, delete it!' }).click();
  await expect(question.getByText('A wallet with a non-zero balance cannot be deleted.')).toBeVisible();
  await expect(page.getByTestId('toast-error')).toBeHidden();
  await screenshot(page, testInfo, 'delete-refused');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/\/wallet\/\d+$/);

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
  await signInAndOpen(page, LOGINS.admin, '/users-list');
  const ids: number[] = [];
  for (let i = 0; i < 3; i++) {
    const c = await customerApi(page, 'POST', '/customers', {
      first_name: 'Bulk',
      last_name: `Member${tag}${'abc'[i]}`,
      mobile: mobile(10 + i),
    });
    ids.push(c.body.data.id);
    const w = await customerApi(page, 'POST', '/wallet', {
      customer_id: c.body.data.id,
      name: `Meal ${i}`,
      type: 'prepaid',
    });
    expect(w.status).toBe(201);
  }
  const groupName = `Bulk ${stamp}`;
  const group = await customerApi(page, 'POST', '/customer-groups', { name: groupName, customer_ids: ids });
  expect(group.status).toBe(201);

  await page.goto('/wallet-list');
  await page.getByRole('button', { name: 'Bulk Credit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Bulk Credit' });
  // The groups are searched as the operator types: a tenant may have more than one page of them.
  await dialog.getByRole('combobox', { name: 'Credit to' }).fill(groupName);
  await dialog.getByRole('option', { name: `${groupName} (3 members)` }).click();
  await dialog.getByLabel('Amount per wallet').fill('25.75');
  await dialog.getByRole('button', { name: 'Credit', exact: true }).click();
  // Nothing moves before the operator has seen the total.
  await expect(dialog.getByRole('status', { name: 'Bulk credit total' })).toContainText('3 wallets × ₹25.75 = ₹77.25');
  await dialog.getByRole('button', { name: 'Confirm Credit' }).click();
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
  // The filter names the linked group (read by its id), searching as the operator types.
  await expect(page.getByRole('combobox', { name: 'Group' })).toHaveValue(groupName);
});
