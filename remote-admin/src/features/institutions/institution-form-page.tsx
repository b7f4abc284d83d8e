/**
 * Add Institution (`/add-instituition`) and edit (`/add-instituition/:id`): a name and the customer
 * groups and touchpoint groups it links, each picked by searching. An institution links few
 * groups, so its links are the pickers' chosen tags; Save sends what changed.
 */
import { MultiPicker, PageHeader, RecordForm, RecordFormRoute, SimpleGrid, Stack, TextField } from '@console/shared/ui';
import type { GroupLink, Institution } from '@console/shared/contracts';
import { useField } from 'formik';
import { useState } from 'react';
import { catalogue } from '../../i18n/catalogue';
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
  const t = catalogue.useT();
  return (
    <RecordFormRoute query={institutionQuery} noun={t('institutions.noun')} title={t('institutions.edit')}>
      {(institution) => <InstitutionForm institution={institution} />}
    </RecordFormRoute>
  );
}

function InstitutionForm({ institution }: { institution?: Institution }) {
  const t = catalogue.useT();
  const createInstitution = useCreateInstitution();
  const updateInstitution = useUpdateInstitution();
  return (
    <>
      <PageHeader title={institution ? t('institutions.edit') : t('institutions.add')} subtitle={institution?.name} />
      <RecordForm
        initialValues={institution ? institutionFormValues(institution) : EMPTY_INSTITUTION}
        validationSchema={institutionSchema}
        listPath={INSTITUTION_PATHS.list}
        record={{ noun: t('institutions.noun'), name: (v) => v.name, isNew: !institution }}
        save={(values) =>
          institution
            ? updateInstitution.mutateAsync({ id: institution.id, body: institutionUpdateBody(values, institution) })
            : createInstitution.mutateAsync(institutionBody(values))
        }
      >
        <Stack gap="4" mb="4" maxW={{ md: '50%' }}>
          <TextField name="name" label={t('institutions.name')} required autoComplete="off" />
        </Stack>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
          <GroupsField name="customer_groups" kind="customer" label={t('institutions.customerGroups')} />
          <GroupsField name="touchpoint_groups" kind="touchpoint" label={t('institutions.touchpointGroups')} />
        </SimpleGrid>
      </RecordForm>
    </>
  );
}

function GroupsField({ name, kind, label }: { name: string; kind: GroupKind; label: string }) {
  const t = catalogue.useT();
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
      searchPlaceholder={t('common.searchByName')}
    />
  );
}
