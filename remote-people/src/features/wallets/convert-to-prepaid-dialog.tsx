/**
 * Convert to Prepaid (the company admin, on a postpaid wallet's page): the wallet loses its credit
 * limit and may no longer go below ₹0.00; an optional remark goes to the audit trail. A refusal
 * (a balance below ₹0.00, a wallet changed since the page loaded) stays in the dialog.
 */
import { ApiError, rupees, useToastStore } from '@console/shared';
import type { Wallet } from '@console/shared/contracts';
import { Alert, Button, Dialog, Modal, Stack, Text, TextField } from '@console/shared/ui';
import { Form, Formik } from 'formik';
import { useConvertToPrepaid } from './api/convert-to-prepaid';

export function ConvertToPrepaidDialog({
  wallet,
  onClose,
}: {
  wallet: Pick<Wallet, 'id' | 'name' | 'amount' | 'credit_limit' | 'updated_at'> | null;
  onClose(): void;
}) {
  const convert = useConvertToPrepaid();
  const refused = convert.error instanceof ApiError && !convert.error.aborted ? convert.error.message : null;
  const close = () => {
    if (convert.isPending) return;
    convert.reset();
    onClose();
  };
  return (
    <Modal open={wallet !== null} onClose={close} busy={convert.isPending}>
      <Formik
        initialValues={{ remark: '' }}
        onSubmit={async ({ remark }) => {
          if (!wallet) return;
          try {
            await convert.mutateAsync({ id: wallet.id, updatedAt: wallet.updated_at, remark: remark.trim() });
          } catch {
            return;
          }
          useToastStore.getState().showSuccess(`${wallet.name} is now prepaid.`);
          close();
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <Dialog.Header>
              <Dialog.Title>Convert to Prepaid</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>
                  {wallet &&
                    `${wallet.name} holds ${rupees(wallet.amount)}. As a prepaid wallet it loses its credit limit of ${rupees(wallet.credit_limit)} and cannot go below ₹0.00.`}
                </Text>
                <TextField name="remark" label="Remark" autoComplete="off" />
                {refused && (
                  <Alert.Root status="error">
                    <Alert.Indicator />
                    <Alert.Title>{refused}</Alert.Title>
                  </Alert.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close} disabled={isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" loading={isSubmitting}>
                Convert to Prepaid
              </Button>
            </Dialog.Footer>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
