/** Institutions (`/instituition-list`): search by name, a server-sorted table and the pager. */
import { textFilter } from '@console/shared';
import type { InstitutionListRequest } from '@console/shared/contracts';
import { Button, ListFilterBar, ListView, PageHeader, useListPage, type ListFilters } from '@console/shared/ui';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { catalogue } from '../../i18n/catalogue';
import { useDeleteInstitution } from './api/delete-institution';
import { institutionsListQuery } from './api/list-institutions';
import { institutionColumns } from './columns';
import { INSTITUTION_PATHS } from './institution-paths';

const FILTERS: ListFilters<InstitutionListRequest> = { search: textFilter };

export default function InstitutionListPage() {
  const t = catalogue.useT();
  const navigate = useNavigate();
  const list = useListPage({ query: institutionsListQuery, filters: FILTERS });
  const deleteInstitution = useDeleteInstitution();

  const columns = useMemo(
    () =>
      institutionColumns(t, {
        onView: (i) => navigate(INSTITUTION_PATHS.view(i.id)),
        onEdit: (i) => navigate(INSTITUTION_PATHS.edit(i.id)),
        onDelete: (i) => deleteInstitution(i),
      }),
    [t, navigate, deleteInstitution],
  );
  const addInstitution = <Button onClick={() => navigate(INSTITUTION_PATHS.add)}>{t('institutions.add')}</Button>;

  return (
    <>
      <PageHeader title={t('institutions.title')} subtitle={t('institutions.subtitle')} right={addInstitution} />
      <ListFilterBar list={list} search={t('common.searchByName')} />
      <ListView
        list={list}
        columns={columns}
        noun={t('institutions.nounPlural')}
        onRowClick={(i) => navigate(INSTITUTION_PATHS.view(i.id))}
        emptyAction={addInstitution}
      />
    </>
  );
}
