import { object } from 'yup';
import {
  email,
  label,
  mobile,
  msg,
  optionalPassword,
  password,
  personName,
  positiveAmount,
  requiredSelection,
  requiredString,
  textOnly,
  textRule,
} from './messages';

/** The first error message of a schema for a value, or null when it passes. */
const errorOf = (schema: { validateSync(v: unknown): unknown }, value: unknown): string | null => {
  try {
    schema.validateSync(value);
    return null;
  } catch (e) {
    return (e as Error).message;
  }
};

describe('the form message catalogue', () => {
  it('words every fixed message exactly', () => {
    expect(msg.required()).toBe('Value required');
    expect(msg.numericOnly()).toBe('Enter only numbers');
    expect(msg.lettersOnly()).toBe('Enter only letters');
    expect(msg.email()).toBe('Enter a valid email address');
    expect(msg.pattern()).toBe('Invalid format');
    expect(msg.url()).toBe('Enter a valid url');
    expect(msg.mobile()).toBe('Enter valid mobile number');
    expect(msg.mobileMinLength()).toBe('Enter atleast 5 Character');
  });

  it('words every counted message exactly', () => {
    expect(msg.minLength(3)()).toBe('Enter at least 3 characters');
    expect(msg.maxLength(9)()).toBe('Enter at most 9 characters');
    expect(msg.exactLength(6)()).toBe('Characters must be 6 in length');
    expect(msg.numericMin(1)()).toBe('Enter number greater than or equal to 1');
    expect(msg.numericMax(5)()).toBe('Enter number smaller than or equal to 5');
    expect(msg.decimalGreater(0)()).toBe('Enter number greater than 0');
    expect(msg.decimalLess(10.5)()).toBe('Enter number less than 10.5');
  });
});

describe('requiredString', () => {
  it('requires a non-blank value', () => {
    expect(errorOf(requiredString(), '')).toBe('Value required');
    expect(errorOf(requiredString(), '   ')).toBe('Value required');
    expect(errorOf(requiredString(), undefined)).toBe('Value required');
    expect(errorOf(object({ a: requiredString() }), {})).toBe('Value required');
    expect(errorOf(requiredString(), 'x')).toBeNull();
  });

  it('caps the length', () => {
    expect(errorOf(requiredString(3), 'abcd')).toBe('Enter at most 3 characters');
    expect(errorOf(requiredString(), 'a'.repeat(201))).toBe('Enter at most 200 characters');
  });
});

describe('email', () => {
  it('is required and well formed', () => {
    expect(errorOf(email(), '')).toBe('Value required');
    expect(errorOf(email(), 'asha@')).toBe('Enter a valid email address');
    expect(errorOf(email(), 'asha@demo')).toBe('Enter a valid email address');
    expect(errorOf(email(), 'as ha@demo.local')).toBe('Enter a valid email address');
    expect(errorOf(email(), 'asha@demo.local')).toBeNull();
    expect(errorOf(email(), ' asha@demo.local ')).toBeNull();
  });
});

describe('mobile', () => {
  it('is required, at least 5 characters, then an Indian mobile number', () => {
    expect(errorOf(mobile(), '')).toBe('Value required');
    expect(errorOf(mobile(), '987')).toBe('Enter atleast 5 Character');
    expect(errorOf(mobile(), '12345678')).toBe('Enter valid mobile number');
    expect(errorOf(mobile(), '5876543210')).toBe('Enter valid mobile number');
    expect(errorOf(mobile(), '98765432101')).toBe('Enter valid mobile number');
    expect(errorOf(mobile(), '91 9876543210')).toBe('Enter valid mobile number');
    expect(errorOf(mobile(), '9876543210')).toBeNull();
    expect(errorOf(mobile(), '+919876543210')).toBeNull();
    expect(errorOf(mobile(), '6000000000')).toBeNull();
  });
});

describe('personName', () => {
  it("accepts letters, spaces and .'- only", () => {
    expect(errorOf(personName(), '')).toBe('Value required');
    expect(errorOf(personName(), 'R2D2')).toBe('Enter only letters');
    expect(errorOf(personName(), 'Asha_K')).toBe('Enter only letters');
    expect(errorOf(personName(), "Asha D'Souza-Rao Jr.")).toBeNull();
    expect(errorOf(personName(), 'हिन्दी नाम')).toBeNull();
  });

  it('caps at 60 unless told otherwise', () => {
    expect(errorOf(personName(), 'a'.repeat(61))).toBe('Enter at most 60 characters');
    expect(errorOf(personName(), 'a'.repeat(60))).toBeNull();
    expect(errorOf(personName(5), 'abcdef')).toBe('Enter at most 5 characters');
  });
});

describe('textOnly', () => {
  it('accepts only letters, digits and spaces', () => {
    expect(errorOf(textOnly(), 'Room 12')).toBeNull();
    expect(errorOf(textOnly(), '')).toBeNull();
    expect(errorOf(textOnly(), 'Room #12')).toBe('Invalid format');
    expect(errorOf(textOnly(), '<b>')).toBe('Invalid format');
  });
});

describe('label', () => {
  it('accepts a role name as the server does', () => {
    expect(errorOf(label(), 'Ops & Finance (North)')).toBeNull();
    expect(errorOf(label(), '-Ops')).toBe('Invalid format');
    expect(errorOf(label(), '')).toBe('Value required');
  });
});

describe('password', () => {
  it('is required, 8 to 200 characters', () => {
    expect(errorOf(password(), '')).toBe('Value required');
    expect(errorOf(password(), 'short')).toBe('Enter at least 8 characters');
    expect(errorOf(password(), 'a'.repeat(8))).toBeNull();
    expect(errorOf(password(), 'a'.repeat(200))).toBeNull();
    expect(errorOf(password(), 'a'.repeat(201))).toBe('Enter at most 200 characters');
    expect(errorOf(password(8, 128), 'a'.repeat(129))).toBe('Enter at most 128 characters');
  });

  it('may be left empty on edit, but not short', () => {
    expect(errorOf(optionalPassword(), '')).toBeNull();
    expect(errorOf(optionalPassword(), undefined)).toBeNull();
    expect(errorOf(optionalPassword(), 'short')).toBe('Enter at least 8 characters');
  });
});

describe('positiveAmount', () => {
  it('is a number above zero', () => {
    expect(errorOf(positiveAmount(), 0)).toBe('Enter number greater than 0');
    expect(errorOf(positiveAmount(), -5)).toBe('Enter number greater than 0');
    expect(errorOf(positiveAmount(), 'abc')).toBe('Enter only numbers');
    expect(errorOf(positiveAmount(), '')).toBe('Value required');
    expect(errorOf(positiveAmount(), undefined)).toBe('Value required');
    expect(errorOf(positiveAmount(), 0.01)).toBeNull();
    expect(errorOf(positiveAmount(), '12.5')).toBeNull();
  });

  it('has at most two decimals', () => {
    expect(errorOf(positiveAmount(), 12.34)).toBeNull();
    // Binary floating-point noise (3.3000000000000003) is not a third decimal.
    expect(errorOf(positiveAmount(), 1.1 + 2.2)).toBeNull();
    expect(errorOf(positiveAmount(), 0.1 + 0.2)).toBeNull();
    expect(errorOf(positiveAmount(), 1.005)).toBe('Invalid format');
    expect(errorOf(positiveAmount(), 12.345)).toBe('Invalid format');
    expect(errorOf(positiveAmount(0), 12.5)).toBe('Invalid format');
  });
});

describe('requiredSelection', () => {
  it('needs at least one choice', () => {
    expect(errorOf(requiredSelection(), [])).toBe('Value required');
    expect(errorOf(requiredSelection(), ['users.view'])).toBeNull();
  });
});

describe('textRule', () => {
  const field = { minLength: 4, maxLength: 6, pattern: '^[0-9]+$' };

  it('says the wire limits with the form messages, cap then format then least length', () => {
    const rule = textRule(field, { required: true });
    expect(errorOf(rule, '  ')).toBe('Value required');
    expect(errorOf(rule, '1234567')).toBe('Enter at most 6 characters');
    expect(errorOf(rule, '12a')).toBe('Invalid format');
    expect(errorOf(rule, '123')).toBe('Enter at least 4 characters');
    expect(errorOf(rule, ' 1234 ')).toBeNull();
  });

  it('takes other words and another order', () => {
    const rule = textRule(field, { messages: { pattern: msg.numericOnly }, order: ['minLength', 'pattern'] });
    expect(errorOf(rule, '1a')).toBe('Enter at least 4 characters');
    expect(errorOf(rule, '12a4')).toBe('Enter only numbers');
  });

  it('lets an optional field be empty, and checks an untrimmed one as typed', () => {
    expect(errorOf(textRule(field), '')).toBeNull();
    expect(errorOf(textRule(field), '   ')).toBeNull();
    expect(errorOf(textRule(field, { trim: false }), '')).toBeNull();
    expect(errorOf(textRule(field, { trim: false }), ' 1234')).toBe('Invalid format');
  });

  it('leaves a least length of 1 to required', () => {
    expect(errorOf(textRule({ minLength: 1, maxLength: 5 }), '')).toBeNull();
    expect(errorOf(textRule({ minLength: 1, maxLength: 5 }, { required: true }), '')).toBe('Value required');
  });
});
