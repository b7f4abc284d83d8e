/**
 * A dialog holding one small form whose submit is one call (Approve and Reject a request, Convert
 * to Prepaid, Request Postpaid): the title, the text and fields the screen gives, the server's
 * refusal under them (in the dialog, not a toast), Cancel and the submit button. `onSubmit` makes
 * the call and announces what it did; when it throws, the dialog stays open with the refusal, else
 * it closes — or, with `stayOpen`, stays to say what was done in its body (a report queued). While
 * the call is in flight nothing closes it. Initial values that arrive after the dialog opens (a
 * saved checklist) are taken with `enableReinitialize`.
 */
import { Form, Formik, type FormikValues } from 'formik';
import type { ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';
import { ApiError } from '../api/client';
import { Modal } from './modal';
import { Alert, Button, Dialog, Stack } from './ui';

export interface FormDialogProps<V extends FormikValues> {
  open: boolean;
  onClose(): void;
  title: string;
  /** The mutation behind the submit: pending keeps the dialog open, its error is shown, closing resets it. */
  call: { isPending: boolean; error: unknown; reset(): void };
  initialValues: V;
  validationSchema?: AnyObjectSchema;
  /** Makes the call (and says what it did); a throw keeps the dialog open. */
  onSubmit(values: V): Promise<void>;
  submitLabel: string;
  submitPalette?: 'red';
  cancelLabel?: string;
  /** No submit button (the form has nothing to send now, e.g. a request already pending). */
  hideSubmit?: boolean;
  /** A successful submit keeps the dialog open (its body then says what was done). */
  stayOpen?: boolean;
  /** The form takes new `initialValues` (equal by value: a re-render with a copy changes nothing). */
  enableReinitialize?: boolean;
  children: ReactNode;
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
  stayOpen = false,
  enableReinitialize = false,
  children,
}: FormDialogProps<V>) {
  const close = () => {
    if (call.isPending) return;
    call.reset();
    onClose();
  };
  const refusal = call.error instanceof ApiError && !call.error.aborted ? call.error.message : null;
  return (
    <Modal open={open} onClose={close} busy={call.isPending}>
      <Formik
        initialValues={initialValues}
        validationSchema={validationSchema}
        enableReinitialize={enableReinitialize}
        onSubmit={async (values) => {
          try {
            await onSubmit(values);
          } catch {
            return;
          }
          if (!stayOpen) close();
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                {children}
                {refusal && (
                  <Alert.Root status="error">
                    <Alert.Indicator />
                    <Alert.Title>{refusal}</Alert.Title>
                  </Alert.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close} disabled={isSubmitting}>
                {cancelLabel}
              </Button>
              {!hideSubmit && (
                <Button type="submit" colorPalette={submitPalette} loading={isSubmitting}>
                  {submitLabel}
                </Button>
              )}
            </Dialog.Footer>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
