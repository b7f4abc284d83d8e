/** One rule (`/rule/:id`): its details and its time and limit rows, with Edit and Delete. */
import { formatDate, orEmpty } from '@console/shared';
import type { Rule } from '@console/shared/contracts';
import { ActiveBadge, Button, Card, DetailList, Heading, PageHeader, RecordViewRoute } from '@console/shared/ui';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { catalogue, type AdminT } from '../../i18n/catalogue';
import { useDeleteRule } from './api/delete-rule';
import { ruleQuery } from './api/get-rule';
import { groupText, ruleTypeText, scopeText } from './columns';
import { RuleRowsTable } from './rule-rows-table';

const LIST_PATH = '/rules';

export default function RuleViewPage() {
  const t = catalogue.useT();
  return (
    <RecordViewRoute query={ruleQuery} noun={t('rules.noun')} title={t('rules.details')} listPath={LIST_PATH}>
      {(rule, back) => <RuleView rule={rule} back={back} />}
    </RecordViewRoute>
  );
}

function RuleView({ rule, back }: { rule: Rule; back: ReactNode }) {
  const t = catalogue.useT();
  const navigate = useNavigate();
  const deleteRule = useDeleteRule();

  return (
    <>
      <PageHeader
        title={t('rules.details')}
        subtitle={rule.name}
        right={
          <>
            {back}
            <Button onClick={() => navigate(`/edit-rule/${rule.id}`)}>{t('common.edit')}</Button>
            <Button colorPalette="red" onClick={() => deleteRule(rule, { redirectTo: LIST_PATH })}>
              {t('common.delete')}
            </Button>
          </>
        }
      />
      <Card.Root mb="6">
        <Card.Body>
          <DetailList rows={ruleDetails(t, rule)} />
        </Card.Body>
      </Card.Root>
      <Heading as="h2" size="md" mb="2">
        {t('rules.rows.title')}
      </Heading>
      <RuleRowsTable rule={rule} />
    </>
  );
}

function ruleDetails(t: AdminT, rule: Rule): [string, ReactNode][] {
  return [
    [t('common.name'), orEmpty(rule.name)],
    [t('rules.touchPoint'), scopeText(t, rule)],
    [t('common.channel'), orEmpty(rule.channel)],
    [t('common.type'), ruleTypeText(rule.type)],
    [t('common.group'), groupText(t, rule)],
    [t('common.status'), <ActiveBadge key="status" status={rule.status === 1 ? 1 : 0} />],
    [t('common.created'), formatDate(rule.created_at)],
    [t('common.updated'), formatDate(rule.updated_at)],
  ];
}
