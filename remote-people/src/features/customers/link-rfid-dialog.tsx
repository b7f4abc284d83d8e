/**
 * Link RfId (the customer overview's action): one field, checked as the server checks it. A card
 * linked to someone else is refused by the server (409); its message shows here (not in a toast),
 * and the dialog stays open for another number.
 */
import { ApiError, useToastStore } from '@console/shared';
import { Alert, Button, Dialog, Modal, TextField } from '@console/shared/ui';
import { Form, Formik } from 'formik';
import { object } from 'yup';
import { useLinkRfid } from './api/link-rfid';
import { rfidRule, rfidInput } from './customer-schema';

const schema = object({ rfid: rfidRule().required('Value required') });

export function LinkRfidDialog({
  customerId,
  current,
  open,
  onClose,
}: {
  customerId: number;
  current: string | null;
  open: boolean;
  onClose(): void;
}) {
  const link = useLinkRfid();
  const refused = link.error instanceof ApiError ? link.error.message : null;
  const close = () => {
    link.reset();
    onClose();
  };
  return (
    <Modal open={open} onClose={close} busy={link.isPending}>
      <Formik
        initialValues={{ rfid: current ?? '' }}
        validationSchema={schema}
        onSubmit={async ({ rfid }) => {
          try {
            await link.mutateAsync({ id: customerId, rfid: rfid.trim() });
          } catch {
            return;
          }
          useToastStore.getState().showSuccess('RFID linked.');
          close();
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <Dialog.Header>
              <Dialog.Title>Link RfId</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <TextField name="rfid" label="RFID" required autoComplete="off" inputFilter={rfidInput} />
              {refused && (
                <Alert.Root status="error" mt="3">
                  <Alert.Indicator />
                  <Alert.Title>{refused}</Alert.Title>
                </Alert.Root>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close} disabled={isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" loading={isSubmitting}>
                Link
              </Button>
            </Dialog.Footer>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
