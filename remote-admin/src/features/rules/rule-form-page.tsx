/** Add Rule (`/add-rule`) and Edit Rule (`/edit-rule/:id`): the rule, its scope and its time and limit rows. */
import { useNouns } from '@console/shared';
import type { Rule } from '@console/shared/contracts';
import { RULE_TYPE_LABELS, RULE_TYPES } from '@console/shared/contracts/rule-kinds';
import {
  FinderField,
  PageHeader,
  RecordForm,
  RecordFormRoute,
  SearchSelect,
  SelectField,
  SimpleGrid,
  TextField,
  STATUS_OPTIONS,
} from '@console/shared/ui';
import { useField, useFormikContext } from 'formik';
import { useMemo, useState } from 'react';
import { useCreateRule } from './api/create-rule';
import { ruleQuery } from './api/get-rule';
import { ruleChannelFinder } from './api/list-channel-options';
import { ruleGroupFinder } from './api/list-group-options';
import { useRuleTouchpointOptions } from './api/list-touchpoint-options';
import { useUpdateRule } from './api/update-rule';
import { RuleRowsField } from './rule-rows-field';
import {
  EMPTY_RULE,
  ruleBody,
  ruleFormValues,
  ruleSchema,
  ruleUpdateBody,
  touchpointLabel,
  type PickedTouchpoint,
  type RuleFormValues,
} from './rule-schema';

const LIST_PATH = '/rules';
const SCOPE_OPTIONS = [
  { value: 'touchpoint', label: 'One touchpoint' },
  { value: 'channel', label: 'Every touchpoint of a channel' },
];
const TYPE_OPTIONS = RULE_TYPES.map((type) => ({ value: type, label: RULE_TYPE_LABELS[type] }));

export default function RuleFormPage() {
  return (
    <RecordFormRoute query={ruleQuery} noun="Rule">
      {(rule) => <RuleForm rule={rule} />}
    </RecordFormRoute>
  );
}

function RuleForm({ rule }: { rule?: Rule }) {
  const createRule = useCreateRule();
  const updateRule = useUpdateRule();
  const schema = useMemo(() => ruleSchema(), []);

  return (
    <>
      <PageHeader title={rule ? 'Edit Rule' : 'Add Rule'} />
      <RecordForm
        initialValues={rule ? ruleFormValues(rule) : EMPTY_RULE}
        validationSchema={schema}
        listPath={LIST_PATH}
        record={{ noun: 'Rule', name: (v) => v.name, isNew: !rule }}
        save={(values) =>
          rule
            ? updateRule.mutateAsync({ id: rule.id, body: ruleUpdateBody(values, rule.updated_at) })
            : createRule.mutateAsync(ruleBody(values))
        }
      >
        <RuleFields />
      </RecordForm>
    </>
  );
}

function RuleFields() {
  const nouns = useNouns();
  const { values } = useFormikContext<RuleFormValues>();
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField name="name" label="Name" required autoComplete="off" />
        <SelectField name="type" label="Type" options={TYPE_OPTIONS} required />
        <SelectField name="scope" label="Applies To" options={SCOPE_OPTIONS} required />
        {values.scope === 'touchpoint' ? (
          <TouchpointField />
        ) : (
          <FinderField
            name="channel_id"
            label="Channel"
            find={ruleChannelFinder}
            placeholder="Select channel"
            required
          />
        )}
        {/* None chosen, the rule governs everyone. */}
        <FinderField
          name="customer_group_id"
          label={`${nouns.customer} Group`}
          find={ruleGroupFinder}
          noun={`${nouns.customer.toLowerCase()} groups`}
          placeholder="Everyone"
        />
        <SelectField name="status" label="Status" options={STATUS_OPTIONS} required />
      </SimpleGrid>
      <RuleRowsField type={values.type} />
    </>
  );
}

/** The rule's touchpoint, found by typing its name (the kit's SearchSelect). */
function TouchpointField() {
  const [field, meta, helpers] = useField<PickedTouchpoint | null>('touchpoint');
  const { submitCount } = useFormikContext();
  const [search, setSearch] = useState('');
  const matches = useRuleTouchpointOptions(search);
  return (
    <SearchSelect
      label="Touchpoint"
      required
      value={field.value}
      onChange={(next) => {
        void helpers.setTouched(true, false);
        void helpers.setValue(next);
      }}
      onSearch={setSearch}
      options={matches.data?.data.map((t) => ({ id: t.id, label: touchpointLabel(t.name, t.channel) }))}
      total={matches.data?.total}
      noun="touchpoints"
      placeholder="Search by touchpoint name"
      emptyText="No match: try another touchpoint name"
      error={(meta.touched || submitCount > 0) && typeof meta.error === 'string' ? meta.error : undefined}
    />
  );
}
