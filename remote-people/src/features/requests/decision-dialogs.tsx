/**
 * The company admin's decisions on the request list. Approve asks for the credit limit the wallet
 * gets (above ₹0.00, at most the company's maximum — the server says which when it refuses);
 * Reject asks for a remark. A refusal (409: decided meanwhile) stays in the dialog, not a toast.
 */
import { ApiError, formRules, useToastStore } from '@console/shared';
import type { WalletRequest } from '@console/shared/contracts';
import { Alert, Button, Dialog, Modal, MoneyField, Stack, Text, TextField } from '@console/shared/ui';
import { Form, Formik } from 'formik';
import { object, string } from 'yup';
import { useApproveRequest } from './api/approve-request';
import { useRejectRequest } from './api/reject-request';

const approveSchema = object({
  credit_limit: string()
    .required('Value required')
    .test('positive', 'The credit limit must be more than ₹0.00', (v) => Number(v) > 0),
});
const rejectSchema = object({ remark: formRules.requiredString(500) });

function Refusal({ error }: { error: unknown }) {
  if (!(error instanceof ApiError) || error.aborted) return null;
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Title>{error.message}</Alert.Title>
    </Alert.Root>
  );
}

const who = (r: WalletRequest) => `${r.wallet_name} of ${r.customer_name}`;

export function ApproveDialog({ request, onClose }: { request: WalletRequest | null; onClose(): void }) {
  const approve = useApproveRequest();
  const close = () => {
    if (approve.isPending) return;
    approve.reset();
    onClose();
  };
  return (
    <Modal open={request !== null} onClose={close} busy={approve.isPending}>
      <Formik
        initialValues={{ credit_limit: '' }}
        validationSchema={approveSchema}
        onSubmit={async ({ credit_limit }) => {
          if (!request) return;
          try {
            await approve.mutateAsync({ id: request.id, creditLimit: credit_limit });
          } catch {
            return;
          }
          useToastStore.getState().showSuccess(`${request.wallet_name} is now postpaid.`);
          close();
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <Dialog.Header>
              <Dialog.Title>Approve Request</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>{request && `${who(request)} becomes postpaid with this credit limit.`}</Text>
                <MoneyField name="credit_limit" label="Credit Limit" required />
                <Refusal error={approve.error} />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close} disabled={isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" loading={isSubmitting}>
                Approve
              </Button>
            </Dialog.Footer>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}

export function RejectDialog({ request, onClose }: { request: WalletRequest | null; onClose(): void }) {
  const reject = useRejectRequest();
  const close = () => {
    if (reject.isPending) return;
    reject.reset();
    onClose();
  };
  return (
    <Modal open={request !== null} onClose={close} busy={reject.isPending}>
      <Formik
        initialValues={{ remark: '' }}
        validationSchema={rejectSchema}
        onSubmit={async ({ remark }) => {
          if (!request) return;
          try {
            await reject.mutateAsync({ id: request.id, remark: remark.trim() });
          } catch {
            return;
          }
          useToastStore.getState().showSuccess('Request rejected.');
          close();
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <Dialog.Header>
              <Dialog.Title>Reject Request</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>{request && `${who(request)} stays prepaid. Say why.`}</Text>
                <TextField name="remark" label="Remark" required autoComplete="off" />
                <Refusal error={reject.error} />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close} disabled={isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" colorPalette="red" loading={isSubmitting}>
                Reject
              </Button>
            </Dialog.Footer>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
