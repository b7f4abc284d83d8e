import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { ApiError } from '../api/client';
import { FormDialog } from './form-dialog';
import { TextField } from './form-field';
import { useToastStore } from '../stores/toast-store';
import { renderUi } from './test-utils';

/** A mutation-like call: fails with `refusal` when given, else succeeds. */
function Harness({
  refusal,
  onClose,
  stayOpen,
  record,
}: {
  refusal?: ApiError;
  onClose(): void;
  stayOpen?: boolean;
  record?: boolean;
}) {
  const [error, setError] = useState<unknown>(null);
  const [isPending, setPending] = useState(false);
  return (
    <FormDialog
      open
      onClose={onClose}
      title="Reject Request"
      call={{ isPending, error, reset: () => setError(null) }}
      initialValues={{ remark: '' }}
      onSubmit={async () => {
        setPending(true);
        await Promise.resolve();
        setPending(false);
        if (refusal) {
          setError(refusal);
          throw refusal;
        }
      }}
      submitLabel="Reject"
      stayOpen={stayOpen}
      record={record}
    >
      <TextField name="remark" label="Remark" />
      {error !== null && <span data-testid="call-failed" />}
    </FormDialog>
  );
}

describe('FormDialog', () => {
  it('pressing the submit button with the mouse leaves the focus in the field until the click', async () => {
    const closed = jest.fn();
    const { user } = renderUi(<Harness onClose={closed} />);
    const remark = await screen.findByLabelText('Remark');
    await user.type(remark, 'Not eligible');
    // The press does not move the focus (no blur, no error pushing the button away), the click submits.
    expect(fireEvent.mouseDown(screen.getByRole('button', { name: 'Reject' }))).toBe(false);
    expect(remark).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(closed).toHaveBeenCalled());
  });

  it('shows the server’s refusal inside and stays open', async () => {
    const onClose = jest.fn();
    const { user } = renderUi(
      <Harness refusal={new ApiError('This request was already approved.', 409, false)} onClose={onClose} />,
    );
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('This request was already approved.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows nothing for an aborted call', async () => {
    const { user } = renderUi(<Harness refusal={new ApiError('aborted', 0, true)} onClose={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await screen.findByTestId('call-failed');
    expect(screen.queryByText('aborted')).not.toBeInTheDocument();
  });

  it('closes once the call succeeds', async () => {
    const onClose = jest.fn();
    const { user } = renderUi(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('stays open after a successful call with stayOpen', async () => {
    const onClose = jest.fn();
    const { user } = renderUi(<Harness onClose={onClose} stayOpen />);
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reject' })).toBeEnabled());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('puts a field error the form has under its field, and not again above the buttons', async () => {
    const refusal = new ApiError('Validation failed', 400, false, 'VALIDATION', [
      { field: 'remark', message: 'Remark is too long.' },
    ]);
    const { user } = renderUi(<Harness refusal={refusal} onClose={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Remark is too long.')).toBeInTheDocument();
    await screen.findByTestId('call-failed');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Validation failed')).not.toBeInTheDocument();
  });

  it('as a record form, says the save succeeded with the success toast', async () => {
    useToastStore.getState().clear();
    const onClose = jest.fn();
    const { user } = renderUi(<Harness onClose={onClose} record />);
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(useToastStore.getState().success).not.toBeNull();
  });

  it('shows `done` instead of the form after its call, and only its own button closes it', async () => {
    const onClose = jest.fn();
    function Issue() {
      const [done, setDone] = useState(false);
      return (
        <FormDialog
          open
          onClose={onClose}
          title="Issue Key"
          call={{ isPending: false, error: null, reset: () => undefined }}
          initialValues={{ label: '' }}
          onSubmit={async () => setDone(true)}
          submitLabel="Issue Key"
          stayOpen
          done={done && <button onClick={onClose}>I Have Copied It</button>}
        >
          <TextField name="label" label="Label" />
        </FormDialog>
      );
    }
    const { user } = renderUi(<Issue />);
    await user.click(screen.getByRole('button', { name: 'Issue Key' }));
    expect(await screen.findByRole('button', { name: 'I Have Copied It' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Label')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'I Have Copied It' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
