/**
 * Request Postpaid (a prepaid wallet's page and its row in Employee Wallets): a remark, sent to
 * the company admin who approves with a credit limit or rejects. A wallet whose request is still
 * pending shows that request's state instead of the form; a refusal (409: pending already, or the
 * wallet became postpaid meanwhile) is shown here, not toasted.
 */
import { formRules, useToastStore } from '@console/shared';
import type { Wallet } from '@console/shared/contracts';
import { FIELDS } from '@console/shared/contracts/fields';
import { Alert, FormDialog, requestStateText, Text, TextField } from '@console/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { object } from 'yup';
import { latestWalletRequestQuery } from './api/get-latest-request';
import { useRaiseRequest } from './api/raise-request';

const schema = object({
  remark: formRules.textRule(FIELDS.request.remark, { required: true }),
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
  return (
    <FormDialog
      open={wallet !== null}
      onClose={onClose}
      title="Request Postpaid"
      call={raise}
      initialValues={{ remark: '' }}
      validationSchema={schema}
      onSubmit={async ({ remark }) => {
        if (!wallet) return;
        await raise.mutateAsync({ walletId: wallet.id, remark: remark.trim() });
        useToastStore.getState().showSuccess('Request sent. The company admin will approve or reject it.');
      }}
      submitLabel="Send Request"
      cancelLabel={pending ? 'Close' : 'Cancel'}
      hideSubmit={pending !== undefined || latest.isPending}
    >
      <Text>
        Ask the company admin to make <strong>{wallet?.name}</strong> a postpaid wallet. The admin sets its credit limit
        on approval.
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
    </FormDialog>
  );
}
