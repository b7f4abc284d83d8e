/**
 * FormDialog's several submit buttons (each its own submit), Enter that submits nothing, and the
 * step that follows a submit with the form kept in view.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { topDialog } from '../stores/dialog-stack-store';
import { FormDialog } from './form-dialog';
import { TextField } from './form-field';
import { renderUi } from './test-utils';

/** Lets whatever a submit would do happen (Formik's validation and submit are async). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

/** Two submit buttons on one amount, each with its own call, rule and look. */
function TwoActions({
  onDeduct,
  onAdd,
  noEnterSubmit,
}: {
  onDeduct(v: unknown): Promise<void>;
  onAdd(v: unknown): Promise<void>;
  noEnterSubmit?: boolean;
}) {
  return (
    <FormDialog
      open
      onClose={jest.fn()}
      title="Move Money"
      initialValues={{ amount: '' }}
      stayOpen
      noEnterSubmit={noEnterSubmit}
      actions={[
        {
          label: 'Deduct',
          palette: 'red',
          variant: 'outline',
          disabled: ({ amount }) => amount === '' || Number(amount) > 10,
          describedBy: ({ amount }) => (Number(amount) > 10 ? 'why-not' : undefined),
          onSubmit: onDeduct,
        },
        { label: 'Add', disabled: ({ amount }) => amount === '', onSubmit: onAdd },
      ]}
    >
      {(form) => (
        <>
          <TextField name="amount" label="Amount" />
          {Number(form.values.amount) > 10 && <span id="why-not">There is only 10 to take.</span>}
        </>
      )}
    </FormDialog>
  );
}

describe('FormDialog with several actions', () => {
  it('sends the values to the action pressed, and only to it', async () => {
    const onDeduct = jest.fn(async () => undefined);
    const onAdd = jest.fn(async () => undefined);
    const { user } = renderUi(<TwoActions onDeduct={onDeduct} onAdd={onAdd} />);
    await user.type(await screen.findByLabelText('Amount'), '5');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onAdd).toHaveBeenCalledWith({ amount: '5' }));
    expect(onDeduct).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Deduct' }));
    await waitFor(() => expect(onDeduct).toHaveBeenCalledWith({ amount: '5' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
    // In the order given, after Cancel.
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Cancel', 'Deduct', 'Add']);
  });

  it('disables each action by its own rule, saying why where the screen does', async () => {
    const { user } = renderUi(<TwoActions onDeduct={jest.fn()} onAdd={jest.fn()} />);
    const deduct = () => screen.getByRole('button', { name: 'Deduct' });
    const add = () => screen.getByRole('button', { name: 'Add' });
    expect(deduct()).toBeDisabled();
    expect(add()).toBeDisabled();
    await user.type(await screen.findByLabelText('Amount'), '50');
    expect(deduct()).toBeDisabled();
    expect(deduct()).toHaveAccessibleDescription('There is only 10 to take.');
    expect(add()).toBeEnabled();
  });

  it('a disabled action never submits, even when the form is sent without a click', async () => {
    const onDeduct = jest.fn(async () => undefined);
    const onAdd = jest.fn(async () => undefined);
    renderUi(<TwoActions onDeduct={onDeduct} onAdd={onAdd} />);
    const amount = await screen.findByLabelText('Amount');
    // The main (last) action takes a submit no button made: Add is disabled with no amount.
    fireEvent.submit(amount.closest('form')!);
    await settle();
    expect(onAdd).not.toHaveBeenCalled();
    expect(onDeduct).not.toHaveBeenCalled();
  });

  it('while one action is in flight, every button is disabled and the last shows the spinner', async () => {
    let finish = () => undefined as void;
    const onDeduct = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderUi(<TwoActions onDeduct={onDeduct} onAdd={jest.fn()} />);
    await user.type(await screen.findByLabelText('Amount'), '5');
    await user.click(screen.getByRole('button', { name: 'Deduct' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Deduct' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // The spinner hides the label, so the button is found by its place.
    expect(screen.getAllByRole('button')[2]).toHaveAttribute('data-loading');
    expect(screen.getAllByRole('button')[1]).not.toHaveAttribute('data-loading');
    await act(async () => finish());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Deduct' })).toBeEnabled());
  });
});

describe('FormDialog and Enter', () => {
  it('submits on Enter in a field', async () => {
    const onAdd = jest.fn(async () => undefined);
    const { user } = renderUi(
      <FormDialog
        open
        onClose={jest.fn()}
        title="Add"
        initialValues={{ amount: '' }}
        onSubmit={onAdd}
        submitLabel="Add"
      >
        <TextField name="amount" label="Amount" />
      </FormDialog>,
    );
    await user.type(await screen.findByLabelText('Amount'), '5{Enter}');
    await waitFor(() => expect(onAdd).toHaveBeenCalledWith({ amount: '5' }));
  });

  it('with noEnterSubmit submits nothing on Enter, and marks the dialog for the shell’s Enter rule', async () => {
    const onDeduct = jest.fn(async () => undefined);
    const onAdd = jest.fn(async () => undefined);
    const { user } = renderUi(<TwoActions onDeduct={onDeduct} onAdd={onAdd} noEnterSubmit />);
    expect(await screen.findByRole('dialog')).toHaveAttribute('data-no-enter-submit', 'true');
    await user.type(screen.getByLabelText('Amount'), '5{Enter}');
    await settle();
    expect(onDeduct).not.toHaveBeenCalled();
    expect(onAdd).not.toHaveBeenCalled();
    // A click still submits.
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
  });
});

describe('FormDialog with a follow-up step', () => {
  /** A submit that moves on to a step of its own: Back to the form, or Confirm. */
  function Steps({ onClose, onConfirm }: { onClose(): void; onConfirm(): void }) {
    const [step, setStep] = useState<'form' | 'confirm'>('form');
    return (
      <FormDialog
        open
        onClose={onClose}
        title="Credit"
        initialValues={{ amount: '' }}
        onSubmit={async () => setStep('confirm')}
        submitLabel="Credit"
        stayOpen
        followUp={
          step === 'confirm' && [
            { label: 'Back', variant: 'outline', onClick: () => setStep('form') },
            { label: 'Confirm', onClick: onConfirm },
          ]
        }
      >
        {(form) => (
          <>
            <TextField name="amount" label="Amount" />
            {step === 'confirm' && <p>Credit {form.values.amount}?</p>}
          </>
        )}
      </FormDialog>
    );
  }

  it('replaces the buttons with its own, takes the focus, and goes back to the form as it was', async () => {
    const onConfirm = jest.fn();
    const { user } = renderUi(<Steps onClose={jest.fn()} onConfirm={onConfirm} />);
    await user.type(await screen.findByLabelText('Amount'), '25');
    expect(topDialog()!.holdsInput()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Credit' }));
    expect(await screen.findByText('Credit 25?')).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Back', 'Confirm']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus());
    // What was typed has been taken: Back no longer asks before closing.
    expect(topDialog()!.holdsInput()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Cancel', 'Credit']);
    expect(screen.getByLabelText('Amount')).toHaveValue('25');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('still closes by Escape: what it follows goes on without the dialog', async () => {
    const onClose = jest.fn();
    const { user } = renderUi(<Steps onClose={onClose} onConfirm={jest.fn()} />);
    await user.type(await screen.findByLabelText('Amount'), '25');
    await user.click(screen.getByRole('button', { name: 'Credit' }));
    await screen.findByText('Credit 25?');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
