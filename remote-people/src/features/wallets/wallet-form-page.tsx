/**
 * Add wallet (`/add-wallet`) and edit wallet (`/add-wallet/:id`). The owner is picked by search
 * and fixed once the wallet exists; the balance is never edited here, only moved by funds.
 */
import { routeId } from '@console/shared';
import {
  Card,
  FormActions,
  PageHeader,
  RecordState,
  SelectField,
  SimpleGrid,
  Text,
  TextField,
  UnsavedChangesGuard,
  useSaveAndReturn,
} from '@console/shared/ui';
import type { Wallet } from '@console/shared/contracts';
import { Form, Formik, useField, useFormikContext } from 'formik';
import { useParams } from 'react-router-dom';
import { CustomerPicker, customerLabel, type PickedCustomer } from '../../lib/customer-picker';
import { useWallet } from './api/get-wallet';
import { useSaveWallet } from './api/save-wallet';
import { EMPTY_WALLET, walletBody, walletFormValues, walletSchema, type WalletFormValues } from './wallet-schema';

const LIST_PATH = '/wallet-list';
const TYPE_OPTIONS = [
  { value: 'prepaid', label: 'Prepaid' },
  { value: 'postpaid', label: 'Postpaid' },
];
const YES_NO = [
  { value: '1', label: 'Yes' },
  { value: '0', label: 'No' },
];
const STATUS_OPTIONS = [
  { value: '1', label: 'Active' },
  { value: '0', label: 'Inactive' },
];
const creditInput = (raw: string) => {
  const cleaned = raw.replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = cleaned.split('.');
  return rest.length ? `${whole}.${rest.join('').slice(0, 2)}` : whole;
};

export default function WalletFormPage() {
  const rawId = useParams().id;
  const id = routeId(rawId);
  const wallet = useWallet(id);
  if (rawId === undefined) return <WalletForm key="new" />;
  if (id === undefined || wallet.isError || !wallet.data) {
    return <RecordState id={id} query={wallet} noun="Wallet" title="Edit Wallet" />;
  }
  return <WalletForm key={wallet.data.id} wallet={wallet.data} />;
}

function WalletForm({ wallet }: { wallet?: Wallet }) {
  const saveWallet = useSaveWallet();
  const { saved, submit } = useSaveAndReturn(LIST_PATH);
  return (
    <>
      <PageHeader title={wallet ? 'Edit Wallet' : 'Add Wallet'} subtitle={wallet?.name} />
      <Formik
        initialValues={wallet ? walletFormValues(wallet) : EMPTY_WALLET}
        validationSchema={walletSchema}
        onSubmit={(values) =>
          submit(async () => {
            await saveWallet.mutateAsync({ id: wallet?.id, body: walletBody(values) });
          })
        }
      >
        {({ values }) => (
          <Form noValidate>
            <UnsavedChangesGuard saved={saved} />
            <Card.Root>
              <Card.Body>
                {wallet ? (
                  <Text mb="4">
                    Customer: <strong>{customerLabel(wallet.Customer)}</strong>
                  </Text>
                ) : (
                  <OwnerField />
                )}
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mt="4">
                  <TextField name="name" label="Wallet Name" required autoComplete="off" />
                  <SelectField name="type" label="Type" options={TYPE_OPTIONS} required />
                  {values.type === 'postpaid' && (
                    <TextField
                      name="credit_limit"
                      label="Credit Limit"
                      required
                      autoComplete="off"
                      inputFilter={creditInput}
                    />
                  )}
                  <SelectField
                    name="is_primary"
                    label="Is Primary"
                    options={wallet ? YES_NO : [{ value: '', label: 'Automatic: yes for a first wallet' }, ...YES_NO]}
                  />
                  <SelectField name="status" label="Status" options={STATUS_OPTIONS} required />
                </SimpleGrid>
              </Card.Body>
              <FormActions cancelTo={LIST_PATH} saved={saved} />
            </Card.Root>
          </Form>
        )}
      </Formik>
    </>
  );
}

function OwnerField() {
  const [field, meta, helpers] = useField<PickedCustomer[]>('customer');
  const { submitCount } = useFormikContext<WalletFormValues>();
  return (
    <CustomerPicker
      label="Customer"
      multiple={false}
      value={field.value}
      onChange={(next) => void helpers.setValue(next)}
      error={(meta.touched || submitCount > 0) && typeof meta.error === 'string' ? meta.error : undefined}
    />
  );
}
