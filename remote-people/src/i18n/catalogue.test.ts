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
});
