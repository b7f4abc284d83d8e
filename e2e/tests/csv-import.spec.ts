/**
 * CSV import of customers, through the People List's Import dialog against the real API: a file
 * of 1 000 rows made here (mobiles unique to this run) with five bad rows. The dry run lists
 * exactly those five by line and writes nothing; Import creates the 995 others, followed to the
 * end, with the five failed rows to download; the same file imported again changes nothing — on a
 * phone, by keyboard, with no serious accessibility violation.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { LOGINS, screenshot, signInAndOpen, tabTo } from '../support/console';
import { customerApi, searchList, stamp, tag } from '../support/people';

/** This file's mobiles: 7, the run's stamp, three digits — apart from the other specs' (9…). */
const mobileOf = (n: number) => `7${stamp}${String(n).padStart(3, '0')}`;
/** A number in letters, for a name (a name holds letters only). */
const letters = (n: number) => [...String(n)].map((d) => 'abcdefghij'[Number(d)]).join('');
/** The first name every good row of this run shares, to find them. */
const FIRST = `Imp${tag}`;

/** The data rows that are bad, each with what is wrong with it; a data row n is on line n + 1. */
const BAD: Record<number, (row: { first: string; mobile: string; email: string }) => void> = {
  3: (row) => void (row.mobile = '12345'),
  100: (row) => void (row.first = ''),
  500: (row) => void (row.email = 'not-an-email'),
  // The second occurrence of a mobile is the error.
  750: (row) => void (row.mobile = mobileOf(1)),
  1000: (row) => void (row.mobile = '5123456789'),
};
const BAD_LINES = Object.keys(BAD).map((n) => String(Number(n) + 1));

function customersCsv(): string {
  const lines = ['first_name,last_name,mobile,email'];
  for (let n = 1; n <= 1000; n++) {
    const row = { first: FIRST, mobile: mobileOf(n), email: '' };
    BAD[n]?.(row);
    lines.push([row.first, `Row${letters(n)}`, row.mobile, row.email].join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
const FILE = { name: `customers-${stamp}.csv`, mimeType: 'text/csv', buffer: Buffer.from(customersCsv()) };

/** How many customers of this run the API lists. */
async function imported(page: Page): Promise<number> {
  const answer = await customerApi(page, 'POST', '/customers/list', { offset: 0, limit: 1, search: FIRST });
  expect(answer.status).toBe(200);
  return answer.body.pagination.total as number;
}

/** Opens the dialog by keyboard, picks the file and runs the dry run by keyboard: the dialog. */
async function dryRun(page: Page): Promise<Locator> {
  await tabTo(page, page.getByRole('button', { name: 'Import', exact: true }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Import Customers' });
  const file = dialog.getByLabel('CSV file');
  await tabTo(page, file);
  await file.setInputFiles(FILE);
  await tabTo(page, dialog.getByRole('button', { name: 'Dry Run' }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('status', { name: 'Dry run summary' })).toBeVisible({ timeout: 20_000 });
  return dialog;
}

/** The lines the dry run's table lists. */
const errorLines = (dialog: Locator) =>
  dialog.getByRole('table', { name: 'Rows with errors' }).locator('tbody tr td:first-child').allTextContents();

test('a 1 000-row customer file: five bad rows by line, 995 created, the same file again changes nothing', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signInAndOpen(page, LOGINS.admin, '/customer-list');
  await expect(page.locator('[data-row-id]').first()).toBeVisible();

  const dialog = await dryRun(page);
  await expect(dialog.getByRole('status', { name: 'Dry run summary' })).toContainText(
    '995 will be created, 5 rows have errors.',
  );
  expect(await errorLines(dialog)).toEqual(BAD_LINES);
  await expect(dialog.getByRole('row', { name: /^751 / })).toContainText(
    'This mobile number already belongs to another customer.',
  );
  expect(await imported(page)).toBe(0);
  expect(await seriousViolations(page, 'import dialog, dry run')).toEqual([]);
  await screenshot(page, testInfo, 'csv-import-dry-run');

  // Import: the focus is on it once the dry run has answered.
  const importButton = dialog.getByRole('button', { name: 'Import', exact: true });
  await expect(importButton).toBeFocused();
  const started = page.waitForResponse(
    (r) => r.url().endsWith('/api/customer/imports') && r.request().method() === 'POST',
  );
  await page.keyboard.press('Enter');
  const first = await started;
  expect(first.status()).toBe(202);
  const importId = ((await first.json()) as { data: { id: number } }).data.id;
  const summary = dialog.getByRole('status', { name: 'Import summary' });
  await expect(summary).toContainText('995 created, 5 rows failed.', { timeout: 60_000 });
  await expect(dialog.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('aria-valuenow', '1000');
  expect(await imported(page)).toBe(995);

  // The failed rows: their own cells, then the line and the error.
  const download = page.waitForEvent('download');
  await summary.getByRole('button', { name: 'Download Failed Rows' }).click();
  const failedRows = (await (await download).createReadStream()).toArray();
  const failedLines = Buffer.concat(await failedRows)
    .toString('utf8')
    .trim()
    .split(/\r?\n/);
  expect(failedLines).toHaveLength(6);
  expect(failedLines[0]).toBe('first_name,last_name,mobile,email,line,error');

  // The list shows them once the import has ended.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await searchList(page, 'Search by name or mobile', FIRST);
  await expect(page.getByText('Total 995')).toBeVisible();

  // The same file again, on a phone: the dry run finds nothing to change; Import answers the same import.
  await page.setViewportSize({ width: 360, height: 740 });
  const again = await dryRun(page);
  await expect(again.getByRole('status', { name: 'Dry run summary' })).toContainText(
    '995 unchanged, 5 rows have errors.',
  );
  expect(await errorLines(again)).toEqual(BAD_LINES);
  const box = (await again.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await seriousViolations(page, 'import dialog at 360 px')).toEqual([]);
  await screenshot(page, testInfo, 'csv-import-phone', { fullPage: false });

  const repeated = page.waitForResponse(
    (r) => r.url().endsWith('/api/customer/imports') && r.request().method() === 'POST',
  );
  await again.getByRole('button', { name: 'Import', exact: true }).click();
  const second = await repeated;
  expect(second.status()).toBe(200);
  expect(((await second.json()) as { data: { id: number } }).data.id).toBe(importId);
  await expect(again.getByRole('status', { name: 'Import summary' })).toContainText('995 created, 5 rows failed.');
  expect(await imported(page)).toBe(995);
});
