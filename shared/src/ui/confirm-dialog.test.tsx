import { screen, waitFor } from '@testing-library/react';
import { topDialog } from '../stores/dialog-stack-store';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
import { renderUi } from './test-utils';

function setup(props: Partial<ConfirmDialogProps> = {}) {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  const view = renderUi(
    <ConfirmDialog
      open
      title="Are you sure you want to logout?"
      text="You will be signed out."
      confirmLabel="Yes, Logout"
      cancelLabel="Cancel"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { ...view, onConfirm, onCancel };
}

// jsdom lays nothing out, so Zag's focus trap would think every button invisible and focus the
// dialog itself; give elements a width so the trap's choice of initial focus is what is tested.
beforeAll(() => {
  jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(100);
});
afterAll(() => jest.restoreAllMocks());

describe('ConfirmDialog', () => {
  it('renders nothing while closed', () => {
    setup({ open: false });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks its question in a dialog, with the focus on cancel even after a link in the text', async () => {
    setup({
      text: (
        <>
          You will be signed out. <a href="#help">Why?</a>
        </>
      ),
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to logout?' });
    expect(dialog).toHaveTextContent('You will be signed out.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
  });

  it('confirms and cancels through its buttons', async () => {
    const { user, onConfirm, onCancel } = setup();
    await user.click(await screen.findByRole('button', { name: 'Yes, Logout' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('cancels on Escape', async () => {
    const { user, onCancel, onConfirm } = setup();
    await screen.findByRole('alertdialog');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('while busy, disables both buttons and ignores Escape', async () => {
    const { user, onCancel } = setup({ busy: true, busyLabel: 'Logging out...' });
    await screen.findByRole('alertdialog');
    expect(screen.getByRole('button', { name: /Logging out/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('is no longer the dialog Back closes from the moment it is cancelled, before its close is rendered', async () => {
    // The parent has not closed it yet (its state changes after the click): a Back pressed in
    // between is the operator's next move, not a second answer to this question.
    const { user, onCancel, rerender } = setup();
    await screen.findByRole('alertdialog');
    await waitFor(() => expect(topDialog()).toBeDefined());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(topDialog()).toBeUndefined();
    // Asked again, it is Back's to close once more.
    rerender(
      <ConfirmDialog open={false} title="Are you sure?" confirmLabel="Yes" onConfirm={jest.fn()} onCancel={onCancel} />,
    );
    rerender(<ConfirmDialog open title="Are you sure?" confirmLabel="Yes" onConfirm={jest.fn()} onCancel={onCancel} />);
    await waitFor(() => expect(topDialog()).toBeDefined());
  });
});
