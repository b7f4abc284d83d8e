import { toListFilters } from './user-list-filters';

describe('toListFilters', () => {
  it('turns the URL’s strings into the API’s filters', () => {
    expect(toListFilters({ search: 'asha', status: '0', role_id: '4' })).toEqual({
      search: 'asha',
      status: 0,
      role_id: 4,
    });
  });

  it('drops "ALL", empty and malformed values', () => {
    expect(toListFilters({ search: '', status: 'ALL', role_id: 'ALL' })).toEqual({
      search: '',
      status: undefined,
      role_id: undefined,
    });
    expect(toListFilters({ status: '7', role_id: '0' })).toMatchObject({ status: undefined, role_id: undefined });
    expect(toListFilters({ status: '1.5', role_id: '-3' })).toMatchObject({ status: undefined, role_id: undefined });
  });

  it('keeps the search within what the server accepts', () => {
    expect(toListFilters({ search: '<b>asha</b>' }).search).toBe('basha/b');
    expect(toListFilters({ search: 'x'.repeat(150) }).search).toHaveLength(100);
  });
});
