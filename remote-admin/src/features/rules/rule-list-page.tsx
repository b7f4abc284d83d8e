/** Rules: search, Status, Type and Channel filters, a server-sorted table and the pager. */
import { ACTIVE_FILTER_OPTIONS, Button, ListFilterBar, ListView, PageHeader, useListPage } from '@console/shared/ui';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { catalogue } from '../../i18n/catalogue';
import { useDeleteRule } from './api/delete-rule';
import { ruleChannelFinder } from './api/list-channel-options';
import { rulesListQuery } from './api/list-rules';
import { ruleColumns } from './columns';
import { RULE_FILTERS, typeFilterOptions } from './rule-list-filters';

export default function RuleListPage() {
  const t = catalogue.useT();
  const navigate = useNavigate();
  const list = useListPage({ query: rulesListQuery, filters: RULE_FILTERS });
  const deleteRule = useDeleteRule();

  const columns = useMemo(
    () =>
      ruleColumns(t, {
        onView: (rule) => navigate(`/rule/${rule.id}`),
        onEdit: (rule) => navigate(`/edit-rule/${rule.id}`),
        onDelete: (rule) => deleteRule(rule),
      }),
    [t, navigate, deleteRule],
  );
  const addRule = <Button onClick={() => navigate('/add-rule')}>{t('rules.add')}</Button>;

  return (
    <>
      <PageHeader title={t('rules.title')} right={addRule} />
      <ListFilterBar
        list={list}
        search={t('common.searchByName')}
        selects={[
          { name: 'status', label: t('common.status'), options: ACTIVE_FILTER_OPTIONS },
          { name: 'type', label: t('common.type'), options: typeFilterOptions() },
          { name: 'channel_id', label: t('common.channel'), find: ruleChannelFinder },
        ]}
      />
      <ListView
        list={list}
        columns={columns}
        noun={t('rules.nounPlural')}
        onRowClick={(rule) => navigate(`/rule/${rule.id}`)}
        emptyAction={addRule}
      />
    </>
  );
}
