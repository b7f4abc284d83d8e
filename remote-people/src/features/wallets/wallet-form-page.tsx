/**
 * Add wallet (`/add-wallet`) and edit wallet (`/add-wallet/:id`). The owner is picked by search
 * and fixed once the wallet exists; the balance is never edited here, only moved by funds. The
 * owner is named in the tenant's words (tenant 2: Employee). The type is chosen once: an existing
 * wallet shows it read-only with the way it can change (Request Postpaid, or the admin's Convert
 * to Prepaid).
 */
import { useTenantStore, walletTypeLabel } from '@console/shared';
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
import type { Wallet } from '@console/shared/contracts';
import { useField, useFormikContext } from 'formik';
import { useState } from 'react';
import { customerLabel, pickedCustomer, type PickedCustomer } from '../../lib/customer-picker';
import { CUSTOMER_OPTIONS_LIMIT, useCustomerOptions } from '../customers/api/list-customer-options';
import { useCreateWallet } from './api/create-wallet';
import { walletQuery } from './api/get-wallet';
import { useUpdateWallet } from './api/update-wallet';
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

export default function WalletFormPage() {
  return (
    <RecordFormRoute query={walletQuery} noun="Wallet">
      {(wallet) => <WalletForm wallet={wallet} />}
    </RecordFormRoute>
  );
}

function WalletForm({ wallet }: { wallet?: Wallet | undefined }) {
  const createWallet = useCreateWallet();
  const updateWallet = useUpdateWallet();
  const noun = useTenantStore((s) => s.labels.customer);
  return (
    <>
      <PageHeader title={wallet ? 'Edit Wallet' : 'Add Wallet'} subtitle={wallet?.name} />
      <RecordForm
        initialValues={wallet ? walletFormValues(wallet) : EMPTY_WALLET}
        validationSchema={walletSchema}
        listPath={LIST_PATH}
        record={{ noun: 'Wallet', name: (v) => v.name, isNew: !wallet }}
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
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mt="4">
      <TextField name="name" label="Wallet Name" required autoComplete="off" />
      {isNew ? (
        <SelectField name="type" label="Type" options={TYPE_OPTIONS} required />
      ) : (
        <Stack gap="1">
          <Text fontWeight="medium" fontSize="sm">
            Type
          </Text>
          <Text data-testid="wallet-type">{walletTypeLabel(values.type)}</Text>
        </Stack>
      )}
      {values.type === 'postpaid' && <MoneyField name="credit_limit" label="Credit Limit" required />}
      <SelectField
        name="is_primary"
        label="Is Primary"
        options={isNew ? [{ value: '', label: 'Automatic: yes for a first wallet' }, ...YES_NO] : YES_NO}
      />
      <SelectField name="status" label="Status" options={STATUS_OPTIONS} required />
    </SimpleGrid>
  );
}

/** Why the type cannot be changed here, and where it can. */
function TypeReason({ type }: { type: string }) {
  return (
    <Text mt="3" fontSize="sm" color="fg.muted" data-testid="type-reason">
      {type === 'prepaid'
        ? 'The type cannot be changed here: a prepaid wallet becomes postpaid through Request Postpaid on its page, approved by the company admin.'
        : 'The type cannot be changed here: the company admin converts a postpaid wallet back with Convert to Prepaid on its page, when its balance is at or above ₹0.00.'}
    </Text>
  );
}

/** The owner, found by name or mobile: one choice (a wallet has one customer). */
function OwnerField() {
  const [field, meta, helpers] = useField<PickedCustomer[]>('customer');
  const { submitCount } = useFormikContext<WalletFormValues>();
  const [search, setSearch] = useState('');
  const noun = useTenantStore((s) => s.labels.customer);
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
      placeholder="Search by name or mobile"
      error={(meta.touched || submitCount > 0) && typeof meta.error === 'string' ? meta.error : undefined}
    />
  );
}
