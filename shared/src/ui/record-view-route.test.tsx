import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ApiError } from '../api/client';
import { useRefreshStore } from '../stores/refresh-store';
import { PageHeader } from './page-header';
import { RecordViewRoute } from './record-view-route';
import { renderUi } from './test-utils';

interface Thing {
  id: number;
  name: string;
}

const load = jest.fn<Promise<Thing>, [number]>();
const thingQuery = (id: number) => ({ queryKey: ['things', id], queryFn: () => load(id) });

function deferred() {
  let resolve!: (thing: Thing) => void;
  const promise = new Promise<Thing>((r) => (resolve = r));
  return { promise, resolve };
}

/** The page a view route renders: its own state, to show that another record starts fresh. */
function ThingView({ thing, back }: { thing: Thing; back: ReactNode }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <PageHeader
        title="Thing Details"
        subtitle={thing.name}
        right={
          <>
            {back}
            <button onClick={() => setOpened(true)}>Open</button>
          </>
        }
      />
      {opened && <p>Opened</p>}
      <Link to="/thing-view/2">Next</Link>
    </>
  );
}

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderRoute(
  path: string,
  { route = '/thing-view/:id', idFrom, cached = [] }: { route?: string; idFrom?: 'query'; cached?: Thing[] } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const thing of cached) queryClient.setQueryData(thingQuery(thing.id).queryKey, thing);
  return renderUi(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path={route}
            element={
              <RecordViewRoute query={thingQuery} noun="Thing" title="Thing Details" listPath="/things" idFrom={idFrom}>
                {(thing, back) => <ThingView thing={thing} back={back} />}
              </RecordViewRoute>
            }
          />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const things: Record<number, Thing> = { 1: { id: 1, name: 'First' }, 2: { id: 2, name: 'Second' } };

beforeEach(() => {
  load.mockReset();
  load.mockImplementation(async (id) => {
    const thing = things[id];
    if (!thing) throw new ApiError('Thing not found.', 404, false);
    return thing;
  });
  useRefreshStore.getState().reset();
});

describe('RecordViewRoute', () => {
  it('shows the title, Back and a spinner while the record loads, then the page with the record', async () => {
    const pending = deferred();
    load.mockReturnValueOnce(pending.promise);
    renderRoute('/thing-view/1');
    expect(screen.getByRole('heading', { name: 'Thing Details' })).toBeInTheDocument();
    expect(screen.getByLabelText('Loading thing')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.queryByText('First')).not.toBeInTheDocument();

    await act(async () => pending.resolve(things[1]!));
    expect(await screen.findByText('First')).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading thing')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledWith(1);
  });

  it('gives the page the Back button, which goes to the list', async () => {
    const { user } = renderRoute('/thing-view/1');
    await screen.findByText('First');
    expect(screen.getAllByRole('button', { name: 'Back' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/things');
  });

  it('says "not found" for an id that is not one without asking, and for a 404, with Back', async () => {
    const { unmount } = renderRoute('/thing-view/abc');
    expect(screen.getByText('Thing not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    unmount();

    renderRoute('/thing-view/99');
    expect(await screen.findByText('Thing not found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Thing Details' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open' })).not.toBeInTheDocument();
  });

  it('has no create form: a route without an id is "not found"', () => {
    renderRoute('/thing-view', { route: '/thing-view' });
    expect(screen.getByText('Thing not found')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('says when the operator has no access (403)', async () => {
    load.mockRejectedValueOnce(new ApiError('Forbidden', 403, false));
    renderRoute('/thing-view/1');
    expect(await screen.findByText('You do not have access to this thing.')).toBeInTheDocument();
  });

  it('shows the server’s message with Retry when loading fails, and the record once Retry loads it', async () => {
    load.mockRejectedValueOnce(new ApiError('The database is busy.', 503, false));
    const { user } = renderRoute('/thing-view/1');
    expect(await screen.findByText('The thing could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('The database is busy.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('First')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('registers the top bar’s Refresh, which reloads the record', async () => {
    renderRoute('/thing-view/1');
    await screen.findByText('First');
    expect(useRefreshStore.getState().handler).not.toBeNull();
    await act(async () => void useRefreshStore.getState().handler!());
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('starts the page fresh for another record (keyed by its id), even one already loaded', async () => {
    // Thing 2 is in the cache, so no loading state stands between the two pages.
    const { user } = renderRoute('/thing-view/1', { cached: [things[2]!] });
    await user.click(await screen.findByRole('button', { name: 'Open' }));
    expect(screen.getByText('Opened')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('Second')).toBeInTheDocument();
    expect(screen.queryByText('Opened')).not.toBeInTheDocument();
  });

  it('reads the id from ?id= when told', async () => {
    renderRoute('/thing?id=2', { route: '/thing', idFrom: 'query' });
    expect(await screen.findByText('Second')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith(2);
  });
});
