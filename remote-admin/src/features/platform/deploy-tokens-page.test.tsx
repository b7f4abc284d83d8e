import { useToastStore } from '@console/shared';
import { fail, fakeApi, ok, renderPage, type FakeApi } from '@console/shared/testing';
import { configure, screen, waitFor, within } from '@testing-library/react';
import DeployTokensPage from './deploy-tokens-page';
import { makeToken } from './fixtures';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

const TOKEN = 'dpl_4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d9c';
let server: FakeApi;
let tokens = [makeToken()];

beforeEach(() => {
  tokens = [makeToken(), makeToken({ id: 4, name: 'old CI', revoked_at: '2026-11-21T10:00:00.000Z' })];
  server = fakeApi()
    .on('GET /platform/deploy-tokens', () => ({ data: tokens }))
    .on('POST /platform/deploy-tokens', (body) => {
      const issued = makeToken({ id: 6, remote: body.remote, name: body.name });
      tokens = [issued, ...tokens];
      return ok({ data: { ...issued, token: TOKEN } }, 201);
    })
    .on('DELETE /platform/deploy-tokens/:id', (_, path) => {
      const id = Number(path.split('/').at(-1));
      tokens = tokens.map((t) => (t.id === id ? { ...t, revoked_at: '2026-11-25T09:00:00.000Z' } : t));
      return ok(undefined, 204);
    });
  useToastStore.getState().clear();
});

const renderTokens = () => renderPage(<DeployTokensPage />, { path: '/platform/deploy-tokens' });
const table = () => screen.getByRole('table', { name: 'Deploy tokens' });

describe('Deploy tokens', () => {
  it('lists each token with its remote, issue, last use and status', async () => {
    renderTokens();
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(3));
    const row = within(within(table()).getByText('people-team CI').closest('tr')!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(row).toEqual([
      'people-team CI',
      'remote-people',
      expect.stringMatching(/20 Nov 2026.*by platform@demo\.local/),
      'Never',
      'Active',
      'Revoke',
    ]);
    expect(screen.queryByRole('button', { name: 'Revoke old CI' })).not.toBeInTheDocument();
  });

  it('issues a token for one remote and shows it once, with Copy', async () => {
    const { user } = renderTokens();
    await screen.findByText('people-team CI');
    await user.click(screen.getByRole('button', { name: 'Issue Token' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Issue Token' }));
    expect(await within(dialog).findByText('Choose the remote')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText(/^Remote/), 'remote-admin');
    await user.type(within(dialog).getByLabelText(/^Name/), 'admin-team CI');
    await user.click(within(dialog).getByRole('button', { name: 'Issue Token' }));

    expect(await within(dialog).findByText(TOKEN)).toBeInTheDocument();
    expect(server.bodies('POST /platform/deploy-tokens')).toEqual([{ remote: 'remote-admin', name: 'admin-team CI' }]);
    expect(within(dialog).getByText('This token is shown only once.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Copy Token' }));
    expect(await navigator.clipboard.readText()).toBe(TOKEN);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'I Have Copied It' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(table()).findByText('admin-team CI')).toBeInTheDocument();
    expect(screen.queryByText(TOKEN)).not.toBeInTheDocument();
  });

  it('revokes a token after asking, and keeps the question open with a refusal', async () => {
    const { user } = renderTokens();
    await user.click(await screen.findByRole('button', { name: 'Revoke people-team CI' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent("its pipeline's next publish is refused");
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(server.paths('DELETE /platform/deploy-tokens/:id')).toEqual([]);

    server.on('DELETE /platform/deploy-tokens/:id', () => fail(404, 'Deploy token not found.'));
    await user.click(screen.getByRole('button', { name: 'Revoke people-team CI' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke Token' }));
    expect(await within(screen.getByRole('alertdialog')).findByRole('alert')).toHaveTextContent(
      'Deploy token not found.',
    );
    expect(useToastStore.getState().error).toBeNull();
  });

  it('shows a failed list with Retry', async () => {
    server.on('GET /platform/deploy-tokens', () => fail(503, 'The database is restarting.'));
    const { user } = renderTokens();
    expect(await screen.findByText('The database is restarting.')).toBeInTheDocument();
    server.on('GET /platform/deploy-tokens', () => ({ data: tokens }));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('people-team CI')).toBeInTheDocument();
  });
});
