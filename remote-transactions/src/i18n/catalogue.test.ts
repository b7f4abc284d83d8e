import { catalogueProblems } from '@console/shared/testing';
import { catalogue } from './catalogue';

it('says in Hindi every message it says in English, with the same placeholders', () => {
  expect(catalogueProblems(catalogue)).toEqual([]);
});
