/**
 * Convert to Prepaid (the company admin, on a postpaid wallet's page): the wallet loses its credit
 * limit and may no longer go below ₹0.00; an optional remark goes to the audit trail. A refusal
 * (a balance below ₹0.00, a wallet changed since the page loaded) stays in the dialog.
 */
import { formRules, rupees, useToastStore } from '@console/shared';
import type { Wallet } from '@console/shared/contracts';
import { FIELDS } from '@console/shared/contracts/fields';
import { FormDialog, Text, TextField } from '@console/shared/ui';
import { object } from 'yup';
import { useConvertToPrepaid } from './api/convert-to-prepaid';

const schema = object({ remark: formRules.textRule(FIELDS.request.convert_remark) });

export function ConvertToPrepaidDialog({
  wallet,
  onClose,
}: {
  wallet: Pick<Wallet, 'id' | 'name' | 'amount' | 'credit_limit' | 'updated_at'> | null;
  onClose(): void;
}) {
  const convert = useConvertToPrepaid();
  return (
    <FormDialog
      open={wallet !== null}
      onClose={onClose}
      title="Convert to Prepaid"
      call={convert}
      initialValues={{ remark: '' }}
      validationSchema={schema}
      onSubmit={async ({ remark }) => {
        if (!wallet) return;
        await convert.mutateAsync({ id: wallet.id, updatedAt: wallet.updated_at, remark: remark.trim() });
        useToastStore.getState().showSuccess(`${wallet.name} is now prepaid.`);
      }}
      submitLabel="Convert to Prepaid"
    >
      <Text>
        {wallet &&
          `${wallet.name} holds ${rupees(wallet.amount)}. As a prepaid wallet it loses its credit limit of ${rupees(wallet.credit_limit)} and cannot go below ₹0.00.`}
      </Text>
      <TextField name="remark" label="Remark" autoComplete="off" />
    </FormDialog>
  );
}
