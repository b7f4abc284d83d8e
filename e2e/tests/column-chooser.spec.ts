/**
 * The column chooser (issue 27) on Touchpoint Orders: two columns hidden and one moved by keyboard,
 * kept in the URL through a reload, and Reset columns bringing back every column in the list's order.
 */
import { expect, test, type Page } from '@playwright/test';
import { HOME, LOGINS, signInAndLand } from '../support/console';

const ALL = [
  'Order ID',
  'Date',
  'Channel',
  'Touchpoint',
  'Payment Source',
  'Payment Status',
  'Amount',
  'Status',
  'Refund',
];

/** The table's column headers as read (a sortable one's arrow left out). */
async function headers(page: Page): Promise<string[]> {
  const texts = await page.getByRole('table').getByRole('columnheader').allInnerTexts();
  return texts.map((text) => text.replace(/[▲▼↕]/g, '').trim());
}

const chooser = (page: Page) => page.getByRole('dialog', { name: 'Columns' });

async function openChooser(page: Page) {
  await page.getByRole('button', { name: 'Columns', exact: true }).click();
  await expect(chooser(page)).toBeVisible();
}

test('Touchpoint Orders: columns hidden and moved by keyboard, kept through a reload, then reset', async ({ page }) => {
  await signInAndLand(page, LOGINS.admin);
  await expect(page).toHaveURL(HOME);
  await expect(page.getByRole('table')).toBeVisible();
  await expect.poll(() => headers(page)).toEqual(ALL);

  await openChooser(page);
  // By keyboard: each box and button is reached and pressed without the mouse.
  for (const name of ['Payment Source', 'Refund']) {
    await chooser(page).getByRole('checkbox', { name }).focus();
    await page.keyboard.press('Space');
    await expect(chooser(page).getByRole('checkbox', { name })).not.toBeChecked();
  }
  await chooser(page).getByRole('button', { name: 'Move Amount up' }).focus();
  await page.keyboard.press('Enter');
  const chosen = ['Order ID', 'Date', 'Channel', 'Touchpoint', 'Amount', 'Payment Status', 'Status'];
  await expect.poll(() => headers(page)).toEqual(chosen);
  // The moved column keeps the focus, so it can be moved again.
  await expect(chooser(page).getByRole('button', { name: 'Move Amount up' })).toBeFocused();
  await expect(page).toHaveURL(
    /[?&]columns=order_no%2Ccreated_at%2Cchannel%2Ctouchpoint%2Camount%2Cpayment_status%2Cstatus/,
  );
  await page.keyboard.press('Escape');
  await expect(chooser(page)).toBeHidden();

  // The choice is the URL's: a reload shows the same columns.
  await page.reload();
  await expect(page.getByRole('table')).toBeVisible();
  await expect.poll(() => headers(page)).toEqual(chosen);

  await openChooser(page);
  await chooser(page).getByRole('button', { name: 'Reset columns' }).click();
  await expect.poll(() => headers(page)).toEqual(ALL);
  await expect(page).not.toHaveURL(/columns=/);
});
