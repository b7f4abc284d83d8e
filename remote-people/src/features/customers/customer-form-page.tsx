/** Add customer (`/add-customer`) and edit customer (`/add-customer/:id`). */
import { MOBILE_HELP, mobileInput } from '@console/shared';
import {
  Card,
  CheckboxGroupField,
  FinderChecklistField,
  PageHeader,
  PasswordField,
  RecordForm,
  RecordFormRoute,
  SimpleGrid,
  TextField,
} from '@console/shared/ui';
import type { CustomerDetail } from '@console/shared/contracts';
import { useMemo } from 'react';
import { groupFinder } from '../groups/api/find-groups';
import { useCreateCustomer } from './api/create-customer';
import { customerQuery } from './api/get-customer';
import { useUpdateCustomer } from './api/update-customer';
import {
  customerBody,
  customerFormValues,
  customerSchema,
  customerUpdateBody,
  EMPTY_CUSTOMER,
  rfidInput,
} from './customer-schema';
import { catalogue } from '../../i18n/catalogue';

const LIST_PATH = '/customer-list';
const digitsOnly = (raw: string) => raw.replace(/\D/g, '').slice(0, 6);

export default function CustomerFormPage() {
  const noun = catalogue.useT()('customers.noun.customer');
  return (
    <RecordFormRoute query={customerQuery} noun={noun}>
      {(customer) => <CustomerForm customer={customer} />}
    </RecordFormRoute>
  );
}

function CustomerForm({ customer }: { customer?: CustomerDetail | undefined }) {
  const t = catalogue.useT();
  const noun = t('customers.noun.customer');
  const createCustomer = useCreateCustomer();
  const updateCustomer = useUpdateCustomer();

  // The customer's own groups stay listed, whether or not they are among the first matches.
  const ownGroups = useMemo(() => (customer?.groups ?? []).map((g) => ({ id: g.id, label: g.name })), [customer]);

  return (
    <>
      <PageHeader title={customer ? t('customers.form.edit') : t('customers.form.add')} subtitle={customer?.name} />
      <RecordForm
        initialValues={customer ? customerFormValues(customer) : EMPTY_CUSTOMER}
        validationSchema={customerSchema}
        listPath={LIST_PATH}
        record={{ noun, name: (v) => `${v.first_name} ${v.last_name}`, isNew: !customer }}
        save={(values) =>
          customer
            ? updateCustomer.mutateAsync({ id: customer.id, body: customerUpdateBody(values, customer) })
            : createCustomer.mutateAsync(customerBody(values))
        }
      >
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField name="first_name" label={t('customers.form.firstName')} required autoComplete="off" />
          <TextField name="last_name" label={t('customers.form.lastName')} required autoComplete="off" />
          <TextField
            name="mobile"
            label={t('customers.form.mobile')}
            type="tel"
            required
            autoComplete="off"
            inputFilter={mobileInput}
            helperText={MOBILE_HELP}
          />
          <TextField name="email" label={t('customers.form.email')} type="email" autoComplete="off" />
          <TextField name="class_name" label={t('customers.form.department')} autoComplete="off" />
          <TextField name="section_name" label={t('customers.form.subDepartment')} autoComplete="off" />
          <TextField name="user_origin" label={t('customers.form.userOrigin')} autoComplete="off" />
          <TextField name="rfid" label={t('customers.form.rfid')} autoComplete="off" inputFilter={rfidInput} />
          <PasswordField
            name="pin"
            label={t('customers.form.pin')}
            autoComplete="new-password"
            inputFilter={digitsOnly}
            inputMode="numeric"
            secretName={t('customers.form.pin')}
            placeholder={customer?.has_pin ? t('customers.form.pinKeep') : undefined}
          />
          {customer?.has_pin && (
            <CheckboxGroupField
              name="remove_pin"
              label={t('customers.form.currentPin')}
              options={[{ value: 'remove', label: t('customers.form.removePin') }]}
            />
          )}
        </SimpleGrid>
        <Card.Root variant="outline" mt="4" p="4">
          <FinderChecklistField
            name="group_ids"
            label={t('customers.form.groups')}
            addLabel={t('customers.form.addToGroup')}
            find={groupFinder}
            known={ownGroups}
          />
        </Card.Root>
      </RecordForm>
    </>
  );
}
