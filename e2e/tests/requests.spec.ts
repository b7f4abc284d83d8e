/**
 * Requests: Wallet: Prepaid to Postpaid in Chromium against the real server: a request raised
 * from a prepaid wallet's page, approved by the company admin with a credit limit (the wallet
 * becomes postpaid), another rejected with a remark; the viewer sees the list without Action and
 * gets 403 from the API when deciding.
 */
import { expect, test } from '@playwright/test';
import { cookie, LOGINS, openInApp, screenshot, signInAndOpen } from '../support/console';
import { createCustomer, customerApi, mobile, tag } from '../support/people';

test('a request raised from a wallet is approved with a credit limit, another rejected', async ({ page }, testInfo) => {
  await signInAndOpen(page, LOGINS.admin, '/users-list');
  const customer = await createCustomer(page, {
    first_name: 'Nisha',
    last_name: `Request${tag}`,
    mobile: mobile(7),
  });
  const wallets = [];
  for (const name of [`Travel ${tag}`, `Gift ${tag}`]) {
    const res = await customerApi(page, 'POST', '/wallet', { customer_id: customer.id, name, type: 'prepaid' });
    expect(res.status).toBe(201);
    wallets.push(res.body.data as { id: number; name: string });
  }
  const [travel, gift] = wallets as [{ id: number; name: string }, { id: number; name: string }];

  // Raise from the wallet's page.
  await openInApp(page, `/wallet/${travel.id}`);
  await page.getByRole('button', { name: 'Request Postpaid' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Postpaid' });
  await dialog.getByLabel('Remark').fill('Client visits every week');
  await screenshot(page, testInfo, 'request-postpaid-dialog');
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('postpaid-request')).toContainText('Pending since');
  // A second one is refused by the dialog with the server's reason shown: it shows the pending one instead.
  await page.getByRole('button', { name: 'Request Postpaid' }).click();
  await expect(page.getByTestId('pending-request')).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();

  // Raise the other from its row in Employee Wallets.
  await openInApp(page, `/wallet-list?search=${tag}`);
  await page.getByRole('button', { name: `Request Postpaid: ${gift.name}` }).click();
  await dialog.getByLabel('Remark').fill('Festival gifts');
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(dialog).toBeHidden();

  // Approve the first with a credit limit, reject the second with a remark.
  await openInApp(page, `/request-list?status=pending&search=${tag}`);
  for (const title of [
    'Wallet Name',
    'Customer Name',
    'Customer Phone',
    'Customer Id',
    'Remarks',
    'Created at',
    'Action',
  ]) {
    await expect(page.getByRole('columnheader', { name: title, exact: true })).toBeVisible();
  }
  await expect(page.locator('[data-row-id]')).toHaveCount(2);
  await screenshot(page, testInfo, 'request-list-admin');
  await page.getByRole('button', { name: `Approve ${travel.name} of Nisha Request${tag}` }).click();
  const approve = page.getByRole('dialog', { name: 'Approve Request' });
  await approve.getByLabel('Credit Limit').fill('2500');
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(approve).toBeHidden();
  await page.getByRole('button', { name: `Reject ${gift.name} of Nisha Request${tag}` }).click();
  const reject = page.getByRole('dialog', { name: 'Reject Request' });
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(reject.getByText('Value required')).toBeVisible();
  await reject.getByLabel('Remark').fill('Not this quarter');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(reject).toBeHidden();
  await expect(page.locator('[data-row-id]')).toHaveCount(0);

  await openInApp(page, `/wallet/${travel.id}`);
  await expect(page.getByText('Postpaid', { exact: true })).toBeVisible();
  await expect(page.getByText('₹2,500.00').first()).toBeVisible();
  await expect(page.getByTestId('postpaid-request')).toContainText('Approved');
  await expect(page.getByRole('button', { name: 'Request Postpaid' })).toHaveCount(0);
  await openInApp(page, `/add-wallet/${travel.id}`);
  await expect(page.getByTestId('type-reason')).toContainText('The type cannot be changed here');
  await openInApp(page, `/wallet/${gift.id}`);
  await expect(page.getByTestId('postpaid-request')).toContainText('Rejected');
  await expect(page.getByTestId('postpaid-request')).toContainText('Not this quarter');
});

test('the viewer sees the requests without Action, and the API refuses the viewer’s decision', async ({
  page,
  browser,
}, testInfo) => {
  // Two requests raised by the admin through the API.
  await signInAndOpen(page, LOGINS.admin, '/users-list');
  const customer = await createCustomer(page, {
    first_name: 'Ravi',
    last_name: `Viewer${tag}`,
    mobile: mobile(8),
  });
  for (const name of [`Canteen ${tag}`, `Books ${tag}`]) {
    const wallet = await customerApi(page, 'POST', '/wallet', {
      customer_id: customer.id,
      name,
      type: 'prepaid',
    });
    expect(wallet.status).toBe(201);
    const raised = await customerApi(page, 'POST', `/wallet/${wallet.body.data.id}/requests`, {
      remark: 'For the viewer',
    });
    expect(raised.status, JSON.stringify(raised.body)).toBe(201);
  }

  const context = await browser.newContext();
  const viewer = await context.newPage();
  await signInAndOpen(viewer, LOGINS.viewer, `/request-list?search=Viewer${tag}`);
  await expect(viewer.locator('[data-row-id]')).toHaveCount(2);
  await expect(viewer.getByRole('columnheader', { name: 'Action', exact: true })).toHaveCount(0);
  await screenshot(viewer, testInfo, 'request-list-viewer');
  const list = await customerApi(viewer, 'POST', '/requests/list', { search: `Viewer${tag}` });
  expect(list.status).toBe(200);
  const token = await cookie(viewer, 'token');
  const refused = await viewer.request.post(`/api/customer/requests/${list.body.data[0].id}/approve`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { credit_limit: 100 },
  });
  expect(refused.status()).toBe(403);
  expect(typeof (await refused.json()).message).toBe('string');
  await context.close();
});
