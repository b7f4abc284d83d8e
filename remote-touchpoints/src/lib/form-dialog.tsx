/**
 * A record form in a dialog (a channel, a touchpoint, a store product): Formik with the form's
 * schema, Cancel / Save, and a refusal handled as RecordForm handles it on a page — each of the
 * server's field errors under its field, anything else (a stale save's 409 included) in an alert
 * above the fields, the dialog kept open with what was typed. On success: the generic success
 * toast, and the dialog closes.
 *
 * KIT: this is RecordForm for dialogs; it belongs in @console/shared/ui beside RecordForm (which
 * keeps its field-error mapping private), written here until the kit has it.
 */
import { ApiError, useToastStore } from '@console/shared';
import { Alert, Button, Dialog, Modal, UnsavedChangesGuard } from '@console/shared/ui';
import { Form, Formik, type FormikHelpers, type FormikProps, type FormikValues } from 'formik';
import { type ReactNode, useState } from 'react';

export interface FormDialogProps<V extends FormikValues> {
  open: boolean;
  title: string;
  initialValues: V;
  validationSchema?: unknown;
  /** Makes the call (a mutation's `mutateAsync`); rejects with the ApiError when refused. */
  save(values: V): Promise<unknown>;
  onClose(): void;
  /** Save stays disabled while this says so (a grid whose labels cannot be generated). */
  saveDisabled?(values: V): boolean;
  size?: 'sm' | 'md' | 'lg';
  children: ReactNode | ((form: FormikProps<V>) => ReactNode);
}

export function FormDialog<V extends FormikValues>({
  open,
  title,
  initialValues,
  validationSchema,
  save,
  onClose,
  saveDisabled,
  size = 'md',
  children,
}: FormDialogProps<V>) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setRefusal(null);
    onClose();
  };

  const submit = async (values: V, helpers: FormikHelpers<V>) => {
    setRefusal(null);
    setBusy(true);
    try {
      await save(values);
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && !error.aborted) setRefusal(showFieldErrors(error, values, helpers));
      return;
    }
    setBusy(false);
    useToastStore.getState().showSuccess();
    close();
  };

  return (
    // A stray click beside it must not throw away what was typed.
    <Modal open={open} onClose={close} busy={busy} size={size} closeOnInteractOutside={false}>
      <Formik initialValues={initialValues} validationSchema={validationSchema} onSubmit={submit}>
        {(form) => (
          <Form noValidate>
            <UnsavedChangesGuard saved={false} />
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {refusal && (
                <Alert.Root status="error" mb="4" role="alert">
                  <Alert.Indicator />
                  <Alert.Title>{refusal}</Alert.Title>
                </Alert.Root>
              )}
              {typeof children === 'function' ? children(form) : children}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close} disabled={form.isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" loading={form.isSubmitting} disabled={saveDisabled?.(form.values) ?? false}>
                Save
              </Button>
            </Dialog.Footer>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}

/** The server's field errors under the fields the form has; the message to show above when any is left over. */
function showFieldErrors<V extends FormikValues>(error: ApiError, values: V, helpers: FormikHelpers<V>) {
  const onForm = error.details.filter((d) => Object.hasOwn(values, d.field));
  if (onForm.length > 0) {
    helpers.setErrors(Object.fromEntries(onForm.map((d) => [d.field, d.message])) as never);
    helpers.setTouched(Object.fromEntries(onForm.map((d) => [d.field, true])) as never, false);
  }
  return onForm.length > 0 && onForm.length === error.details.length ? null : error.message;
}
