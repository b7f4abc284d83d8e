import { ConsoleUiProvider } from '@console/shared/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { useRegistryStore } from '../../federation/registry-store';
import { RemoteRoute } from '../../federation/remote-route';
import { CrashBoundary } from './crash-boundary';
import { failedChunkUrl, isStaleBuild, reloadPage } from './stale-build';

jest.mock('./stale-build', () => ({ ...jest.requireActual('./stale-build'), reloadPage: jest.fn() }));
const pageLoad = jest.fn();
jest.mock('../../federation/remote-loader', () => ({
  registerTenantRemotes: jest.fn(),
  loadedRemoteRoutes: () => ({ routes: { '/users-list': pageLoad } }),
  loadRemoteRoutes: () => Promise.resolve({ routes: { '/users-list': pageLoad } }),
}));
jest.mock('../../federation/first-page', () => ({ markPageShown: jest.fn() }));
jest.mock('../../federation/remote-loads', () => ({ reportRemoteLoad: jest.fn() }));

const CHUNK = 'http://localhost:3004/812.4f1c2a.js';

/** What webpack rejects a chunk's import with when its script does not load. */
function chunkLoadError(url = CHUNK): Error {
  const error = new Error(`Loading chunk 812 failed.\n(error: ${url})`);
  error.name = 'ChunkLoadError';
  return Object.assign(error, { type: 'error', request: url });
}

/** The chunk's server, asked again: `status` (as `type`), or no answer at all (0); returns what it was asked. */
function chunkServer(status: number, type = 'text/plain') {
  const asked: string[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation((url, init) => {
    expect(String(url)).toBe(CHUNK);
    asked.push(`${init?.method} ${init?.cache}`);
    return status === 0
      ? Promise.reject(new TypeError('Failed to fetch'))
      : Promise.resolve(new Response(null, { status, headers: { 'content-type': type } }));
  });
  return asked;
}

describe('a chunk a newer build replaced', () => {
  beforeEach(() => {
    jest.mocked(reloadPage).mockClear();
    // The boundaries log what they caught.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it("finds the failed chunk's address in webpack's error, a wrapped one, or a failed import()", () => {
    expect(failedChunkUrl(chunkLoadError())).toBe(CHUNK);
    expect(failedChunkUrl(new Error('remote failed', { cause: chunkLoadError() }))).toBe(CHUNK);
    expect(failedChunkUrl(new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`))).toBe(CHUNK);
    expect(failedChunkUrl(new Error('boom'))).toBeUndefined();
    expect(failedChunkUrl('Loading chunk 1 failed')).toBeUndefined();
  });

  it('is stale when its server says it is gone (404, 410, its HTML page), not when it has it or cannot be reached', async () => {
    const asked = chunkServer(404);
    expect(await isStaleBuild(chunkLoadError())).toBe(true);
    expect(asked).toEqual(['HEAD no-store']);
    chunkServer(410);
    expect(await isStaleBuild(chunkLoadError())).toBe(true);
    // A server that answers a missing file with its page (an SPA fallback).
    chunkServer(200, 'text/html; charset=utf-8');
    expect(await isStaleBuild(chunkLoadError())).toBe(true);
    chunkServer(200, 'text/javascript');
    expect(await isStaleBuild(chunkLoadError())).toBe(false);
    chunkServer(503);
    expect(await isStaleBuild(chunkLoadError())).toBe(false);
    chunkServer(0);
    expect(await isStaleBuild(chunkLoadError())).toBe(false);
    expect(await isStaleBuild(new Error('boom'))).toBe(false);
  });

  describe('in the shell (the crash boundary)', () => {
    function Throws({ error }: { error: unknown }): never {
      throw error;
    }

    it('offers "A new version is available — Reload" instead of the crash screen', async () => {
      chunkServer(404);
      render(
        <CrashBoundary>
          <Throws error={chunkLoadError()} />
        </CrashBoundary>,
      );
      expect(await screen.findByRole('heading', { name: 'A new version is available' })).toBeInTheDocument();
      expect(screen.queryByText('Oops! Something went wrong.')).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
      expect(reloadPage).toHaveBeenCalledTimes(1);
    });

    it('still shows the crash screen for any other failure, and for a chunk whose server is down', async () => {
      const { unmount } = render(
        <CrashBoundary>
          <Throws error={new Error('boom')} />
        </CrashBoundary>,
      );
      expect(screen.getByRole('heading', { name: 'Oops! Something went wrong.' })).toBeInTheDocument();
      unmount();
      chunkServer(0);
      render(
        <CrashBoundary>
          <Throws error={chunkLoadError()} />
        </CrashBoundary>,
      );
      expect(await screen.findByRole('heading', { name: 'Oops! Something went wrong.' })).toBeInTheDocument();
      expect(screen.queryByText('A new version is available')).toBeNull();
    });
  });

  describe("in a remote's page", () => {
    beforeEach(() => {
      useRegistryStore.setState({ remoteStates: { 'remote-admin': { status: 'ready', paths: ['/users-list'] } } });
      pageLoad.mockReset();
    });

    const renderPage = () =>
      render(
        <ConsoleUiProvider>
          <MemoryRouter initialEntries={['/users-list']}>
            <RemoteRoute remote="remote-admin" path="/users-list" />
          </MemoryRouter>
        </ConsoleUiProvider>,
      );

    it('offers "A new version is available — Reload" where the page would be', async () => {
      chunkServer(404);
      pageLoad.mockRejectedValue(chunkLoadError());
      renderPage();
      expect(await screen.findByText('A new version is available')).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('A new version is available');
      expect(screen.queryByText('This section is unavailable')).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
      expect(reloadPage).toHaveBeenCalledTimes(1);
    });

    it('keeps "This section is unavailable" with Retry when the remote is down', async () => {
      chunkServer(0);
      pageLoad.mockRejectedValueOnce(chunkLoadError()).mockResolvedValue({ default: () => <h1>Users List</h1> });
      renderPage();
      expect(await screen.findByRole('heading', { name: 'This section is unavailable' })).toBeInTheDocument();
      expect(screen.queryByText('A new version is available')).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('heading', { name: 'Users List' })).toBeInTheDocument();
    });
  });
});
