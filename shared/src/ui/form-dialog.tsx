/**
 * Every form in a dialog: a small one whose submit is one call (Approve and Reject a request,
 * Convert to Prepaid, Request Postpaid, the Report dialog) and, with `record`, a record's form (a
 * channel, a touchpoint, a store product). The title, the text and fields the screen gives, the
 * server's refusal under them (in the dialog, not a toast) — each of its field errors under its
 * field when the form has that field —, Cancel and the submit button. `onSubmit` makes the call;
 * when it throws, the dialog stays open with the refusal, else it closes — or, with `stayOpen`,
 * stays to say what was done in its body (a report queued). While the call is in flight nothing
 * closes it. Initial values that arrive after the dialog opens (a saved checklist) are taken with
 * `enableReinitialize`.
 *
 * `done` replaces the form once its call has done something the user must read before leaving (a
 * machine key shown once): the dialog then closes only through what `done` offers. The submit button
 * that had the focus is gone with the form, so the focus moves to `done`'s first control.
 *
 * `record` adds what a record's form needs: a stray click beside the dialog does not close it, the
 * unsaved-changes guard asks before what was typed is left, and a save shows the success toast.
 */
import { Form, Formik, type FormikHelpers, type FormikProps, type FormikValues } from 'formik';
import { type ReactNode, useEffect, useRef } from 'react';
import type { AnyObjectSchema } from 'yup';
import { ApiError } from '../api/client';
import { useToastStore } from '../stores/toast-store';
import { Modal } from './modal';
import { HoldsInput } from './use-open-dialog';
import { showFieldErrors, UnsavedChangesGuard } from './record-form';
import { RefusalAlert } from './refusal-alert';
import { SubmitButton } from './submit-button';
import { Button, Dialog, Stack } from './ui';

export interface FormDialogProps<V extends FormikValues> {
  open: boolean;
  onClose(): void;
  title: string;
  /**
   * The mutation behind the submit: pending keeps the dialog open, its error is shown (unless it
   * went under the fields), closing resets it.
   */
  call: { isPending: boolean; error: unknown; reset(): void };
  initialValues: V;
  validationSchema?: AnyObjectSchema;
  /** Makes the call (and says what it did); a throw keeps the dialog open. */
  onSubmit(values: V): Promise<unknown>;
  submitLabel: string;
  submitPalette?: 'red';
  cancelLabel?: string;
  /** No submit button (the form has nothing to send now, e.g. a request already pending). */
  hideSubmit?: boolean;
  /** Submit stays disabled while this says so (a grid whose labels cannot be generated). */
  submitDisabled?(values: V): boolean;
  /** A successful submit keeps the dialog open (its body then says what was done). */
  stayOpen?: boolean;
  /** The form takes new `initialValues` (equal by value: a re-render with a copy changes nothing). */
  enableReinitialize?: boolean;
  /** A record's form: no close on a click outside, the unsaved-changes guard, the success toast. */
  record?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /**
   * Shown instead of the form when set (its own header, body and footer): nothing but its own
   * buttons closes the dialog then.
   */
  done?: ReactNode;
  children: ReactNode | ((form: FormikProps<V>) => ReactNode);
}

export function FormDialog<V extends FormikValues>({
  open,
  onClose,
  title,
  call,
  initialValues,
  validationSchema,
  onSubmit,
  submitLabel,
  submitPalette,
  cancelLabel = 'Cancel',
  hideSubmit = false,
  submitDisabled,
  stayOpen = false,
  enableReinitialize = false,
  record = false,
  size,
  done,
  children,
}: FormDialogProps<V>) {
  // The refusal the fields already show in full: not repeated above the buttons.
  const underFields = useRef<unknown>(null);
  const close = () => {
    if (call.isPending) return;
    call.reset();
    onClose();
  };
  const submit = async (values: V, helpers: FormikHelpers<V>) => {
    underFields.current = null;
    try {
      await onSubmit(values);
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
  return (
    <Modal
      open={open}
      onClose={close}
      busy={call.isPending || Boolean(done)}
      size={size}
      closeOnInteractOutside={!record && !done}
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
            <Form noValidate>
              {record && <UnsavedChangesGuard saved={false} />}
              <HoldsInput when={form.dirty} />
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  {typeof children === 'function' ? children(form) : children}
                  <RefusalAlert error={refusal} />
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={close} disabled={form.isSubmitting}>
                  {cancelLabel}
                </Button>
                {!hideSubmit && (
                  <SubmitButton
                    colorPalette={submitPalette}
                    loading={form.isSubmitting}
                    disabled={submitDisabled?.(form.values) ?? false}
                  >
                    {submitLabel}
                  </SubmitButton>
                )}
              </Dialog.Footer>
            </Form>
          )}
        </Formik>
      )}
    </Modal>
  );
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
