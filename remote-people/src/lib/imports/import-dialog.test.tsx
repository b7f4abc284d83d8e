import { screen, waitFor, within } from '@testing-library/react';
import { fail, fakeApi, renderPage, type FakeApi } from '@console/shared/testing';
import type { Import } from '@console/shared/contracts';
import { ImportDialog } from './import-dialog';
import { makeDryRun, makeImport } from './fixtures';

const DRY_RUN = 'POST /customer/imports/dry-run';
const START = 'POST /customer/imports';
const POLL = 'GET /customer/imports/:id';
const FAILED_ROWS = 'GET /customer/imports/:id/failed-rows';
/** A poll comes every second: a step of the import is waited for a little longer. */
const POLLED = { timeout: 4000 };
const CSV = 'first_name,last_name,mobile\r\nAsha,Rao,9876543210\r\n';

jest.setTimeout(20_000);

/** The import ended: 995 created, 5 failed. */
const finished = makeImport({
  status: 'done',
  processed: 1000,
  counts: { created: 995, updated: 0, unchanged: 0, failed: 5 },
  finished_at: '2026-03-02T09:31:00.000Z',
});

/** Answers the polls in turn, the last one from then on. */
function polls(...answers: Import[]) {
  let at = 0;
  return () => ({ data: answers[Math.min(at++, answers.length - 1)]! });
}

let server: FakeApi;
const onClose = jest.fn();

beforeEach(() => {
  jest.clearAllMocks();
  server = fakeApi();
});

const open = (props: Partial<Parameters<typeof ImportDialog>[0]> = {}) =>
  renderPage(<ImportDialog open onClose={onClose} title="Import Customers" kind="customers" {...props} />, {
    path: '/customer-list',
  });

/** Picks the file and asks for the dry run. */
async function dryRun(user: ReturnType<typeof open>['user']) {
  const dialog = await screen.findByRole('dialog', { name: 'Import Customers' });
  expect(within(dialog).getByRole('button', { name: 'Dry Run' })).toBeDisabled();
  await user.upload(within(dialog).getByLabelText('CSV file'), new File([CSV], 'people.csv', { type: 'text/csv' }));
  await user.click(within(dialog).getByRole('button', { name: 'Dry Run' }));
  return dialog;
}

describe('Import', () => {
  it('offers the template: the header row of the kind’s columns', async () => {
    open();
    const link = await screen.findByRole('link', { name: 'Download a template' });
    expect(link).toHaveAttribute('download', 'customers-template.csv');
    expect(decodeURIComponent(link.getAttribute('href')!.split(',').slice(1).join(','))).toBe(
      'first_name,last_name,mobile,email,user_origin,class_name,section_name,rfid\r\n',
    );
  });

  it('a dry run shows what the file would do and every row with an error by its line, sending nothing else', async () => {
    server.on(DRY_RUN, () => ({ data: makeDryRun() }));
    const { user } = open();
    const dialog = await dryRun(user);

    const summary = await within(dialog).findByRole('status', { name: 'Dry run summary' });
    expect(summary).toHaveTextContent('995 will be created, 5 rows have errors.');
    const table = within(dialog).getByRole('table', { name: 'Rows with errors' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Line', 'Error'],
      ['4', 'Please enter a valid mobile number.'],
      ['10', 'This mobile number already belongs to another customer.'],
      ['200', 'First Name is required.'],
      ['501', 'Please enter a valid email address.'],
      ['1001', 'Please enter a valid mobile number.'],
    ]);
    expect(server.bodies(DRY_RUN)).toEqual([{ kind: 'customers', file: { name: 'people.csv', text: CSV } }]);
    expect(within(dialog).getByLabelText('CSV file')).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Import' })).toHaveFocus();
    expect(server.bodies(START)).toHaveLength(0);

    // Back: another file may be chosen; the check is gone with it.
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByLabelText('CSV file')).toBeEnabled();
    expect(within(dialog).queryByRole('status', { name: 'Dry run summary' })).not.toBeInTheDocument();
  });

  it('a malformed file is refused with the server’s message, and nothing is imported', async () => {
    server.on(DRY_RUN, () => fail(400, 'The header row has an unknown column: "phone".'));
    const { user } = open();
    const dialog = await dryRun(user);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The header row has an unknown column: "phone".',
    );
    expect(within(dialog).queryByRole('status', { name: 'Dry run summary' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();

    // Another file clears the refusal; its check goes on.
    server.on(DRY_RUN, () => ({ data: makeDryRun() }));
    await user.upload(within(dialog).getByLabelText('CSV file'), new File([CSV], 'fixed.csv', { type: 'text/csv' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Dry Run' }));
    expect(await within(dialog).findByRole('status', { name: 'Dry run summary' })).toBeInTheDocument();
    expect(server.bodies(START)).toHaveLength(0);
  });

  it('refuses a file over the limit before sending it, under the file', async () => {
    const { user } = open();
    const dialog = await screen.findByRole('dialog', { name: 'Import Customers' });
    const big = new File([new Uint8Array(8 * 1024 * 1024 + 1)], 'big.csv', { type: 'text/csv' });
    await user.upload(within(dialog).getByLabelText('CSV file'), big);
    await user.click(within(dialog).getByRole('button', { name: 'Dry Run' }));
    expect(await within(dialog).findByText('The file is larger than 8 MB; split it into smaller files.')).toBeVisible();
    expect(server.bodies(DRY_RUN)).toHaveLength(0);
  });

  it('says how many rows with errors the dry run left unlisted', async () => {
    server.on(DRY_RUN, () => ({ data: makeDryRun({ rows_left_off: 250 }) }));
    const { user } = open();
    const dialog = await dryRun(user);
    expect(
      await within(dialog).findByText(
        '250 more rows have errors not listed here: fix these and run the dry run again.',
      ),
    ).toBeInTheDocument();
  });

  it('imports the file once, follows its progress every second, then offers the failed rows', async () => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:failed'), revokeObjectURL: jest.fn() });
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    server
      .on(DRY_RUN, () => ({ data: makeDryRun() }))
      .on(START, () => ({ ok: true, status: 202, data: { data: makeImport() } }))
      .on(POLL, polls(makeImport({ status: 'running', processed: 500 }), finished))
      .on(FAILED_ROWS, () => ({
        bytes: new TextEncoder().encode('first_name,last_name,mobile,line,error\r\n').buffer as ArrayBuffer,
        type: 'text/csv',
        fileName: 'failed-rows-61.csv',
      }));
    const { user } = open();
    const dialog = await dryRun(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Import' }));

    expect(await within(dialog).findByText('Importing 500 of 1,000 rows', {}, POLLED)).toBeInTheDocument();
    const summary = await within(dialog).findByRole('status', { name: 'Import summary' }, POLLED);
    expect(summary).toHaveTextContent('995 created, 5 rows failed.');
    expect(within(dialog).getByText('Processed 1,000 of 1,000 rows')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute(
      'aria-valuenow',
      '1000',
    );
    expect(server.bodies(START)).toEqual([{ kind: 'customers', file: { name: 'people.csv', text: CSV } }]);
    expect(server.paths(POLL).every((path) => path === '/customer/imports/61')).toBe(true);

    await user.click(within(summary).getByRole('button', { name: 'Download Failed Rows' }));
    await waitFor(() => expect(server.paths(FAILED_ROWS)).toEqual(['/customer/imports/61/failed-rows']));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    expect(URL.createObjectURL).toHaveBeenCalledTimes(1);
    clicked.mockRestore();

    // Ended: no poll follows.
    const asked = server.paths(POLL).length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(server.paths(POLL)).toHaveLength(asked);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('an import with no failed row offers no download; a refused start says why and may be sent again', async () => {
    server
      .on(DRY_RUN, () => ({ data: makeDryRun({ counts: { created: 0, updated: 0, unchanged: 1000, failed: 0 } }) }))
      .on(START, () => fail(409, 'An import of this file is already running.'));
    const { user } = open();
    const dialog = await dryRun(user);
    expect(await within(dialog).findByRole('status', { name: 'Dry run summary' })).toHaveTextContent(
      '1,000 unchanged.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('An import of this file is already running.');

    const unchanged = makeImport({
      status: 'done',
      processed: 1000,
      counts: { created: 0, updated: 0, unchanged: 1000, failed: 0 },
    });
    server.on(START, () => ({ data: unchanged })).on(POLL, () => ({ data: unchanged }));
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByRole('status', { name: 'Import summary' }, POLLED)).toHaveTextContent(
      '1,000 unchanged.',
    );
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Download Failed Rows' })).not.toBeInTheDocument();
  });

  it('sends the group of the members, and says when the import could not finish', async () => {
    server
      .on(DRY_RUN, () => ({
        data: makeDryRun({
          kind: 'group-members',
          counts: { created: 3, updated: 0, unchanged: 2, failed: 0 },
          rows: [],
        }),
      }))
      .on(START, () => ({ ok: true, status: 202, data: { data: makeImport({ kind: 'group-members', group_id: 7 }) } }))
      .on(POLL, () => ({
        data: makeImport({
          kind: 'group-members',
          group_id: 7,
          status: 'failed',
          total: 5,
          processed: 2,
          counts: { created: 2, updated: 0, unchanged: 0, failed: 0 },
          error: 'The import could not finish: the database went away.',
        }),
      }));
    const { user } = open({ kind: 'group-members', groupId: 7, title: 'Import Customers' });
    const dialog = await dryRun(user);
    expect(await within(dialog).findByRole('status', { name: 'Dry run summary' })).toHaveTextContent(
      '3 will be added, 2 already members.',
    );
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(
      await within(dialog).findByText('The import could not finish: the database went away.', {}, POLLED),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('status', { name: 'Import summary' })).toHaveTextContent('2 added.');
    expect(server.bodies(DRY_RUN)[0]).toMatchObject({ kind: 'group-members', group_id: '7' });
    expect(server.bodies(START)[0]).toMatchObject({ kind: 'group-members', group_id: '7' });
  });
});
