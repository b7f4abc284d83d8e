/**
 * Add Institution (`/add-instituition`) and edit (`/add-instituition/:id`): a name and the customer
 * groups and touchpoint groups it links, each picked by searching. An institution links few
 * groups, so its links are the pickers' chosen tags; Save sends what changed.
 */
import { useNouns } from '@console/shared';
import { MultiPicker, PageHeader, RecordForm, RecordFormRoute, SimpleGrid, Stack, TextField } from '@console/shared/ui';
import type { GroupLink, Institution } from '@console/shared/contracts';
import { useField } from 'formik';
import { useState } from 'react';
import { useCreateInstitution } from './api/create-institution';
import { institutionQuery } from './api/get-institution';
import { GROUP_OPTIONS_LIMIT, useGroupOptions, type GroupKind } from './api/list-group-options';
import { useUpdateInstitution } from './api/update-institution';
import { INSTITUTION_PATHS } from './institution-paths';
import {
  EMPTY_INSTITUTION,
  institutionBody,
  institutionFormValues,
  institutionSchema,
  institutionUpdateBody,
} from './institution-schema';

export default function InstitutionFormPage() {
  return (
    <RecordFormRoute query={institutionQuery} noun="Institution">
      {(institution) => <InstitutionForm institution={institution} />}
    </RecordFormRoute>
  );
}

function InstitutionForm({ institution }: { institution?: Institution }) {
  const nouns = useNouns();
  const createInstitution = useCreateInstitution();
  const updateInstitution = useUpdateInstitution();
  return (
    <>
      <PageHeader title={institution ? 'Edit Institution' : 'Add Institution'} subtitle={institution?.name} />
      <RecordForm
        initialValues={institution ? institutionFormValues(institution) : EMPTY_INSTITUTION}
        validationSchema={institutionSchema}
        listPath={INSTITUTION_PATHS.list}
        record={{ noun: 'Institution', name: (v) => v.name, isNew: !institution }}
        save={(values) =>
          institution
            ? updateInstitution.mutateAsync({ id: institution.id, body: institutionUpdateBody(values, institution) })
            : createInstitution.mutateAsync(institutionBody(values))
        }
      >
        <Stack gap="4" mb="4" maxW={{ md: '50%' }}>
          <TextField name="name" label="Institution Name" required autoComplete="off" />
        </Stack>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
          <GroupsField name="customer_groups" kind="customer" label={`${nouns.customer} Groups`} />
          <GroupsField name="touchpoint_groups" kind="touchpoint" label="Touchpoint Groups" />
        </SimpleGrid>
      </RecordForm>
    </>
  );
}

function GroupsField({ name, kind, label }: { name: string; kind: GroupKind; label: string }) {
  const [field, meta, helpers] = useField<GroupLink[]>(name);
  const [search, setSearch] = useState('');
  const matches = useGroupOptions(kind, search);
  return (
    <MultiPicker
      label={`${label} (${field.value.length})`}
      value={field.value}
      onChange={(next) => void helpers.setValue(next)}
      error={meta.touched && typeof meta.error === 'string' ? meta.error : undefined}
      search={search}
      onSearch={setSearch}
      matches={{ data: matches.data, limit: GROUP_OPTIONS_LIMIT }}
      itemLabel={(group) => group.name}
      searchPlaceholder="Search by name"
    />
  );
}
