/** Rules: search, Status, Type and Channel filters, a server-sorted table and the pager. */
import { Button, ListFilterBar, ListView, PageHeader, useListPage } from '@console/shared/ui';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDeleteRule } from './api/delete-rule';
import { ruleChannelFinder } from './api/list-channel-options';
import { rulesListQuery } from './api/list-rules';
import { ruleColumns } from './columns';
import { RULE_FILTERS, STATUS_FILTER_OPTIONS, TYPE_FILTER_OPTIONS } from './rule-list-filters';

export default function RuleListPage() {
  const navigate = useNavigate();
  const list = useListPage({ query: rulesListQuery, filters: RULE_FILTERS });
  const deleteRule = useDeleteRule();

  const columns = useMemo(
    () =>
      ruleColumns({
        onView: (rule) => navigate(`/rule/${rule.id}`),
        onEdit: (rule) => navigate(`/edit-rule/${rule.id}`),
        onDelete: (rule) => deleteRule(rule),
      }),
    [navigate, deleteRule],
  );
  const addRule = <Button onClick={() => navigate('/add-rule')}>Add Rule</Button>;

  return (
    <>
      <PageHeader title="Rules" right={addRule} />
      <ListFilterBar
        list={list}
        search="Search by name"
        selects={[
          { name: 'status', label: 'Status', options: STATUS_FILTER_OPTIONS },
          { name: 'type', label: 'Type', options: TYPE_FILTER_OPTIONS },
          { name: 'channel_id', label: 'Channel', find: ruleChannelFinder },
        ]}
      />
      <ListView
        list={list}
        columns={columns}
        noun="Rules"
        onRowClick={(rule) => navigate(`/rule/${rule.id}`)}
        emptyAction={addRule}
      />
    </>
  );
}
