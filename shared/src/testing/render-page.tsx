/**
 * Renders a page as the console does: Chakra system, a fresh React Query client (no retries)
 * and a router at `path`. The current location is shown in a probe so a test can see navigation.
 */
import { ConsoleUiProvider } from '@console/shared/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

// jsdom has no PointerEvent; Zag (under Chakra's checkbox and dialog) constructs one.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventPolyfill extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  window.PointerEvent = PointerEventPolyfill as unknown as typeof PointerEvent;
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** `route` is the pattern the page is mounted at (e.g. '/add-user/:id'); `path` where the test starts. */
export function renderPage(page: ReactElement, { path, route = path }: { path: string; route?: string }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    <ConsoleUiProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={page} />
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </QueryClientProvider>
    </ConsoleUiProvider>,
  );
  return { ...view, queryClient, user: userEvent.setup() };
}

export const currentLocation = () => screen.getByTestId('location').textContent;

/** A success as the client reports it; a `fakeApi` handler may answer with it (its status goes on the wire). */
export const ok = <T,>(data: T, status = 200) => Promise.resolve({ ok: true as const, status, data });
/** A refusal as the client reports it; `extra` is the rest of the server's body (code, details). A `fakeApi`
 * handler answering with it sends that status and `{ message, ...extra }`, which the client reads back as this. */
export const fail = (status: number, message: string, extra: { code?: string; details?: unknown[] } = {}) =>
  Promise.resolve({ ok: false as const, status, message, aborted: false, body: { message, ...extra } });
