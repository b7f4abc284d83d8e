import { DEFAULT_LABELS } from '../contracts/labels';
import { inTenantWords, nounsOf } from './nouns';

const acme = {
  customer: 'Employee',
  customers: 'Employees',
  transaction: 'Dispensed Product',
  transactions: 'Dispensed Products',
  peopleSection: 'Employees',
  transactionsSection: 'Dispensed Products',
};

describe('nounsOf', () => {
  it("keeps the console's own words for a tenant that renames nothing", () => {
    expect(nounsOf(DEFAULT_LABELS)).toEqual({
      customer: 'Customer',
      customers: 'Customers',
      peopleList: 'People List',
      ordersList: 'Touchpoint Orders',
      order: 'Order',
      orders: 'Orders',
    });
  });

  it("speaks a renaming tenant's words everywhere", () => {
    const nouns = nounsOf(acme);
    expect(nouns).toMatchObject({
      peopleList: 'Employees List',
      ordersList: 'Dispensed Products',
      order: 'Dispensed Product',
    });
    expect(inTenantWords('Linked {customer} Groups', nouns)).toBe('Linked Employee Groups');
    expect(inTenantWords('{customer} Id', nounsOf(DEFAULT_LABELS))).toBe('Customer Id');
    // An unknown key stays as written rather than vanishing.
    expect(inTenantWords('{nothing} here', nouns)).toBe('{nothing} here');
  });
});
