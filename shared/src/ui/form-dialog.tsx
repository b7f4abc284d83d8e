/**
 * Every form in a dialog: a small one whose submit is one call (Approve and Reject a request,
 * Convert to Prepaid, Request Postpaid, the Report dialog), a money dialog (Add/Remove Fund, a
 * refund, Bulk Credit) and, with `record`, a record's form (a channel, a touchpoint, a store
 * product). The title, the text and fields the screen gives, the server's refusal under them (in
 * the dialog, not a toast) — each of its field errors under its field when the form has that
 * field —, Cancel and the submit button. `onSubmit` makes the call; when it throws, the dialog
 * stays open with the refusal, else it closes — or, with `stayOpen`, stays to say what was done in
 * its body (a report queued). While the call is in flight nothing closes it. Initial values that
 * arrive after the dialog opens (a saved checklist) are taken with `enableReinitialize`.
 *
 * `actions` gives several submit buttons in place of the one (Deduct Fund and Add Fund), each with
 * its own label, look and disabled rule, and each submitting its own way: the form's values go to
 * the `onSubmit` of the button pressed. While one is in flight every one is disabled and the last
 * shows the spinner. A disabled button never submits, whatever the key or script that tries. They
 * come with `noEnterSubmit`: no key says which of them Enter would press.
 *
 * `noEnterSubmit`: Enter in a field submits nothing (a money dialog: the operator clicks the button
 * that says which way); the shell's Enter rule skips the dialog too.
 *
 * `done` replaces the form once its call has done something the user must read before leaving (a
 * machine key shown once): the dialog then closes only through what `done` offers. The submit button
 * that had the focus is gone with the form, so the focus moves to `done`'s first control.
 *
 * `followUp` is the step that follows the submit when the form stays in view above it, locked by
 * the screen (a bulk credit: its total to confirm, then its progress and summary, said by the
 * screen under the fields): its buttons replace Cancel and the submit buttons, and the focus moves
 * to the last of them that is enabled. What was typed has been taken then, so the browser's Back
 * does not ask before closing; unlike `done`, Escape and Back still close the dialog — what it
 * follows goes on without it.
 *
 * `record` adds what a record's form needs: a stray click beside the dialog does not close it, the
 * unsaved-changes guard asks before what was typed is left, and a save shows the success toast.
 */
import { Form, Formik, type FormikHelpers, type FormikProps, type FormikValues } from 'formik';
import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useRef } from 'react';
import type { AnyObjectSchema } from 'yup';
import { ApiError } from '../api/client';
import { useToastStore } from '../stores/toast-store';
import { Modal } from './modal';
import { HoldsInput } from './use-open-dialog';
import { showFieldErrors, UnsavedChangesGuard } from './record-form';
import { RefusalAlert } from './refusal-alert';
import { SubmitButton } from './submit-button';
import { Button, Dialog, Stack } from './ui';
import { kit } from '../i18n/kit-messages';

/** One submit button of several (`actions`). */
export interface FormAction<V extends FormikValues> {
  label: string;
  palette?: 'red';
  variant?: 'outline';
  /** Disabled while this says so (Deduct Fund: no amount, or one that would go below the floor). */
  disabled?(values: V): boolean;
  /** The id of the text that says why it is disabled now: its accessible description. */
  describedBy?(values: V): string | undefined;
  /** Makes its call (and says what it did); a throw keeps the dialog open. */
  onSubmit(values: V): Promise<unknown>;
}

/** A button of the step that follows the submit (`followUp`). */
export interface FollowUpButton {
  label: string;
  onClick(): void;
  variant?: 'outline';
  disabled?: boolean;
  loading?: boolean;
}

interface FormDialogBase<V extends FormikValues> {
  open: boolean;
  onClose(): void;
  title: string;
  /**
   * The mutation behind the submit: pending keeps the dialog open, its error is shown (unless it
   * went under the fields), closing resets it. None where nothing it sends holds the dialog open
   * (a bulk credit, which the server runs without it).
   */
  call?: { isPending: boolean; error: unknown; reset(): void };
  initialValues: V;
  validationSchema?: AnyObjectSchema;
  cancelLabel?: string;
  /** No submit button (the form has nothing to send now, e.g. a request already pending). */
  hideSubmit?: boolean;
  /** A successful submit keeps the dialog open (its body then says what was done). */
  stayOpen?: boolean;
  /** The form takes new `initialValues` (equal by value: a re-render with a copy changes nothing). */
  enableReinitialize?: boolean;
  /** A record's form: no close on a click outside, the unsaved-changes guard, the success toast. */
  record?: boolean;
  /** False where a stray click beside the dialog must not close it (a bulk credit). */
  closeOnInteractOutside?: boolean;
  /** Enter in a field submits nothing: a button must be clicked. */
  noEnterSubmit?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /**
   * Shown instead of the form when set (its own header, body and footer): nothing but its own
   * buttons closes the dialog then.
   */
  done?: ReactNode;
  /** The buttons of the step that follows the submit, the form kept above it (see above). */
  followUp?: FollowUpButton[] | false | null;
  children: ReactNode | ((form: FormikProps<V>) => ReactNode);
}

interface OneSubmit<V extends FormikValues> {
  /** Makes the call (and says what it did); a throw keeps the dialog open. */
  onSubmit(values: V): Promise<unknown>;
  submitLabel: string;
  submitPalette?: 'red';
  /** Submit stays disabled while this says so (a grid whose labels cannot be generated). */
  submitDisabled?(values: V): boolean;
  actions?: undefined;
}

interface SeveralSubmits<V extends FormikValues> {
  /** The submit buttons, in this order after Cancel; the last is the main one. */
  actions: FormAction<V>[];
  onSubmit?: undefined;
  submitLabel?: undefined;
  submitPalette?: undefined;
  submitDisabled?: undefined;
}

export type FormDialogProps<V extends FormikValues> = FormDialogBase<V> & (OneSubmit<V> | SeveralSubmits<V>);

const NO_CALL = { isPending: false, error: null, reset: () => undefined };

function actionsOf<V extends FormikValues>(submit: OneSubmit<V> | SeveralSubmits<V>): FormAction<V>[] {
  if (submit.actions) return submit.actions;
  const { submitLabel, submitPalette, submitDisabled, onSubmit } = submit;
  return [{ label: submitLabel, palette: submitPalette, disabled: submitDisabled, onSubmit }];
}

/** Enter in a field of a form that says so: no implicit submit, nor the shell's. */
function refuseEnter(event: KeyboardEvent<HTMLFormElement>) {
  if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
}

export function FormDialog<V extends FormikValues>(props: FormDialogProps<V>) {
  const {
    open,
    onClose,
    title,
    call = NO_CALL,
    initialValues,
    validationSchema,
    cancelLabel: ownCancelLabel,
    hideSubmit = false,
    stayOpen = false,
    enableReinitialize = false,
    record = false,
    closeOnInteractOutside = true,
    noEnterSubmit = false,
    size,
    done,
    followUp,
    children,
  } = props;
  const t = kit.useT();
  const cancelLabel = ownCancelLabel ?? t('dialog.cancel');
  const actions = actionsOf(props);
  // The refusal the fields already show in full: not repeated above the buttons.
  const underFields = useRef<unknown>(null);
  // The submit button last pressed: its action takes the values.
  const pressed = useRef<FormAction<V> | null>(null);
  const footer = useRef<HTMLDivElement>(null);
  useFocusOnFollowUp(footer, Boolean(followUp));
  const close = () => {
    if (call.isPending) return;
    call.reset();
    onClose();
  };
  const submit = async (values: V, helpers: FormikHelpers<V>) => {
    const action = pressed.current ?? actions.at(-1);
    pressed.current = null;
    if (hideSubmit || !action || action.disabled?.(values)) return;
    underFields.current = null;
    try {
      await action.onSubmit(values);
    } catch (error) {
      if (error instanceof ApiError && !error.aborted && showFieldErrors(error, values, helpers) === null) {
        underFields.current = error;
      }
      return;
    }
    if (record) useToastStore.getState().showSuccess();
    if (!stayOpen) close();
  };
  const refusal = call.error === underFields.current ? null : call.error;
  // Keyed by place: a button in the same place across steps keeps the focus (Back becomes Cancel).
  const buttons = (form: FormikProps<V>) =>
    followUp
      ? followUp.map(({ label, onClick, variant, disabled, loading }, i) => (
          <Button key={i} variant={variant} disabled={disabled} loading={loading} onClick={onClick}>
            {label}
          </Button>
        ))
      : [
          <Button key={0} variant="outline" onClick={close} disabled={form.isSubmitting}>
            {cancelLabel}
          </Button>,
          ...(hideSubmit ? [] : actions).map((action, i, all) => {
            const main = i === all.length - 1;
            return (
              <SubmitButton
                key={i + 1}
                colorPalette={action.palette}
                variant={action.variant}
                loading={main && form.isSubmitting}
                disabled={(!main && form.isSubmitting) || (action.disabled?.(form.values) ?? false)}
                aria-describedby={action.describedBy?.(form.values)}
                onClick={() => {
                  pressed.current = action;
                }}
              >
                {action.label}
              </SubmitButton>
            );
          }),
        ];
  return (
    <Modal
      open={open}
      onClose={close}
      busy={call.isPending || Boolean(done)}
      size={size}
      closeOnInteractOutside={closeOnInteractOutside && !record && !done}
      noEnterSubmit={noEnterSubmit}
    >
      {done ? (
        <TakesFocus>{done}</TakesFocus>
      ) : (
        <Formik
          initialValues={initialValues}
          validationSchema={validationSchema}
          enableReinitialize={enableReinitialize}
          onSubmit={submit}
        >
          {(form) => (
            <Form noValidate onKeyDown={noEnterSubmit ? refuseEnter : undefined}>
              {record && <UnsavedChangesGuard saved={false} />}
              <HoldsInput when={form.dirty && !followUp} />
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  {typeof children === 'function' ? children(form) : children}
                  <RefusalAlert error={refusal} />
                </Stack>
              </Dialog.Body>
              <Dialog.Footer ref={footer}>{buttons(form)}</Dialog.Footer>
            </Form>
          )}
        </Formik>
      )}
    </Modal>
  );
}

/** When the step after the submit begins, the focus moves to its last enabled button: what held it is gone or locked. */
function useFocusOnFollowUp(footer: RefObject<HTMLDivElement | null>, following: boolean) {
  const was = useRef(following);
  useEffect(() => {
    if (following && !was.current) {
      const enabled = footer.current?.querySelectorAll<HTMLElement>('button:not([disabled])');
      enabled?.[enabled.length - 1]?.focus();
    }
    was.current = following;
  }, [footer, following]);
}

/** Moves the focus to its first control when it appears (else to itself), so it is never left on the page. */
function TakesFocus({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const first = box.current?.querySelector<HTMLElement>('button:not([disabled]), [href], input, textarea, select');
    (first ?? box.current)?.focus();
  }, []);
  return (
    <div ref={box} tabIndex={-1} style={{ outline: 'none' }}>
      {children}
    </div>
  );
}
