/** Add Rule (`/add-rule`) and Edit Rule (`/edit-rule/:id`): the rule, its scope and its time and limit rows. */
import type { Rule } from '@console/shared/contracts';
import { RULE_TYPES } from '@console/shared/contracts/rule-kinds';
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
import { catalogue, type AdminT } from '../../i18n/catalogue';
import { useCreateRule } from './api/create-rule';
import { ruleQuery } from './api/get-rule';
import { ruleChannelFinder } from './api/list-channel-options';
import { ruleGroupFinder } from './api/list-group-options';
import { ruleTypeText } from './columns';
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
const scopeOptions = (t: AdminT) => [
  { value: 'touchpoint', label: t('rules.scope.touchpoint') },
  { value: 'channel', label: t('rules.scope.channel') },
];
const typeOptions = (t: AdminT) => RULE_TYPES.map((type) => ({ value: type, label: ruleTypeText(t, type) }));

export default function RuleFormPage() {
  const t = catalogue.useT();
  return (
    <RecordFormRoute query={ruleQuery} noun={t('rules.noun')} title={t('rules.edit')}>
      {(rule) => <RuleForm rule={rule} />}
    </RecordFormRoute>
  );
}

function RuleForm({ rule }: { rule?: Rule }) {
  const t = catalogue.useT();
  const createRule = useCreateRule();
  const updateRule = useUpdateRule();
  const schema = useMemo(() => ruleSchema(), []);

  return (
    <>
      <PageHeader title={rule ? t('rules.edit') : t('rules.add')} />
      <RecordForm
        initialValues={rule ? ruleFormValues(rule) : EMPTY_RULE}
        validationSchema={schema}
        listPath={LIST_PATH}
        record={{ noun: t('rules.noun'), name: (v) => v.name, isNew: !rule }}
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
  const t = catalogue.useT();
  const { values } = useFormikContext<RuleFormValues>();
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField name="name" label={t('common.name')} required autoComplete="off" />
        <SelectField name="type" label={t('common.type')} options={typeOptions(t)} required />
        <SelectField name="scope" label={t('rules.field.appliesTo')} options={scopeOptions(t)} required />
        {values.scope === 'touchpoint' ? (
          <TouchpointField />
        ) : (
          <FinderField
            name="channel_id"
            label={t('common.channel')}
            find={ruleChannelFinder}
            placeholder={t('rules.field.selectChannel')}
            required
          />
        )}
        {/* None chosen, the rule governs everyone. */}
        <FinderField
          name="customer_group_id"
          label={t('rules.field.customerGroup')}
          find={ruleGroupFinder}
          placeholder={t('rules.everyone')}
        />
        <SelectField name="status" label={t('common.status')} options={STATUS_OPTIONS} required />
      </SimpleGrid>
      <RuleRowsField type={values.type} />
    </>
  );
}

/** The rule's touchpoint, found by typing its name (the kit's SearchSelect). */
function TouchpointField() {
  const t = catalogue.useT();
  const [field, meta, helpers] = useField<PickedTouchpoint | null>('touchpoint');
  const { submitCount } = useFormikContext();
  const [search, setSearch] = useState('');
  const matches = useRuleTouchpointOptions(search);
  return (
    <SearchSelect
      label={t('rules.field.touchpoint')}
      required
      value={field.value}
      onChange={(next) => {
        void helpers.setTouched(true, false);
        void helpers.setValue(next);
      }}
      onSearch={setSearch}
      options={matches.data?.data.map((tp) => ({ id: tp.id, label: touchpointLabel(tp.name, tp.channel) }))}
      total={matches.data?.total}
      noun={t('rules.field.touchpoints')}
      placeholder={t('rules.field.touchpointSearch')}
      emptyText={t('rules.field.touchpointNoMatch')}
      error={(meta.touched || submitCount > 0) && typeof meta.error === 'string' ? meta.error : undefined}
    />
  );
}
