import { fail, fakeApi, renderPage } from '@console/shared/testing';
import { configure, screen, within } from '@testing-library/react';
import { makeHealth } from './fixtures';
import HealthPage from './health-page';

configure({ asyncUtilTimeout: 10_000 });

describe('Health', () => {
  it('shows per remote version the last hour’s loads, failures, p95 and the last failure', async () => {
    fakeApi().on('GET /platform/remotes/health', () => ({
      data: [
        makeHealth(),
        makeHealth({
          version: '2.0.0',
          loads: 8,
          failures: 3,
          p95_ms: 5012,
          last_failure: 'Loading remote entry timed out',
        }),
      ],
    }));
    renderPage(<HealthPage />, { path: '/platform/health' });
    const table = await screen.findByRole('table', { name: 'Remote loads in the last hour' });
    await within(table).findByText('Loading remote entry timed out');
    const rows = within(table).getAllByRole('row');
    expect(
      rows.slice(1).map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['remote-admin', '1.0.0', '40', '0', '850 ms', '--'],
      ['remote-admin', '2.0.0', '8', '3 (38%)', '5012 ms', 'Loading remote entry timed out'],
    ]);
  });

  it('says when nothing was reported, and shows a failure with Retry', async () => {
    const server = fakeApi().on('GET /platform/remotes/health', () => ({ data: [] }));
    const view = renderPage(<HealthPage />, { path: '/platform/health' });
    expect(await screen.findByText('No remote loads reported in the last hour')).toBeInTheDocument();
    view.unmount();
    server.on('GET /platform/remotes/health', () => fail(503, 'The database is restarting.'));
    renderPage(<HealthPage />, { path: '/platform/health' });
    expect(await screen.findByText('The database is restarting.')).toBeInTheDocument();
  });
});
