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
import { catalogue } from '../../i18n/catalogue';

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
  const t = catalogue.useT();
  const latest = useQuery({ ...latestWalletRequestQuery(wallet?.id ?? 0), enabled: wallet !== null });
  const last = latest.data?.data[0];
  const pending = last?.status === 'pending' ? last : undefined;
  return (
    <FormDialog
      open={wallet !== null}
      onClose={onClose}
      title={t('wallets.request.title')}
      call={raise}
      initialValues={{ remark: '' }}
      validationSchema={schema}
      onSubmit={async ({ remark }) => {
        if (!wallet) return;
        await raise.mutateAsync({ walletId: wallet.id, remark: remark.trim() });
        useToastStore.getState().showSuccess(t('wallets.request.sent'));
      }}
      submitLabel={t('wallets.request.submit')}
      cancelLabel={pending ? t('wallets.request.close') : t('wallets.request.cancel')}
      hideSubmit={pending !== undefined || latest.isPending}
    >
      <Text>
        {t('wallets.request.askBefore')} <strong>{wallet?.name}</strong> {t('wallets.request.askAfter')}
      </Text>
      {latest.isPending ? (
        <Text color="fg.muted">{t('wallets.request.loading')}</Text>
      ) : pending ? (
        <Alert.Root status="info" data-testid="pending-request">
          <Alert.Indicator />
          <Alert.Title>
            {t('wallets.request.pending', {
              state: requestStateText(pending).toLowerCase(),
              remark: pending.remark ? ` (“${pending.remark}”)` : '',
            })}
          </Alert.Title>
        </Alert.Root>
      ) : (
        <>
          {last && <Text fontSize="sm">{t('wallets.request.last', { state: requestStateText(last) })}</Text>}
          <TextField name="remark" label={t('wallets.request.remark')} required autoComplete="off" />
        </>
      )}
    </FormDialog>
  );
}
