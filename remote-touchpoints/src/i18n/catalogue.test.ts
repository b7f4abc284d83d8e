import { kit } from '@console/shared';
import { catalogueProblems } from '@console/shared/testing';
import { catalogue } from './catalogue';

describe('the touchpoints catalogue', () => {
  it('says in Hindi every message English does, with the same placeholders', () => {
    expect(catalogueProblems(catalogue)).toEqual([]);
  });

  it("leaves the status, active/inactive and wallet-type words to the kit's catalogue", () => {
    const kitWords = new Set(
      Object.entries(kit.messages.en)
        .filter(([key]) => /^(status|vend|refund|wallet|active|request)\./.test(key))
        .map(([, text]) => text),
    );
    expect(Object.entries(catalogue.messages.en).filter(([, text]) => kitWords.has(text))).toEqual([]);
  });
});
