/**
 * Machine keys and rules in Chromium against the real server, a machine played by the touchpoint
 * simulator over HTTP: a key issued on the touchpoint page (shown once) makes a vend succeed; a
 * rule made in the form whose only window is closed now refuses the next vend with its message;
 * overlapping rows are refused by the form; a revoked key is answered 401.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { LOGINS, apiCall, expectFocusWithin, screenshot, signInAndOpen, tabTo } from '../support/console';
import { E2E, ROOT } from '../support/env';
import { mobile, stamp, tag } from '../support/people';
import { vendingMachine } from '../support/touchpoints';

const run = promisify(execFile);

/** A call as the signed-in operator, retried safely: each path keeps one Idempotency-Key for the run. */
const api = (page: Page, method: 'GET' | 'POST' | 'DELETE', path: string, data?: unknown) =>
  apiCall(page, method, path, data, { 'Idempotency-Key': `e2e-${stamp}-${path}` });

/** One vend as the machine sends it: `node scripts/touchpoint-simulator.mjs vend …`; its authorize answer. */
async function simulateVend(key: string, rfid: string, slot: string) {
  const args = ['scripts/touchpoint-simulator.mjs', 'vend', '--api', E2E.apiUrl, '--key', key, '--rfid', rfid];
  const { stdout } = await run(process.execPath, [...args, '--cart', `${slot}:1`, '--vended', `${slot}:1`], {
    cwd: ROOT,
  }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  const out = JSON.parse(stdout.trim().split('\n').at(-1)!) as {
    authorize: { status: number; body: { message?: string; data?: { order_id: number } } };
    result: { status: number } | null;
  };
  return out;
}

/** `HH:MM` in Asia/Kolkata (the tenant's zone), `minutes` from now. */
function kolkataTime(minutesFromNow: number) {
  const at = new Date(Date.now() + minutesFromNow * 60_000);
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
}

test('a key issued once makes a vend succeed; a closed rule refuses the next; a revoked key is 401', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await signInAndOpen(page, LOGINS.admin, '/users-list');

  // A vending machine with a stocked slot, and a customer of no group with a card and ₹500.
  // The demo's own machines first (the oldest ids): other tests sync fleets of empty machines.
  const machines = await api(page, 'POST', '/merchant/touchpoints/list', {
    type: 'vending_machine',
    status: 1,
    limit: 20,
    sortBy: 'id',
    sortDir: 'ASC',
  });
  let touchpoint: { id: number; name: string } | undefined;
  let slot = '';
  for (const candidate of machines.body.data as { id: number; name: string }[]) {
    const products = await api(page, 'POST', `/merchant/touchpoints/${candidate.id}/products/list`, { limit: 100 });
    const stocked = (products.body.data as { slot: string | null; stock: number }[]).find(
      (p) => p.slot && p.stock >= 3,
    );
    if (stocked) {
      touchpoint = candidate;
      slot = stocked.slot!;
      break;
    }
  }
  expect(touchpoint, 'a stocked vending machine').toBeDefined();
  const rfid = `E2E${stamp}`;
  const customer = await api(page, 'POST', '/customer/customers', {
    first_name: 'Vend',
    last_name: `Rule${tag}`,
    mobile: mobile(901),
    rfid,
  });
  expect(customer.status).toBe(201);
  const wallet = await api(page, 'POST', '/customer/wallet', {
    customer_id: customer.body.data.id,
    name: `Vend ${stamp}`,
    type: 'prepaid',
    is_primary: true,
  });
  expect(wallet.status).toBe(201);
  const funded = await api(page, 'POST', '/customer/wallet/wallet-transaction', {
    wallet_id: wallet.body.data.id,
    transaction_amount: 500,
    remark: 'e2e vend',
  });
  expect(funded.status).toBe(201);

  // Issue Key on the touchpoint page: the secret is shown once, then only its prefix.
  await page.goto(`/touchpoint/${touchpoint!.id}`);
  await expect(page.getByRole('heading', { name: 'Machine Keys' })).toBeVisible();
  await page.getByRole('button', { name: 'Issue Key' }).click();
  const issue = page.getByRole('dialog', { name: 'Issue Key' });
  await issue.getByLabel('Label').fill(`E2E ${stamp}`);
  await issue.getByRole('button', { name: 'Issue Key' }).click();
  const shown = page.getByRole('dialog', { name: 'Copy the New Key Now' });
  await expect(shown.getByText('This key is shown only once.')).toBeVisible();
  const key = (await shown.getByTestId('issued-key').textContent())!.trim();
  expect(key).toMatch(/^tpk_/);
  await screenshot(page, testInfo, 'machine-key-issued');
  await shown.getByRole('button', { name: 'I Have Copied It' }).click();
  await expect(shown).toBeHidden();
  const keysTable = page.getByRole('table', { name: `Machine keys of ${touchpoint!.name}` });
  const keyRow = keysTable.getByRole('row').filter({ hasText: `E2E ${stamp}` });
  await expect(keyRow).toContainText('Active');
  await expect(page.getByText(key)).toHaveCount(0);

  // The machine vends with it.
  const first = await simulateVend(key, rfid, slot);
  expect(first.authorize.status, JSON.stringify(first.authorize.body)).toBe(201);
  expect(first.result?.status).toBe(200);
  await page.reload();
  await expect(keyRow).not.toContainText('Never');

  // A rule whose only window is closed now, for this touchpoint; overlapping rows are refused first.
  const opens = kolkataTime(60);
  const closes = kolkataTime(120);
  const ruleName = `Closed ${stamp}`;
  await page.goto('/add-rule');
  await expect(page.getByRole('heading', { name: 'Add Rule' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(ruleName);
  await page.getByRole('combobox', { name: /^Touchpoint/ }).fill(touchpoint!.name);
  await page
    .getByRole('option', { name: new RegExp(`^${touchpoint!.name}`) })
    .first()
    .click();
  await page.getByLabel('Row 1 name').fill('Later');
  await page.getByLabel('Row 1 time').fill(`${opens}-${closes}`);
  await page.getByLabel(/^Row 1 limit/).fill('5');
  await page.getByRole('button', { name: 'Add Row' }).click();
  await expect(page.getByLabel('Row 2 name')).toBeFocused();
  await page.getByLabel('Row 2 name').fill('Overlap');
  await page.getByLabel('Row 2 time').fill(`${opens}-${closes}`);
  await page.getByLabel(/^Row 2 limit/).fill('1');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Row 2 (${opens}-${closes}) overlaps row 1 (${opens}-${closes}).`)).toBeVisible();
  await expect(page.getByLabel('Row 2 time')).toBeFocused();
  await screenshot(page, testInfo, 'rule-form-overlap');
  await page.getByRole('button', { name: 'Remove row 2' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/rules/);
  await expect(page.getByTestId('toast-success')).toHaveText(`Rule ${ruleName} added`);
  await page.getByRole('searchbox').fill(ruleName);
  const ruleRow = page.locator('[data-row-id]').filter({ hasText: ruleName });
  await expect(ruleRow).toContainText(touchpoint!.name);
  await expect(ruleRow).toContainText('Everyone');
  const ruleId = Number(await ruleRow.getAttribute('data-row-id'));

  try {
    const refused = await simulateVend(key, rfid, slot);
    expect(refused.authorize.status).toBe(422);
    expect(refused.authorize.body.message).toBe(`${ruleName} allows vending only ${opens}-${closes}.`);

    // Revoke the key: the machine is refused at once.
    await page.goto(`/touchpoint/${touchpoint!.id}`);
    await keyRow.getByRole('button', { name: /^Revoke/ }).click();
    const question = page.getByRole('alertdialog');
    await expect(question).toContainText('stops working at once');
    await question.getByRole('button', { name: 'Revoke Key' }).click();
    await expect(question).toBeHidden();
    await expect(keyRow).toContainText('Revoked');
    const revoked = await simulateVend(key, rfid, slot);
    expect(revoked.authorize.status).toBe(401);
  } finally {
    // Other specs vend on the demo touchpoints: the closed rule goes.
    expect((await api(page, 'DELETE', `/merchant/rules/${ruleId}`)).status).toBe(204);
  }
});

test('keyboard only: issue a key, copy it, close; focus goes into each dialog and back to Issue Key', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAndOpen(page, LOGINS.admin, '/touchpoint-list');
  const created = await api(page, 'POST', '/merchant/touchpoints', vendingMachine(`Keyboard Machine ${stamp}`, 1, 2));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  await page.goto(`/touchpoint/${created.body.data.id}`);
  const trigger = page.locator('#main').getByRole('button', { name: 'Issue Key' });
  await tabTo(page, trigger);
  await page.keyboard.press('Enter');
  const issue = page.getByRole('dialog', { name: 'Issue Key' });
  await expectFocusWithin(issue);
  await tabTo(page, issue.getByLabel('Label'));
  await page.keyboard.type(`Keyboard ${stamp}`);
  await tabTo(page, issue.getByRole('button', { name: 'Issue Key' }));
  await page.keyboard.press('Enter');
  const shown = page.getByRole('dialog', { name: 'Copy the New Key Now' });
  await expectFocusWithin(shown);
  await tabTo(page, shown.getByRole('button', { name: 'Copy Key' }));
  await page.keyboard.press('Enter');
  await expect(shown.getByText('Copied to the clipboard.')).toBeVisible();
  const key = (await shown.getByTestId('issued-key').textContent())!.trim();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await tabTo(page, shown.getByRole('button', { name: 'I Have Copied It' }));
  await page.keyboard.press('Enter');
  await expect(shown).toBeHidden();
  await expect(trigger).toBeFocused();
  await expect(
    page
      .getByRole('table', { name: `Machine keys of Keyboard Machine ${stamp}` })
      .getByRole('row', { name: /Keyboard/ }),
  ).toContainText('Active');
});
