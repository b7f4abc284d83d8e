import { act, screen, waitFor } from '@testing-library/react';
import { api } from '../api/client';
import { useDeleteModalStore } from '../stores/delete-modal-store';
import { useToastStore } from '../stores/toast-store';
import { DeleteDialog } from './delete-dialog';
import { renderUi } from './test-utils';

jest.mock('../api/client', () => ({ api: { delete: jest.fn() } }));
const apiDelete = api.delete as jest.MockedFunction<typeof api.delete>;

type Result = Awaited<ReturnType<typeof api.delete>>;
function deferred() {
  let resolve!: (value: Result) => void;
  const promise = new Promise<Result>((r) => (resolve = r));
  return { promise, resolve };
}

function openFor(extra: { redirectTo?: string; onSuccess?: () => void } = {}) {
  act(() => useDeleteModalStore.getState().open({ name: 'Alice', service: 'merchant', path: '/users/12', ...extra }));
}

beforeEach(() => {
  apiDelete.mockReset();
  useDeleteModalStore.getState().reset();
  useToastStore.getState().clear();
});

describe('DeleteDialog', () => {
  it('stays closed until the store opens it, then names the item', async () => {
    renderUi(<DeleteDialog />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    openFor();
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toHaveTextContent("You will not be able to recover Alice once it's deleted.");
  });

  it('deletes, shows "Deleting..." while pending, then resets, calls back and toasts', async () => {
    const pending = deferred();
    apiDelete.mockReturnValue(pending.promise);
    const onSuccess = jest.fn();
    const { user } = renderUi(<DeleteDialog />);
    openFor({ onSuccess, redirectTo: '/users' });

    await user.click(await screen.findByRole('button', { name: 'Yes, delete it!' }));
    expect(apiDelete).toHaveBeenCalledWith('/users/12', { service: 'merchant' });
    const busy = screen.getByRole('button', { name: /Deleting\.\.\./ });
    expect(busy).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();

    await act(async () => pending.resolve({ ok: true, status: 204, data: undefined }));
    expect(useDeleteModalStore.getState().visible).toBe(false);
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(useToastStore.getState()).toMatchObject({
      success: 'Action was successful!',
      after: { redirectTo: '/users' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('toasts without a redirect when none was asked for', async () => {
    apiDelete.mockResolvedValue({ ok: true, status: 204, data: undefined });
    const { user } = renderUi(<DeleteDialog />);
    openFor();
    await user.click(await screen.findByRole('button', { name: 'Yes, delete it!' }));
    await waitFor(() => expect(useToastStore.getState().success).toBe('Action was successful!'));
    expect(useToastStore.getState().after).toBeUndefined();
  });

  it('only logs a failure, and closes', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    apiDelete.mockResolvedValue({ ok: false, status: 409, message: 'In use', aborted: false });
    const onSuccess = jest.fn();
    const { user } = renderUi(<DeleteDialog />);
    openFor({ onSuccess });
    await user.click(await screen.findByRole('button', { name: 'Yes, delete it!' }));

    await waitFor(() => expect(useDeleteModalStore.getState().visible).toBe(false));
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Alice'), 'In use');
    expect(onSuccess).not.toHaveBeenCalled();
    expect(useToastStore.getState().success).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    error.mockRestore();
  });

  it('cancel closes without calling the API', async () => {
    const { user } = renderUi(<DeleteDialog />);
    openFor();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(useDeleteModalStore.getState().visible).toBe(false);
    expect(apiDelete).not.toHaveBeenCalled();
  });
});
