/** Touchpoint Groups (`/touchpoint-groups-list`): Name, Actions; search, sort and pagination in the URL. */
import { textFilter } from '@console/shared';
import type { TouchpointGroup } from '@console/shared/contracts';
import { Button, ListFilterBar, ListView, namedRecordColumns, PageHeader, useListPage } from '@console/shared/ui';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDeleteTouchpointGroup } from './api/delete-touchpoint-group';
import { touchpointGroupsListQuery } from './api/list-touchpoint-groups';
import { deleteUnavailable } from './touchpoint-group-schema';

export default function TouchpointGroupListPage() {
  const navigate = useNavigate();
  const list = useListPage({ query: touchpointGroupsListQuery, filters: { search: textFilter } });
  const deleteGroup = useDeleteTouchpointGroup();

  const columns = useMemo(
    () =>
      namedRecordColumns<TouchpointGroup>({
        header: 'Actions',
        onView: (g) => navigate(`/touchpoint-group-view/${g.id}`),
        onEdit: (g) => navigate(`/add-touchpoint-group/${g.id}`),
        onDelete: (g) => deleteGroup(g),
        // A group an institution links cannot be deleted: its Delete stays and says why.
        deleteUnavailable,
      }),
    [navigate, deleteGroup],
  );
  const addGroup = <Button onClick={() => navigate('/add-touchpoint-group')}>Add Touchpoint Group</Button>;

  return (
    <>
      <PageHeader
        title="Touchpoint Groups"
        subtitle="Groups of touchpoints an institution's rules apply to"
        right={addGroup}
      />
      <ListFilterBar list={list} search="Search by name" />
      <ListView
        list={list}
        columns={columns}
        noun="Groups"
        emptyAction={addGroup}
        getRowId={(g) => String(g.id)}
        onRowClick={(g) => navigate(`/touchpoint-group-view/${g.id}`)}
      />
    </>
  );
}
