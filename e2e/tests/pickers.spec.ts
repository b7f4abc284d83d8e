/**
 * Pickers find every record, not the first hundred: with 2 000 touchpoints synced from a feed, the
 * 1 999th is found by typing in the rule form's Touchpoint and in Touchpoint Orders' filter, and
 * each says how many there are to search.
 */
import { expect, test } from '@playwright/test';
import { E2E } from '../support/env';
import { apiCall, LOGINS, openInApp, signInAndOpen } from '../support/console';

const stamp = Date.now().toString(36).toUpperCase();

test('with 2 000 synced touchpoints the 1 999th is picked in the rule form and in the order filter', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAndOpen(page, LOGINS.admin, '/rules');
  // A generated feed of 2 000 machines without products (the reference feed builds them from the name).
  const channel = await apiCall(page, 'POST', '/merchant/channels', {
    name: `Picker Fleet ${stamp}`,
    code: `PF${stamp}`,
    feed_url: `${E2E.feedUrl}/feeds/gen-2000x0`,
    feed_token: 'demo-feed-token',
  });
  expect(channel.status, JSON.stringify(channel.body)).toBe(201);
  const run = await apiCall(page, 'POST', `/merchant/channels/${channel.body.data.id}/sync`, {});
  expect(run.status, JSON.stringify(run.body)).toBeLessThan(300);
  await expect
    .poll(async () => (await apiCall(page, 'GET', `/merchant/sync-runs/${run.body.data.id}`)).body.data.status, {
      timeout: 120_000,
      intervals: [1_000],
    })
    .toBe('succeeded');
  const wanted = (
    await apiCall(page, 'POST', '/merchant/touchpoints/list', {
      channel_id: channel.body.data.id,
      search: ' 1999',
      limit: 5,
    })
  ).body.data as { id: number; name: string }[];
  expect(wanted).toHaveLength(1);
  const name = wanted[0]!.name;

  // The rule form: typed, found, chosen.
  await openInApp(page, '/add-rule');
  const field = page.getByRole('combobox', { name: /^Touchpoint/ });
  await field.click();
  await expect(page.getByText(/^Type to search [\d,]+ touchpoints$/)).toBeVisible();
  await field.fill('1999');
  await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
  await expect(field).toHaveValue(new RegExp(`^${name}`));

  // The order filter: the same touchpoint, and the list follows it (no orders yet: the empty list).
  // The form holds a choice, so leaving it asks first (it came from the list of rules).
  await page.goBack();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Leave this page' }).click();
  await expect(page).toHaveURL(/\/rules$/);
  await openInApp(page, '/transaction-list');
  const filter = page.getByRole('combobox', { name: 'Touchpoint' });
  await filter.click();
  await expect(page.getByText(/^Type to search [\d,]+ touchpoints$/)).toBeVisible();
  await filter.fill('1999');
  await page.getByRole('option', { name }).click();
  await expect(page).toHaveURL(new RegExp(`touchpoint_id=${wanted[0]!.id}`));
  await expect(filter).toHaveValue(name);
  await expect(page.getByText('No match', { exact: true })).toBeVisible();
});
