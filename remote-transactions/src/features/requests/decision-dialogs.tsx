/**
 * The company admin's decisions on the request list. Approve asks for the credit limit the wallet
 * gets (above ₹0.00, at most the company's maximum — the server says which when it refuses);
 * Reject asks for a remark. A refusal (409: decided meanwhile) stays in the dialog, not a toast.
 */
import { formRules, moneyProblem, msg, useToastStore } from '@console/shared';
import type { WalletRequest } from '@console/shared/contracts';
import { FIELDS } from '@console/shared/contracts/fields';
import { FormDialog, MoneyField, Text, TextField } from '@console/shared/ui';
import { object, string } from 'yup';
import { useApproveRequest } from './api/approve-request';
import { catalogue } from '../../i18n/catalogue';
import { useRejectRequest } from './api/reject-request';

const approveSchema = object({
  credit_limit: string()
    .required(msg.required)
    .test(
      'positive',
      () => catalogue.t('requests.creditLimitPositive'),
      (v) => Number(v) > 0,
    ),
});
const rejectSchema = object({ remark: formRules.textRule(FIELDS.request.remark, { required: true }) });

const who = (r: WalletRequest) => ({ wallet: r.wallet_name, customerName: r.customer_name });

export function ApproveDialog({ request, onClose }: { request: WalletRequest | null; onClose(): void }) {
  const t = catalogue.useT();
  const approve = useApproveRequest();
  return (
    <FormDialog
      open={request !== null}
      onClose={onClose}
      title={t('requests.approveTitle')}
      call={approve}
      initialValues={{ credit_limit: '' }}
      validationSchema={approveSchema}
      onSubmit={async ({ credit_limit }) => {
        if (!request) return;
        await approve.mutateAsync({ id: request.id, creditLimit: credit_limit });
        useToastStore.getState().showSuccess(t('requests.approved', { wallet: request.wallet_name }));
      }}
      submitLabel={t('requests.approve')}
      // Approve follows the text as typed: "-100" is refused beside the field, never sent as 100.
      submitDisabled={(values) => moneyProblem(values.credit_limit) !== null}
    >
      <Text>{request && t('requests.becomesPostpaid', who(request))}</Text>
      <MoneyField name="credit_limit" label={t('requests.creditLimit')} required />
    </FormDialog>
  );
}

export function RejectDialog({ request, onClose }: { request: WalletRequest | null; onClose(): void }) {
  const t = catalogue.useT();
  const reject = useRejectRequest();
  return (
    <FormDialog
      open={request !== null}
      onClose={onClose}
      title={t('requests.rejectTitle')}
      call={reject}
      initialValues={{ remark: '' }}
      validationSchema={rejectSchema}
      onSubmit={async ({ remark }) => {
        if (!request) return;
        await reject.mutateAsync({ id: request.id, remark: remark.trim() });
        useToastStore.getState().showSuccess(t('requests.rejected'));
      }}
      submitLabel={t('requests.reject')}
      submitPalette="red"
    >
      <Text>{request && t('requests.staysPrepaid', who(request))}</Text>
      <TextField name="remark" label={t('requests.remark')} required autoComplete="off" />
    </FormDialog>
  );
}
