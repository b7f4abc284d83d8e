/** One rule (`/rule/:id`): its details and its time and limit rows, with Edit and Delete. */
import { formatDate, orEmpty } from '@console/shared';
import type { Rule } from '@console/shared/contracts';
import { RULE_TYPE_LABELS } from '@console/shared/contracts/rule-kinds';
import { ActiveBadge, Button, Card, DetailList, Heading, PageHeader, RecordViewRoute } from '@console/shared/ui';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDeleteRule } from './api/delete-rule';
import { ruleQuery } from './api/get-rule';
import { groupText, scopeText } from './columns';
import { RuleRowsTable } from './rule-rows-table';

const LIST_PATH = '/rules';

export default function RuleViewPage() {
  return (
    <RecordViewRoute query={ruleQuery} noun="Rule" title="Rule Details" listPath={LIST_PATH}>
      {(rule, back) => <RuleView rule={rule} back={back} />}
    </RecordViewRoute>
  );
}

function RuleView({ rule, back }: { rule: Rule; back: ReactNode }) {
  const navigate = useNavigate();
  const deleteRule = useDeleteRule();

  return (
    <>
      <PageHeader
        title="Rule Details"
        subtitle={rule.name}
        right={
          <>
            {back}
            <Button onClick={() => navigate(`/edit-rule/${rule.id}`)}>Edit</Button>
            <Button colorPalette="red" onClick={() => deleteRule(rule, { redirectTo: LIST_PATH })}>
              Delete
            </Button>
          </>
        }
      />
      <Card.Root mb="6">
        <Card.Body>
          <DetailList rows={ruleDetails(rule)} />
        </Card.Body>
      </Card.Root>
      <Heading as="h2" size="md" mb="2">
        Time and Limit
      </Heading>
      <RuleRowsTable rule={rule} />
    </>
  );
}

function ruleDetails(rule: Rule): [string, ReactNode][] {
  return [
    ['Name', orEmpty(rule.name)],
    ['Touch Point', scopeText(rule)],
    ['Channel', orEmpty(rule.channel)],
    ['Type', RULE_TYPE_LABELS[rule.type]],
    ['Group', groupText(rule)],
    ['Status', <ActiveBadge key="status" status={rule.status === 1 ? 1 : 0} />],
    ['Created', formatDate(rule.created_at)],
    ['Updated', formatDate(rule.updated_at)],
  ];
}
