import { act, screen, waitFor } from '@testing-library/react';
import { api } from '../api/client';
import { useDeleteModalStore } from '../stores/delete-modal-store';
import { useToastStore } from '../stores/toast-store';
import { DeleteDialog } from './delete-dialog';
import { renderUi } from './test-utils';

// The real ApiError (the dialog shows a refusal by it); only the call is faked.
jest.mock('../api/client', () => ({ ...jest.requireActual('../api/client'), api: { delete: jest.fn() } }));
const apiDelete = api.delete as jest.MockedFunction<typeof api.delete>;

type Result = Awaited<ReturnType<typeof api.delete>>;
function deferred() {
  let resolve!: (value: Result) => void;
  const promise = new Promise<Result>((r) => (resolve = r));
  return { promise, resolve };
}

function openFor(extra: { redirectTo?: string; onSuccess?: () => void } = {}) {
  act(() => useDeleteModalStore.getState().open({ name: 'Alice', path: '/merchant/users/12', ...extra }));
}

beforeEach(() => {
  apiDelete.mockReset();
  useDeleteModalStore.getState().reset();
  useToastStore.getState().clear();
});

describe('DeleteDialog', () => {
  it('stays closed until the store opens it, then names the item', async () => {
    renderUi(<DeleteDialog />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    openFor();
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    expect(dialog).toHaveTextContent("You will not be able to recover Alice once it's deleted.");
  });

  it('deletes, shows "Deleting..." while pending, then resets, calls back and toasts', async () => {
    const pending = deferred();
    apiDelete.mockReturnValue(pending.promise);
    const onSuccess = jest.fn();
    const { user } = renderUi(<DeleteDialog />);
    openFor({ onSuccess, redirectTo: '/users' });

    await user.click(await screen.findByRole('button', { name: 'Yes, delete it!' }));
    expect(apiDelete).toHaveBeenCalledWith('/merchant/users/12', { noErrorToast: true });
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
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('toasts without a redirect when none was asked for', async () => {
    apiDelete.mockResolvedValue({ ok: true, status: 204, data: undefined });
    const { user } = renderUi(<DeleteDialog />);
    openFor();
    await user.click(await screen.findByRole('button', { name: 'Yes, delete it!' }));
    await waitFor(() => expect(useToastStore.getState().success).toBe('Action was successful!'));
    expect(useToastStore.getState().after).toBeUndefined();
  });

  it('keeps the question open with the server’s reason when the deletion is refused, and logs it', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    apiDelete.mockResolvedValue({ ok: false, status: 409, message: 'The role is held by 3 users.', aborted: false });
    const onSuccess = jest.fn();
    const { user } = renderUi(<DeleteDialog />);
    openFor({ onSuccess });
    await user.click(await screen.findByRole('button', { name: 'Yes, delete it!' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The role is held by 3 users.');
    expect(apiDelete).toHaveBeenCalledWith('/merchant/users/12', { noErrorToast: true });
    expect(useDeleteModalStore.getState().visible).toBe(true);
    expect(screen.getByRole('alertdialog', { name: 'Are you sure?' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Alice'), 'The role is held by 3 users.');
    expect(onSuccess).not.toHaveBeenCalled();
    expect(useToastStore.getState()).toMatchObject({ success: null, error: null });
    // Cancel closes it; the next question starts without the old reason.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    openFor();
    await screen.findByRole('alertdialog');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
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
