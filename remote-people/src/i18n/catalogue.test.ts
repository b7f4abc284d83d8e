import { catalogueProblems, kitWordTwins } from '@console/shared/testing';
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
    expect(kitWordTwins(catalogue)).toEqual([]);
  });
});
