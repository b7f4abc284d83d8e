/**
 * Add wallet (`/add-wallet`) and edit wallet (`/add-wallet/:id`). The owner is picked by search
 * and fixed once the wallet exists; the balance is never edited here, only moved by funds. The
 * owner is named in the tenant's words (tenant 2: Employee). The type is chosen once: an existing
 * wallet shows it read-only with the way it can change (Request Postpaid, or the admin's Convert
 * to Prepaid).
 */
import {
  MoneyField,
  PageHeader,
  RecordForm,
  RecordFormRoute,
  SearchSelect,
  SelectField,
  SimpleGrid,
  Stack,
  Text,
  TextField,
  STATUS_OPTIONS,
} from '@console/shared/ui';
import { walletTypeLabel, WALLET_TYPE_OPTIONS } from '@console/shared';
import type { Wallet } from '@console/shared/contracts';
import { useField, useFormikContext } from 'formik';
import { useState } from 'react';
import { customerLabel, pickedCustomer, type PickedCustomer } from '../../lib/customer-picker';
import { CUSTOMER_OPTIONS_LIMIT, useCustomerOptions } from '../customers/api/list-customer-options';
import { useCreateWallet } from './api/create-wallet';
import { walletQuery } from './api/get-wallet';
import { useUpdateWallet } from './api/update-wallet';
import { catalogue, type PeopleT } from '../../i18n/catalogue';
import { EMPTY_WALLET, walletBody, walletFormValues, walletSchema, type WalletFormValues } from './wallet-schema';

const LIST_PATH = '/wallet-list';
/** The type's choices in the kit's words (Prepaid, Postpaid), read in the language shown. */
const typeOptions = () => WALLET_TYPE_OPTIONS.map((option) => ({ value: option.id, label: option.text }));
const yesNo = (t: PeopleT) => [
  { value: '1', label: t('wallets.yes') },
  { value: '0', label: t('wallets.no') },
];

export default function WalletFormPage() {
  const t = catalogue.useT();
  return (
    <RecordFormRoute query={walletQuery} noun={t('wallets.noun.wallet')}>
      {(wallet) => <WalletForm wallet={wallet} />}
    </RecordFormRoute>
  );
}

function WalletForm({ wallet }: { wallet?: Wallet | undefined }) {
  const createWallet = useCreateWallet();
  const updateWallet = useUpdateWallet();
  const t = catalogue.useT();
  const noun = t('customers.noun.customer');
  return (
    <>
      <PageHeader title={wallet ? t('wallets.form.edit') : t('wallets.form.add')} subtitle={wallet?.name} />
      <RecordForm
        initialValues={wallet ? walletFormValues(wallet) : EMPTY_WALLET}
        validationSchema={walletSchema}
        listPath={LIST_PATH}
        record={{ noun: t('wallets.noun.wallet'), name: (v) => v.name, isNew: !wallet }}
        save={(values) =>
          wallet
            ? updateWallet.mutateAsync({
                id: wallet.id,
                body: { ...walletBody(values), updated_at: wallet.updated_at },
              })
            : createWallet.mutateAsync(walletBody(values))
        }
      >
        {wallet ? (
          <Text mb="4">
            {noun}: <strong>{customerLabel(pickedCustomer(wallet.Customer))}</strong>
          </Text>
        ) : (
          <OwnerField />
        )}
        <WalletFields isNew={!wallet} />
        {wallet && <TypeReason type={wallet.type} />}
      </RecordForm>
    </>
  );
}

/** Name, type, the credit limit of a postpaid wallet, primary and status. */
function WalletFields({ isNew }: { isNew: boolean }) {
  const { values } = useFormikContext<WalletFormValues>();
  const t = catalogue.useT();
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mt="4">
      <TextField name="name" label={t('wallets.form.name')} required autoComplete="off" />
      {isNew ? (
        <SelectField name="type" label={t('wallets.form.type')} options={typeOptions()} required />
      ) : (
        <Stack gap="1">
          <Text fontWeight="medium" fontSize="sm">
            {t('wallets.form.type')}
          </Text>
          <Text data-testid="wallet-type">{walletTypeLabel(values.type)}</Text>
        </Stack>
      )}
      {values.type === 'postpaid' && <MoneyField name="credit_limit" label={t('wallets.form.creditLimit')} required />}
      <SelectField
        name="is_primary"
        label={t('wallets.form.isPrimary')}
        options={isNew ? [{ value: '', label: t('wallets.form.primaryAuto') }, ...yesNo(t)] : yesNo(t)}
      />
      <SelectField name="status" label={t('wallets.form.status')} options={STATUS_OPTIONS} required />
    </SimpleGrid>
  );
}

/** Why the type cannot be changed here, and where it can. */
function TypeReason({ type }: { type: string }) {
  const t = catalogue.useT();
  return (
    <Text mt="3" fontSize="sm" color="fg.muted" data-testid="type-reason">
      {type === 'prepaid' ? t('wallets.form.prepaidReason') : t('wallets.form.postpaidReason')}
    </Text>
  );
}

/** The owner, found by name or mobile: one choice (a wallet has one customer). */
function OwnerField() {
  const [field, meta, helpers] = useField<PickedCustomer[]>('customer');
  const { submitCount } = useFormikContext<WalletFormValues>();
  const [search, setSearch] = useState('');
  const t = catalogue.useT();
  const noun = t('customers.noun.customer');
  const matches = useCustomerOptions(search);
  const chosen = field.value[0];
  const option = (c: PickedCustomer) => ({ id: c.id, label: customerLabel(c) });
  return (
    <SearchSelect
      label={noun}
      required
      value={chosen ? option(chosen) : null}
      onChange={(next) => {
        const picked = next && (matches.data ?? []).find((c) => c.id === next.id);
        void helpers.setValue(picked ? [picked] : next && chosen ? [chosen] : []);
      }}
      onSearch={setSearch}
      options={matches.data?.map(option)}
      limit={CUSTOMER_OPTIONS_LIMIT}
      placeholder={t('wallets.form.search')}
      error={(meta.touched || submitCount > 0) && typeof meta.error === 'string' ? meta.error : undefined}
    />
  );
}
