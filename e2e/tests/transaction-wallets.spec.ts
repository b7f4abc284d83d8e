/**
 * Transaction Wallet List (remote-transactions) in Chromium against the real server: SPEC's
 * columns, the Rows selector, the range text in Movements and paging (each page change reads the
 * ledger again), a row opening its wallet, and the kit's fund dialog for the row's wallet — closed
 * without a movement, then a movement that reads the list again and shows at its top. The viewer
 * (transactions only) reads the list without a link to the wallet or the fund dialog.
 */
import { expect, test, type Page } from '@playwright/test';
import { LOGINS, screenshot, signInAndOpen } from '../support/console';
import { createCustomer, customerApi, mobile, tag } from '../support/people';

const SPEC_COLUMNS = [
  'Wallet Name',
  'Customer Name',
  'Customer Phone',
  'Type',
  'Previous Balance',
  'Transaction Amount',
  'After Balance',
  'Remark',
];

/** The next call of the ledger's list, started by `action`. */
async function rereadBy(page: Page, action: () => Promise<unknown>) {
  const reread = page.waitForResponse(
    (r) => r.url().endsWith('/api/customer/wallet/transaction-list') && r.request().method() === 'POST',
  );
  await action();
  return (await reread).request().postDataJSON() as Record<string, unknown>;
}

test('the ledger of every wallet: columns, Rows, range text and paging, a row opening its wallet, the fund modal', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  await signInAndOpen(page, LOGINS.admin, '/users-list');
  const name = `Ledger${tag}`;
  const customer = await createCustomer(page, {
    first_name: 'Kavya',
    last_name: name,
    mobile: mobile(40),
  });
  const created = await customerApi(page, 'POST', '/wallet', {
    customer_id: customer.id,
    name: `Meals ${tag}`,
    type: 'prepaid',
  });
  expect(created.status).toBe(201);
  const wallet = created.body.data as { id: number; name: string };
  // Twelve movements: eleven credits of ₹10.00, then a debit of ₹5.00 with a remark.
  for (let i = 0; i < 11; i++) {
    const res = await customerApi(page, 'POST', '/wallet/wallet-transaction', {
      wallet_id: wallet.id,
      transaction_amount: '10',
    });
    expect(res.status).toBe(201);
  }
  const debit = await customerApi(page, 'POST', '/wallet/wallet-transaction', {
    wallet_id: wallet.id,
    transaction_amount: '-5',
    remark: `Lunch ${tag}`,
  });
  expect(debit.status).toBe(201);

  // From the sidebar's Transactions section, as an operator gets there.
  await page.goto('/transaction-wallet-list');
  await expect(page.getByRole('heading', { name: 'Transaction Wallet List', exact: true })).toBeVisible();
  await expect(page.getByText(/^Track all wallet movements with balance changes/)).toBeVisible();
  for (const title of [...SPEC_COLUMNS, 'Add/Remove Fund']) {
    await expect(page.getByRole('columnheader', { name: title, exact: true })).toBeVisible();
  }
  // A ledger is read by date: newest first, as its Date header says.
  await expect(page.getByRole('columnheader', { name: /^Date/ })).toHaveAttribute('aria-sort', 'descending');

  // The whole ledger first (the seeded history), then the customer's movements only: a search by name.
  const rows = page.locator('[data-row-id]');
  await expect(rows.first()).toBeVisible();
  const searched = await rereadBy(page, () => page.getByPlaceholder('Search by customer name or mobile').fill(name));
  expect(searched).toMatchObject({ search: name, offset: 0, limit: 10 });
  await expect(rows).toHaveCount(10);
  await expect(page.getByText('Showing 1-10 Movements')).toBeVisible();
  // Newest first: the debit, with what it left.
  await expect(rows.first()).toContainText(`Meals ${tag}`);
  await expect(rows.first()).toContainText(`Kavya ${name}`);
  await expect(rows.first()).toContainText(mobile(40));
  await expect(rows.first()).toContainText('Prepaid');
  await expect(rows.first()).toContainText('₹110.00');
  await expect(rows.first()).toContainText('-₹5.00');
  await expect(rows.first()).toContainText('₹105.00');
  await expect(rows.first()).toContainText(`Lunch ${tag}`);
  await screenshot(page, testInfo, 'transaction-wallet-list');

  // Paging reads the ledger again: page 2 after page 1's last row, and back.
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  const next = await rereadBy(page, () => page.getByRole('button', { name: 'Next' }).click());
  expect(next).toMatchObject({ offset: 10, limit: 10, search: name });
  expect(typeof next.cursor).toBe('string');
  await expect(page.getByText('Showing 11-12 Movements')).toBeVisible();
  await expect(rows).toHaveCount(2);
  await expect(rows.last()).toContainText('₹0.00');
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  const back = await rereadBy(page, () => page.getByRole('button', { name: 'Previous' }).click());
  expect(back).toMatchObject({ offset: 0, limit: 10 });
  await expect(page.getByText('Showing 1-10 Movements')).toBeVisible();
  // The total is counted, so Last reaches the end in one click (read by offset).
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  const last = await rereadBy(page, () => page.getByRole('button', { name: 'Last' }).click());
  expect(last).toMatchObject({ offset: 10, limit: 10 });
  await expect(page.getByText('Showing 11-12 Movements')).toBeVisible();
  await rereadBy(page, () => page.getByRole('button', { name: 'First' }).click());
  await expect(page.getByText('Showing 1-10 Movements')).toBeVisible();

  // Rows: twenty a page holds all twelve.
  const resized = await rereadBy(page, () => page.getByLabel('Rows').selectOption('20'));
  expect(resized).toMatchObject({ offset: 0, limit: 20 });
  await expect(rows).toHaveCount(12);

  // The fund modal for the row's wallet: closable, and a movement reads the list again.
  const openFund = async () => {
    await rows
      .first()
      .getByRole('button', { name: `Add/Remove Fund: ${wallet.name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Add/Remove Fund' });
    await expect(dialog).toBeVisible();
    return dialog;
  };
  let fund = await openFund();
  // The wallet's balance now.
  await expect(fund).toContainText('₹105.00');
  await fund.getByRole('button', { name: 'Cancel' }).click();
  await expect(fund).toBeHidden();
  await expect(rows).toHaveCount(12);

  fund = await openFund();
  await fund.getByLabel('Amount').fill('7.25');
  await expect(fund.getByTestId('balance-preview')).toContainText('After Add Fund: ₹112.25');
  const refreshed = await rereadBy(page, () => fund.getByRole('button', { name: 'Add Fund' }).click());
  expect(refreshed).toMatchObject({ search: name, limit: 20 });
  await expect(fund).toBeHidden();
  await expect(rows).toHaveCount(13);
  await expect(rows.first()).toContainText('₹7.25');
  await expect(rows.first()).toContainText('₹112.25');
  await screenshot(page, testInfo, 'transaction-wallet-list-funded');

  // A row opens its wallet.
  await rows.first().getByRole('link', { name: wallet.name }).click();
  await expect(page).toHaveURL(new RegExp(`/wallet/${wallet.id}$`));
  await expect(page.getByRole('heading', { name: 'Wallet Details' })).toBeVisible();

  // The viewer reads transactions only: the same rows, no link to the wallet, no fund action.
  const viewer = await (await browser.newContext()).newPage();
  await signInAndOpen(viewer, LOGINS.viewer, `/transaction-wallet-list?search=${name}`);
  await expect(viewer.getByRole('heading', { name: 'Transaction Wallet List', exact: true })).toBeVisible();
  const viewerRows = viewer.locator('[data-row-id]');
  await expect(viewerRows).toHaveCount(10);
  for (const title of SPEC_COLUMNS) {
    await expect(viewer.getByRole('columnheader', { name: title, exact: true })).toBeVisible();
  }
  await expect(viewer.getByRole('columnheader', { name: 'Add/Remove Fund' })).toHaveCount(0);
  await expect(viewerRows.first().getByRole('link')).toHaveCount(0);
  await viewerRows.first().click();
  await expect(viewer).toHaveURL(/\/transaction-wallet-list\?search=/);
  await viewer.context().close();
});
