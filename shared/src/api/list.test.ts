import { listPayload, withIdFilters } from './list';

describe('listPayload', () => {
  it('turns page and size into offset and limit and leaves out "ALL" and empty filters', () => {
    expect(listPayload({ page: 3, pageSize: 20, filters: { search: ' asha ', type: 'ALL', group_id: '' } })).toEqual({
      offset: 40,
      limit: 20,
      search: 'asha',
    });
  });
});

describe('withIdFilters', () => {
  it('sends ids from the URL as numbers and drops what is no id', () => {
    expect(withIdFilters({ group_id: '12', search: 'x' }, ['group_id'])).toEqual({ group_id: 12, search: 'x' });
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999']) {
      expect(withIdFilters({ group_id: bad }, ['group_id'])).toEqual({ group_id: undefined });
    }
    expect(withIdFilters({ group_id: 'ALL' }, ['group_id'])).toEqual({ group_id: 'ALL' });
  });
});
