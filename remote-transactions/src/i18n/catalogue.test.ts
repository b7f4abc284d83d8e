import { catalogueProblems, kitWordTwins } from '@console/shared/testing';
import { catalogue } from './catalogue';

it('says in Hindi every message it says in English, with the same placeholders', () => {
  expect(catalogueProblems(catalogue)).toEqual([]);
});

it("leaves the status, vend, refund, wallet-type and request words to the kit's catalogue", () => {
  expect(kitWordTwins(catalogue)).toEqual([]);
});
