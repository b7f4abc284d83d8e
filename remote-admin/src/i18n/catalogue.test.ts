import { catalogueProblems } from '@console/shared/testing';
import { catalogue } from './catalogue';

describe('the admin catalogue', () => {
  it('says every message in Hindi with the same placeholders', () => {
    expect(catalogueProblems(catalogue, ['common.id', 'audit.entry.ip'])).toEqual([]);
  });
});
