/**
 * Link RfId (the customer overview's action): one field, checked as the server checks it. A card
 * linked to someone else is refused by the server (409); its message shows in the dialog (not in
 * a toast), and the dialog stays open for another number.
 */
import { formRules, useToastStore } from '@console/shared';
import { FormDialog, TextField } from '@console/shared/ui';
import { object } from 'yup';
import { useLinkRfid } from './api/link-rfid';
import { rfidRule, rfidInput } from './customer-schema';
import { catalogue } from '../../i18n/catalogue';

const schema = object({ rfid: rfidRule().required(formRules.msg.required) });

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
  const t = catalogue.useT();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('customers.rfid.title')}
      call={link}
      initialValues={{ rfid: current ?? '' }}
      validationSchema={schema}
      onSubmit={async ({ rfid }) => {
        await link.mutateAsync({ id: customerId, rfid: rfid.trim() });
        useToastStore.getState().showSuccess(t('customers.rfid.linked'));
      }}
      submitLabel={t('customers.rfid.submit')}
    >
      <TextField name="rfid" label={t('customers.rfid.label')} required autoComplete="off" inputFilter={rfidInput} />
    </FormDialog>
  );
}
