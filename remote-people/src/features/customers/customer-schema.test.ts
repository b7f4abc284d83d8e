import { customerBody, EMPTY_CUSTOMER, type CustomerFormValues } from './customer-schema';

const values = (changes: Partial<CustomerFormValues>): CustomerFormValues => ({
  ...EMPTY_CUSTOMER,
  first_name: 'Asha',
  last_name: 'Iyer',
  mobile: '9876543210',
  ...changes,
});

describe('customerBody: the PIN the form never receives', () => {
  it('sends a typed PIN', () => {
    expect(customerBody(values({ pin: '4321' }), true).pin).toBe('4321');
  });

  it('on edit, an empty PIN is left out, so the current one is kept', () => {
    expect('pin' in customerBody(values({ pin: '' }), true)).toBe(false);
  });

  it('on edit, "Remove the PIN" clears it', () => {
    expect(customerBody(values({ pin: '', remove_pin: ['remove'] }), true).pin).toBeNull();
  });

  it('on create, an empty PIN is none', () => {
    expect(customerBody(values({ pin: '' })).pin).toBeNull();
  });
});
