/**
 * Request Postpaid (a prepaid wallet's page and its row in Employee Wallets): a remark, sent to
 * the company admin who approves with a credit limit or rejects. A wallet whose request is still
 * pending shows that request's state instead of the form; a refusal (409: pending already, or the
 * wallet became postpaid meanwhile) is shown here, not toasted.
 */
import { ApiError, formRules, useToastStore } from '@console/shared';
import type { Wallet } from '@console/shared/contracts';
import { Alert, Button, Dialog, Modal, Stack, Text, TextField } from '@console/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { Form, Formik } from 'formik';
import { object } from 'yup';
import { latestWalletRequestQuery } from '../requests/api/list-requests';
import { useRaiseRequest } from '../requests/api/raise-request';
import { requestStateText } from '../../lib/request-state';

const schema = object({
  remark: formRules.requiredString(500),
});

export function RequestPostpaidDialog({
  wallet,
  onClose,
}: {
  /** The wallet to ask for; null keeps the dialog closed. */
  wallet: Pick<Wallet, 'id' | 'name'> | null;
  onClose(): void;
}) {
  const raise = useRaiseRequest();
  const latest = useQuery({ ...latestWalletRequestQuery(wallet?.id ?? 0), enabled: wallet !== null });
  const last = latest.data?.data[0];
  const pending = last?.status === 'pending' ? last : undefined;
  const refused = raise.error instanceof ApiError && !raise.error.aborted ? raise.error.message : null;
  const close = () => {
    if (raise.isPending) return;
    raise.reset();
    onClose();
  };
  return (
    <Modal open={wallet !== null} onClose={close} busy={raise.isPending}>
      <Formik
        initialValues={{ remark: '' }}
        validationSchema={schema}
        onSubmit={async ({ remark }) => {
          if (!wallet) return;
          try {
            await raise.mutateAsync({ walletId: wallet.id, remark: remark.trim() });
          } catch {
            return;
          }
          useToastStore.getState().showSuccess('Request sent. The company admin will approve or reject it.');
          close();
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <Dialog.Header>
              <Dialog.Title>Request Postpaid</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>
                  Ask the company admin to make <strong>{wallet?.name}</strong> a postpaid wallet. The admin sets its
                  credit limit on approval.
                </Text>
                {latest.isPending ? (
                  <Text color="fg.muted">Loading the wallet’s requests…</Text>
                ) : pending ? (
                  <Alert.Root status="info" data-testid="pending-request">
                    <Alert.Indicator />
                    <Alert.Title>
                      A request is already {requestStateText(pending).toLowerCase()}
                      {pending.remark ? ` (“${pending.remark}”)` : ''}.
                    </Alert.Title>
                  </Alert.Root>
                ) : (
                  <>
                    {last && <Text fontSize="sm">Last request: {requestStateText(last)}.</Text>}
                    <TextField name="remark" label="Remark" required autoComplete="off" />
                  </>
                )}
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
                {pending ? 'Close' : 'Cancel'}
              </Button>
              {!pending && !latest.isPending && (
                <Button type="submit" loading={isSubmitting}>
                  Send Request
                </Button>
              )}
            </Dialog.Footer>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
