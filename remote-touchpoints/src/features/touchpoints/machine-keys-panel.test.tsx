import { useRouteAccessStore, useToastStore } from '@console/shared';
import { fail, fakeApi, ok, renderPage, type FakeApi } from '@console/shared/testing';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { makeKey, makeTouchpoint, page } from './fixtures';
import TouchpointStorePage from './touchpoint-store-page';

const live = makeKey();
const unused = makeKey({ id: 72, prefix: 'tpk_77b0e2', label: null, created_by: null, last_used_at: null });
const revoked = makeKey({ id: 70, prefix: 'tpk_0c1d2e', revoked_at: '2026-11-21T10:00:00.000Z' });
const SECRET = 'tpk_9d8c7b6a5f4e3d2c1b0a9d8c7b6a5f4e3d2c1b0a9d8c7b6a5f4e';

// A page, its keys and a dialog each load in turn: give a loaded machine room.
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

let server: FakeApi;
let keys = [live, unused, revoked];
beforeEach(() => {
  keys = [live, unused, revoked];
  server = fakeApi()
    .on('GET /merchant/touchpoints/:id', () => ({ data: makeTouchpoint() }))
    .on('POST /merchant/touchpoints/:id/products/list', () => page([]))
    .on('GET /merchant/touchpoints/:id/keys', () => ({ data: keys }))
    .on('POST /merchant/touchpoints/:id/keys', (body) => {
      const issued = makeKey({ id: 73, prefix: SECRET.slice(0, 10), label: body.label ?? null, last_used_at: null });
      keys = [issued, ...keys];
      return ok({ data: { ...issued, secret: SECRET } }, 201);
    })
    .on('DELETE /merchant/touchpoints/:id/keys/:keyId', (_, path) => {
      const id = Number(path.split('/').at(-1));
      keys = keys.map((k) => (k.id === id ? { ...k, revoked_at: '2026-11-25T09:00:00.000Z' } : k));
      return ok(undefined, 204);
    });
  useRouteAccessStore.getState().publish(() => true);
  useToastStore.getState().clear();
});

const renderStore = () => renderPage(<TouchpointStorePage />, { path: '/touchpoint/21', route: '/touchpoint/:id' });
const keysTable = () => screen.getByRole('table', { name: 'Machine keys of Lobby Vending 1' });
const rowOf = (prefix: string) =>
  within(within(keysTable()).getByText(`${prefix}…`).closest('tr')!)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('Machine keys', () => {
  it('lists each key with its prefix, label, creation, last use and status', async () => {
    renderStore();
    await waitFor(() => expect(within(keysTable()).getAllByRole('row')).toHaveLength(4));
    const headers = within(keysTable())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Prefix', 'Label', 'Created', 'Last Used', 'Status', 'Action']);
    expect(rowOf('tpk_3fa9c1')).toEqual([
      'tpk_3fa9c1…',
      'Main board',
      expect.stringMatching(/20 Nov 2026.*by admin@demo\.local/),
      expect.stringMatching(/24 Nov 2026/),
      'Active',
      'Revoke',
    ]);
    expect(rowOf('tpk_77b0e2').slice(1, 5)).toEqual(['--', expect.stringMatching(/20 Nov 2026/), 'Never', 'Active']);
    // A revoked key says when, and offers nothing more.
    expect(rowOf('tpk_0c1d2e')[4]).toMatch(/^Revoked21 Nov 2026/);
    expect(rowOf('tpk_0c1d2e')[5]).toBe('');
  });

  it('issues a key and shows its secret once, with a warning and Copy', async () => {
    const { user } = renderStore();
    await screen.findByText('tpk_3fa9c1…');
    await user.click(screen.getByRole('button', { name: 'Issue Key' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Label/), 'Spare');
    await user.click(within(dialog).getByRole('button', { name: 'Issue Key' }));

    expect(await within(dialog).findByText(SECRET)).toBeInTheDocument();
    expect(server.bodies('POST /merchant/touchpoints/:id/keys')).toEqual([{ label: 'Spare' }]);
    expect(within(dialog).getByText('This key is shown only once.')).toBeInTheDocument();
    // The focus follows into the new step (the submit button it was on is gone): Copy Key, by keyboard.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Copy Key' })).toHaveFocus());
    await user.keyboard('{Enter}');
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Copied to the clipboard.');

    // Escape does not throw the secret away; only the dialog's own button closes it.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    within(dialog).getByRole('button', { name: 'I Have Copied It' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // …and back to the button that opened the dialog.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Issue Key' })).toHaveFocus());
    // The list shows the new key by its prefix, and the secret is nowhere on the page.
    expect(await screen.findByText(`${SECRET.slice(0, 10)}…`)).toBeInTheDocument();
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
  });

  it('sends no label when none is typed, and shows a refusal in the dialog', async () => {
    server.on('POST /merchant/touchpoints/:id/keys', () =>
      fail(409, 'This touchpoint already holds 5 live keys: revoke one first.'),
    );
    const { user } = renderStore();
    await screen.findByText('tpk_3fa9c1…');
    await user.click(screen.getByRole('button', { name: 'Issue Key' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Issue Key' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('already holds 5 live keys');
    expect(server.bodies('POST /merchant/touchpoints/:id/keys')).toEqual([{}]);
    expect(useToastStore.getState().error).toBeNull();
  });

  it('says why Issue Key is unavailable once five keys are live', async () => {
    keys = [1, 2, 3, 4, 5].map((i) => makeKey({ id: i, prefix: `tpk_00000${i}` }));
    const { user } = renderStore();
    await screen.findByText('tpk_000005…');
    const issue = screen.getByRole('button', { name: 'Issue Key' });
    expect(issue).toHaveAttribute('aria-disabled', 'true');
    expect(issue).toHaveAccessibleDescription('A touchpoint holds at most 5 live keys: revoke one first.');
    await user.click(issue);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('revokes a key after asking, Cancel first', async () => {
    const { user } = renderStore();
    await user.click(await screen.findByRole('button', { name: 'Revoke tpk_3fa9c1…' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Revoke this key?');
    expect(question).toHaveTextContent('tpk_3fa9c1… stops working at once');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(server.paths('DELETE /merchant/touchpoints/:id/keys/:keyId')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Revoke tpk_3fa9c1…' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke Key' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(server.paths('DELETE /merchant/touchpoints/:id/keys/:keyId')).toEqual(['/merchant/touchpoints/21/keys/71']);
    await waitFor(() => expect(rowOf('tpk_3fa9c1')[4]).toMatch(/^Revoked/));
    expect(screen.queryByRole('button', { name: 'Revoke tpk_3fa9c1…' })).not.toBeInTheDocument();
  });

  it('keeps the question open with the server’s reason when a revoke is refused', async () => {
    server.on('DELETE /merchant/touchpoints/:id/keys/:keyId', () => fail(404, 'Key not found.'));
    const { user } = renderStore();
    await user.click(await screen.findByRole('button', { name: 'Revoke tpk_3fa9c1…' }));
    const question = await screen.findByRole('alertdialog');
    await user.click(within(question).getByRole('button', { name: 'Revoke Key' }));
    expect(await within(question).findByRole('alert')).toHaveTextContent('Key not found.');
  });

  it('shows a failed key list with Retry', async () => {
    server.on('GET /merchant/touchpoints/:id/keys', () => fail(503, 'The database is restarting.'));
    const { user } = renderStore();
    expect(await screen.findByText('The database is restarting.')).toBeInTheDocument();
    server.on('GET /merchant/touchpoints/:id/keys', () => ({ data: [live] }));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('tpk_3fa9c1…')).toBeInTheDocument();
  });
});
