import { catalogueProblems } from '@console/shared/testing';
import { catalogue } from './catalogue';

describe('the touchpoints catalogue', () => {
  it('says in Hindi every message English does, with the same placeholders', () => {
    expect(catalogueProblems(catalogue)).toEqual([]);
  });
});
