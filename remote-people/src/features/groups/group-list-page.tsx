/** Employee Groups (`/group-list`): Name, Action (member counts are on the group's page); search, sort and pagination in the URL. */
import { textFilter } from '@console/shared';
import { Button, ListFilterBar, ListView, namedRecordColumns, PageHeader, useListPage } from '@console/shared/ui';
import type { CustomerGroup } from '@console/shared/contracts';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDeleteGroup } from './api/delete-group';
import { groupsListQuery } from './api/list-groups';

export default function GroupListPage() {
  const navigate = useNavigate();
  const list = useListPage({ query: groupsListQuery, filters: { search: textFilter } });
  const deleteGroup = useDeleteGroup();

  const columns = useMemo(
    () =>
      namedRecordColumns<CustomerGroup>({
        header: 'Action',
        onView: (g) => navigate(`/group-view/${g.id}`),
        onEdit: (g) => navigate(`/add-group/${g.id}`),
        onDelete: (g) => deleteGroup(g),
      }),
    [navigate, deleteGroup],
  );
  const addGroup = <Button onClick={() => navigate('/add-group')}>Add Group</Button>;

  return (
    <>
      <PageHeader
        title="Employee Groups"
        subtitle="Groups decide who may buy where, and whom a bulk credit pays"
        right={addGroup}
      />
      <ListFilterBar list={list} search="Search by name" />
      <ListView
        list={list}
        columns={columns}
        noun="Groups"
        emptyAction={addGroup}
        getRowId={(g) => String(g.id)}
        onRowClick={(g) => navigate(`/group-view/${g.id}`)}
      />
    </>
  );
}
