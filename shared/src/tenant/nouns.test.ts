import { ACME_LABELS } from '../testing/fixtures';
import { DEFAULT_LABELS } from '../contracts/labels';
import { inTenantWords, messageInTenantWords, nounsOf } from './nouns';

const acme = ACME_LABELS;

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

describe('messageInTenantWords', () => {
  it("puts the tenant's noun for people into a server message, capitalised as the message has it", () => {
    const nouns = nounsOf(acme);
    expect(messageInTenantWords('This mobile number already belongs to another customer.', nouns)).toBe(
      'This mobile number already belongs to another employee.',
    );
    expect(messageInTenantWords('Customer Name is required; 3 customers have no wallet.', nouns)).toBe(
      'Employee Name is required; 3 employees have no wallet.',
    );
    // A field or code name is not a word of the sentence.
    expect(messageInTenantWords('customer_id must be a positive integer.', nouns)).toBe(
      'customer_id must be a positive integer.',
    );
  });

  it("leaves the console's own words as they are for a tenant that renames nothing", () => {
    const message = 'This customer already has a primary wallet.';
    expect(messageInTenantWords(message, nounsOf(DEFAULT_LABELS))).toBe(message);
  });
});
