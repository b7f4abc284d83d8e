import { object } from 'yup';
import { email, mobile, msg, password, personName, positiveAmount, requiredString } from './messages';
import { filterInput, onlyLettersDigitsSpaces } from './input-filters';

const errorOf = (schema: { validateSync(v: unknown): unknown }, value: unknown) => {
  try {
    schema.validateSync(value);
    return null;
  } catch (e) {
    return (e as Error).message;
  }
};

describe('SPEC §5 messages', () => {
  it('words every message exactly', () => {
    expect(msg.required).toBe('Value required');
    expect(msg.minLength(3)).toBe('Enter at least 3 characters');
    expect(msg.maxLength(9)).toBe('Enter at most 9 characters');
    expect(msg.exactLength(6)).toBe('Characters must be 6 in length');
    expect(msg.numericOnly).toBe('Enter only numbers');
    expect(msg.numericMin(1)).toBe('Enter number greater than or equal to 1');
    expect(msg.numericMax(5)).toBe('Enter number smaller than or equal to 5');
    expect(msg.lettersOnly).toBe('Enter only letters');
    expect(msg.email).toBe('Enter a valid email address');
    expect(msg.pattern).toBe('Invalid format');
    expect(msg.url).toBe('Enter a valid url');
    expect(msg.mobile).toBe('Enter valid mobile number');
    expect(msg.decimalGreater(0)).toBe('Enter number greater than 0');
    expect(msg.decimalLess(10)).toBe('Enter number less than 10');
    expect(msg.mobileMinLength).toBe('Enter atleast 5 Character');
  });

  it('validates with those messages', () => {
    expect(errorOf(requiredString(), '')).toBe('Value required');
    expect(errorOf(email(), 'asha@')).toBe('Enter a valid email address');
    expect(errorOf(email(), 'asha@demo.local')).toBeNull();
    expect(errorOf(mobile(), '987')).toBe('Enter atleast 5 Character');
    expect(errorOf(mobile(), '12345678')).toBe('Enter valid mobile number');
    expect(errorOf(mobile(), '9876543210')).toBeNull();
    expect(errorOf(personName(), 'R2D2')).toBe('Enter only letters');
    expect(errorOf(password(), 'short')).toBe('Enter at least 8 characters');
    expect(errorOf(positiveAmount(), 0)).toBe('Enter number greater than 0');
    expect(errorOf(object({ a: requiredString() }), {})).toBe('Value required');
  });
});

describe('input filters', () => {
  it('blocks spaces, negatives, extra decimals; clamps; uppercases; applies a pattern', () => {
    expect(filterInput('a b c', { noSpaces: true })).toBe('abc');
    expect(filterInput('-5', { noNegative: true })).toBe('5');
    expect(filterInput('12.345', { decimals: 2 })).toBe('12.34');
    expect(filterInput('12.3', { decimals: 0 })).toBe('12');
    expect(filterInput('250', { max: 100 })).toBe('100');
    expect(filterInput('ab12', { uppercase: true })).toBe('AB12');
    expect(filterInput('a1-b2', { pattern: /[a-z0-9]/ })).toBe('a1b2');
    expect(onlyLettersDigitsSpaces('Room 12')).toBe(true);
    expect(onlyLettersDigitsSpaces('Room #12')).toBe(false);
  });
});
