import { HoldsInput, Input, Modal, ConsoleUiProvider } from '@console/shared/ui';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { useDirtyFormStore } from '@console/shared';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';

// The data router builds a fetch Request per navigation; jsdom has none, Node does.
beforeAll(() => {
  if (typeof globalThis.Request === 'undefined') {
    class TestRequest {
      readonly url: string;
      readonly method: string;
      readonly signal: AbortSignal | undefined;
      constructor(url: string | URL, init: { method?: string; signal?: AbortSignal } = {}) {
        this.url = String(url);
        this.method = init.method ?? 'GET';
        this.signal = init.signal;
      }
    }
    Object.assign(globalThis, { Request: TestRequest });
  }
});

/** A page with a dialog that holds what is typed into it, as the refund and fund dialogs do. */
function DialogPage() {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  return (
    <>
      <h1>Order</h1>
      <button type="button" onClick={() => setOpen(true)}>
        Refund
      </button>
      <Modal
        open={open}
        onClose={() => {
          setReason('');
          setOpen(false);
        }}
      >
        <HoldsInput when={reason !== ''} />
        <Input aria-label="Reason" value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
      </Modal>
    </>
  );
}

/** Re-renders the shell, as the real one does on its own (a query settling, a timer). */
let tick = () => {};

function Layout() {
  const [ticks, setTicks] = useState(0);
  tick = () => setTicks(ticks + 1);
  return (
    <>
      <p>Rendered {ticks}</p>
      <Outlet />
      <UnsavedChangesDialog />
    </>
  );
}

function setup() {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/list', element: <h1>List</h1> },
          { path: '/order', element: <DialogPage /> },
        ],
      },
    ],
    { initialEntries: ['/list', '/order'], initialIndex: 1 },
  );
  render(
    <ConsoleUiProvider>
      <RouterProvider router={router} />
    </ConsoleUiProvider>,
  );
  const back = () => act(() => router.navigate(-1));
  return { router, back, user: userEvent.setup() };
}

describe('the browser’s Back with a dialog open', () => {
  it('closes the dialog and stays on the page; the next Back leaves', async () => {
    const { router, back, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await back();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/order');
    await back();
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'));
  });

  it('asks before throwing away what was typed, and keeps it on Keep editing', async () => {
    const { router, back, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    await user.type(await screen.findByLabelText('Reason'), 'Item stuck');
    await back();
    const question = await screen.findByRole('alertdialog', { name: 'Discard what you typed?' });
    expect(question).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Reason')).toHaveValue('Item stuck');
    // The focus is back in the dialog underneath, not on the page behind it.
    await waitFor(() => expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement));
    expect(router.state.location.pathname).toBe('/order');

    await back();
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/order');
  });
});

describe('the browser’s Back on a dirty form', () => {
  afterEach(() => act(() => useDirtyFormStore.getState().reset()));

  const question = () => screen.getByRole('alertdialog', { name: 'You currently have unsaved changes' });
  /** The form is dirty and the operator pressed Back. */
  async function backFromDirtyForm() {
    const page = setup();
    act(() => useDirtyFormStore.getState().setDirty(true));
    await page.back();
    return page;
  }
  /** Leave this page goes where Back was going. */
  async function leave({ router, user }: ReturnType<typeof setup>) {
    await user.click(await screen.findByRole('button', { name: 'Leave this page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'));
  }

  it('asks, and Leave this page leaves even when the shell re-rendered while it asked', async () => {
    const page = await backFromDirtyForm();
    expect(await screen.findByRole('alertdialog', { name: 'You currently have unsaved changes' })).toBeInTheDocument();
    // The question is itself an open dialog: a re-render must not take it for one Back closes.
    act(() => tick());
    expect(question()).toBeInTheDocument();
    await leave(page);
  });

  it('a second Back while it asks keeps asking: the question is not taken for a dialog Back closes', async () => {
    const page = await backFromDirtyForm();
    await screen.findByRole('alertdialog', { name: 'You currently have unsaved changes' });
    await page.back();
    act(() => tick());
    expect(question()).toBeInTheDocument();
    await leave(page);
  });

  it('Stay on this page stays, and the next Back asks again', async () => {
    const page = await backFromDirtyForm();
    await page.user.click(await screen.findByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(page.router.state.location.pathname).toBe('/order');
    await page.back();
    act(() => tick());
    await leave(page);
  });
});
