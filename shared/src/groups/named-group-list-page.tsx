/**
 * A kind of group's list (Employee Groups, Touchpoint Groups): Name, then the row's View / Edit /
 * Delete (member counts are on the group's page); search, sort and pagination in the URL; a row
 * opens the group; Add <noun> in the header and on an empty list.
 */
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { textFilter } from '../list/filters';
import { useListPage } from '../list/use-list-page';
import { ListFilterBar } from '../ui/list-filter-bar';
import { ListView } from '../ui/list-view';
import { namedRecordColumns } from '../ui/named-record-columns';
import { PageHeader } from '../ui/page-header';
import { Button } from '../ui/ui';
import type { NamedGroupMember } from './group-form';
import type { NamedGroup, NamedGroups } from './named-groups';
import { kit } from '../i18n/kit-messages';

export function NamedGroupListPage<G extends NamedGroup, M extends NamedGroupMember, P extends NamedGroupMember, B, U>({
  groups,
}: {
  groups: NamedGroups<G, M, P, B, U>;
}) {
  const navigate = useNavigate();
  const t = kit.useT();
  const list = useListPage({ query: groups.api.list, filters: { search: textFilter } });
  const deleteGroup = groups.api.useDelete();
  const { paths, deleteUnavailable } = groups;
  const view = useCallback((g: G) => navigate(`${paths.view}/${g.id}`), [navigate, paths.view]);

  const columns = useMemo(
    () =>
      namedRecordColumns<G>({
        header: groups.list.actionsHeader,
        onView: view,
        onEdit: (g) => navigate(`${paths.form}/${g.id}`),
        onDelete: (g) => deleteGroup(g),
        deleteUnavailable,
      }),
    [navigate, view, deleteGroup, groups.list.actionsHeader, paths.form, deleteUnavailable],
  );
  const addGroup = <Button onClick={() => navigate(paths.form)}>{t('group.add', { noun: groups.noun })}</Button>;

  return (
    <>
      <PageHeader title={groups.list.title} subtitle={groups.list.subtitle} right={addGroup} />
      <ListFilterBar list={list} search={t('group.searchByName')} />
      <ListView list={list} columns={columns} noun={t('group.listNoun')} emptyAction={addGroup} onRowClick={view} />
    </>
  );
}
