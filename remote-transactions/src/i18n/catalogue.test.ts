import { kit } from '@console/shared';
import { catalogueProblems } from '@console/shared/testing';
import { catalogue } from './catalogue';

it('says in Hindi every message it says in English, with the same placeholders', () => {
  expect(catalogueProblems(catalogue)).toEqual([]);
});

it("leaves the status, vend, refund, wallet-type and request words to the kit's catalogue", () => {
  const kitWords = new Set(
    Object.entries(kit.messages.en)
      .filter(([key]) => /^(status|vend|refund|wallet|active|request)\./.test(key))
      .map(([, text]) => text),
  );
  expect(Object.entries(catalogue.messages.en).filter(([, text]) => kitWords.has(text))).toEqual([]);
});
