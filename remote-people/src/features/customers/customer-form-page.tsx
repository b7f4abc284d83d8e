/** Add customer (`/add-customer`) and edit customer (`/add-customer/:id`). */
import { mobileInput, routeId, useTenantStore } from '@console/shared';
import {
  Card,
  CheckboxGroupField,
  FormActions,
  PageHeader,
  PasswordField,
  RecordState,
  SimpleGrid,
  TextField,
  UnsavedChangesGuard,
  useSaveAndReturn,
} from '@console/shared/ui';
import type { CustomerDetail } from '@console/shared/contracts';
import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useGroupOptions } from '../../lib/group-options';
import { useCreateCustomer } from './api/create-customer';
import { useCustomer } from './api/get-customer';
import { useUpdateCustomer } from './api/update-customer';
import { customerBody, customerFormValues, customerSchema, EMPTY_CUSTOMER, rfidInput } from './customer-schema';

const LIST_PATH = '/customer-list';
const digitsOnly = (raw: string) => raw.replace(/\D/g, '').slice(0, 6);

export default function CustomerFormPage() {
  const rawId = useParams().id;
  const id = routeId(rawId);
  const customer = useCustomer(id);
  const noun = useTenantStore((s) => s.labels.customer);

  if (rawId === undefined) return <CustomerForm key="new" />;
  if (id === undefined || customer.isError || !customer.data) {
    return <RecordState id={id} query={customer} noun={noun} title={`Edit ${noun}`} />;
  }
  return <CustomerForm key={customer.data.id} customer={customer.data} />;
}

function CustomerForm({ customer }: { customer?: CustomerDetail }) {
  const noun = useTenantStore((s) => s.labels.customer);
  const groups = useGroupOptions();
  const createCustomer = useCreateCustomer();
  const updateCustomer = useUpdateCustomer();
  const { saved, submit } = useSaveAndReturn(LIST_PATH);

  const groupOptions = useMemo(() => {
    const options = (groups.data ?? []).map((g) => ({ value: String(g.id), label: g.name }));
    // The customer's own groups stay listed even when they are not among the first 100.
    for (const g of customer?.groups ?? []) {
      if (!options.some((o) => o.value === String(g.id))) options.push({ value: String(g.id), label: g.name });
    }
    return options;
  }, [groups.data, customer]);

  return (
    <>
      <PageHeader title={customer ? `Edit ${noun}` : `Add ${noun}`} subtitle={customer?.name} />
      <Formik
        initialValues={customer ? customerFormValues(customer) : EMPTY_CUSTOMER}
        validationSchema={customerSchema}
        onSubmit={(values) =>
          submit(async () => {
            const body = customerBody(values);
            if (customer) await updateCustomer.mutateAsync({ id: customer.id, body });
            else await createCustomer.mutateAsync(body);
          })
        }
      >
        <Form noValidate>
          <UnsavedChangesGuard saved={saved} />
          <Card.Root>
            <Card.Body>
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
                />
              </SimpleGrid>
              {groupOptions.length > 0 && (
                <Card.Root variant="outline" mt="4" p="4">
                  <CheckboxGroupField name="group_ids" label="Groups" options={groupOptions} />
                </Card.Root>
              )}
            </Card.Body>
            <FormActions cancelTo={LIST_PATH} saved={saved} />
          </Card.Root>
        </Form>
      </Formik>
    </>
  );
}
