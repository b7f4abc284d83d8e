import { catalogueProblems, kitWordTwins } from '@console/shared/testing';
import { catalogue } from './catalogue';

describe('the touchpoints catalogue', () => {
  it('says in Hindi every message English does, with the same placeholders', () => {
    expect(catalogueProblems(catalogue)).toEqual([]);
  });

  it("leaves the status, active/inactive and wallet-type words to the kit's catalogue", () => {
    expect(kitWordTwins(catalogue)).toEqual([]);
  });
});
