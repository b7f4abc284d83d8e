/** Add customer (`/add-customer`) and edit customer (`/add-customer/:id`). */
import { MOBILE_HELP, mobileInput, useTenantStore } from '@console/shared';
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

const LIST_PATH = '/customer-list';
const digitsOnly = (raw: string) => raw.replace(/\D/g, '').slice(0, 6);

export default function CustomerFormPage() {
  const noun = useTenantStore((s) => s.labels.customer);
  return (
    <RecordFormRoute query={customerQuery} noun={noun}>
      {(customer) => <CustomerForm customer={customer} />}
    </RecordFormRoute>
  );
}

function CustomerForm({ customer }: { customer?: CustomerDetail | undefined }) {
  const noun = useTenantStore((s) => s.labels.customer);
  const createCustomer = useCreateCustomer();
  const updateCustomer = useUpdateCustomer();

  // The customer's own groups stay listed, whether or not they are among the first matches.
  const ownGroups = useMemo(() => (customer?.groups ?? []).map((g) => ({ id: g.id, label: g.name })), [customer]);

  return (
    <>
      <PageHeader title={customer ? `Edit ${noun}` : `Add ${noun}`} subtitle={customer?.name} />
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
          <TextField name="first_name" label="First Name" required autoComplete="off" />
          <TextField name="last_name" label="Last Name" required autoComplete="off" />
          <TextField
            name="mobile"
            label="Mobile No."
            type="tel"
            required
            autoComplete="off"
            inputFilter={mobileInput}
            helperText={MOBILE_HELP}
          />
          <TextField name="email" label="Email" type="email" autoComplete="off" />
          <TextField name="class_name" label="Department" autoComplete="off" />
          <TextField name="section_name" label="Sub-Department" autoComplete="off" />
          <TextField name="user_origin" label="User Origin" autoComplete="off" />
          <TextField name="rfid" label="RFID" autoComplete="off" inputFilter={rfidInput} />
          <PasswordField
            name="pin"
            label="PIN"
            autoComplete="new-password"
            inputFilter={digitsOnly}
            inputMode="numeric"
            secretName="PIN"
            placeholder={customer?.has_pin ? 'Leave empty to keep the current PIN' : undefined}
          />
          {customer?.has_pin && (
            <CheckboxGroupField
              name="remove_pin"
              label="Current PIN"
              options={[{ value: 'remove', label: 'Remove the PIN' }]}
            />
          )}
        </SimpleGrid>
        <Card.Root variant="outline" mt="4" p="4">
          <FinderChecklistField
            name="group_ids"
            label="Groups"
            addLabel="Add to a Group"
            find={groupFinder}
            known={ownGroups}
          />
        </Card.Root>
      </RecordForm>
    </>
  );
}
