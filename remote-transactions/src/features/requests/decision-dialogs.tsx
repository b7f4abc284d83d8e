/**
 * The company admin's decisions on the request list. Approve asks for the credit limit the wallet
 * gets (above ₹0.00, at most the company's maximum — the server says which when it refuses);
 * Reject asks for a remark. A refusal (409: decided meanwhile) stays in the dialog, not a toast.
 */
import { formRules, moneyProblem, useToastStore } from '@console/shared';
import type { WalletRequest } from '@console/shared/contracts';
import { FIELDS } from '@console/shared/contracts/fields';
import { FormDialog, MoneyField, Text, TextField } from '@console/shared/ui';
import { object, string } from 'yup';
import { useApproveRequest } from './api/approve-request';
import { useRejectRequest } from './api/reject-request';

const approveSchema = object({
  credit_limit: string()
    .required('Value required')
    .test('positive', 'The credit limit must be more than ₹0.00', (v) => Number(v) > 0),
});
const rejectSchema = object({ remark: formRules.textRule(FIELDS.request.remark, { required: true }) });

const who = (r: WalletRequest) => `${r.wallet_name} of ${r.customer_name}`;

export function ApproveDialog({ request, onClose }: { request: WalletRequest | null; onClose(): void }) {
  const approve = useApproveRequest();
  return (
    <FormDialog
      open={request !== null}
      onClose={onClose}
      title="Approve Request"
      call={approve}
      initialValues={{ credit_limit: '' }}
      validationSchema={approveSchema}
      onSubmit={async ({ credit_limit }) => {
        if (!request) return;
        await approve.mutateAsync({ id: request.id, creditLimit: credit_limit });
        useToastStore.getState().showSuccess(`${request.wallet_name} is now postpaid.`);
      }}
      submitLabel="Approve"
      // Approve follows the text as typed: "-100" is refused beside the field, never sent as 100.
      submitDisabled={(values) => moneyProblem(values.credit_limit) !== null}
    >
      <Text>{request && `${who(request)} becomes postpaid with this credit limit.`}</Text>
      <MoneyField name="credit_limit" label="Credit Limit" required />
    </FormDialog>
  );
}

export function RejectDialog({ request, onClose }: { request: WalletRequest | null; onClose(): void }) {
  const reject = useRejectRequest();
  return (
    <FormDialog
      open={request !== null}
      onClose={onClose}
      title="Reject Request"
      call={reject}
      initialValues={{ remark: '' }}
      validationSchema={rejectSchema}
      onSubmit={async ({ remark }) => {
        if (!request) return;
        await reject.mutateAsync({ id: request.id, remark: remark.trim() });
        useToastStore.getState().showSuccess('Request rejected.');
      }}
      submitLabel="Reject"
      submitPalette="red"
    >
      <Text>{request && `${who(request)} stays prepaid. Say why.`}</Text>
      <TextField name="remark" label="Remark" required autoComplete="off" />
    </FormDialog>
  );
}
