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
import { catalogue } from '../../i18n/catalogue';

const schema = object({ remark: formRules.textRule(FIELDS.request.convert_remark) });

export function ConvertToPrepaidDialog({
  wallet,
  onClose,
}: {
  wallet: Pick<Wallet, 'id' | 'name' | 'amount' | 'credit_limit' | 'updated_at'> | null;
  onClose(): void;
}) {
  const convert = useConvertToPrepaid();
  const t = catalogue.useT();
  return (
    <FormDialog
      open={wallet !== null}
      onClose={onClose}
      title={t('wallets.convert.title')}
      call={convert}
      initialValues={{ remark: '' }}
      validationSchema={schema}
      onSubmit={async ({ remark }) => {
        if (!wallet) return;
        await convert.mutateAsync({ id: wallet.id, updatedAt: wallet.updated_at, remark: remark.trim() });
        useToastStore.getState().showSuccess(t('wallets.convert.done', { name: wallet.name }));
      }}
      submitLabel={t('wallets.convert.submit')}
    >
      <Text>
        {wallet &&
          t('wallets.convert.explain', {
            name: wallet.name,
            amount: rupees(wallet.amount),
            limit: rupees(wallet.credit_limit),
          })}
      </Text>
      <TextField name="remark" label={t('wallets.convert.remark')} autoComplete="off" />
    </FormDialog>
  );
}
