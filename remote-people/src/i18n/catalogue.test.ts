import { kit } from '@console/shared';
import { catalogueProblems } from '@console/shared/testing';
import { catalogue } from './catalogue';

describe("remote-people's catalogue", () => {
  it('says every message in Hindi, with the same placeholders', () => {
    expect(
      catalogueProblems(catalogue, [
        'customers.form.rfid',
        'customers.form.pin',
        'customers.detail.rfid',
        'customers.detail.pin',
        'customers.pin.shown',
        'customers.rfid.label',
      ]),
    ).toEqual([]);
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
