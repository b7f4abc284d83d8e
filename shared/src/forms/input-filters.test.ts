import { DEFAULT_DECIMALS, filterInput, onlyLettersDigitsSpaces } from './input-filters';

describe('filterInput on text fields', () => {
  it('leaves text alone when no option applies', () => {
    expect(filterInput('Asha K-12', {})).toBe('Asha K-12');
  });

  it('blocks spaces of every kind', () => {
    expect(filterInput('a b\tc\u00a0d', { noSpaces: true })).toBe('abcd');
  });

  it('forces uppercase', () => {
    expect(filterInput('ab12', { uppercase: true })).toBe('AB12');
  });

  it('drops characters that do not match the pattern', () => {
    expect(filterInput('a1-b2', { pattern: /[a-z0-9]/ })).toBe('a1b2');
    // A global regex would skip every other character through lastIndex; the filter must not.
    expect(filterInput('aaaa', { pattern: /a/g })).toBe('aaaa');
    expect(filterInput('aaaa', { pattern: /a/y })).toBe('aaaa');
  });

  it('uppercases before the pattern and removes spaces first', () => {
    expect(filterInput('ka 01 ab', { uppercase: true, noSpaces: true, pattern: /[A-Z0-9]/ })).toBe('KA01AB');
  });
});

describe('filterInput on number fields', () => {
  it('allows two decimals by default', () => {
    expect(DEFAULT_DECIMALS).toBe(2);
    expect(filterInput('12.345', { numeric: true })).toBe('12.34');
    expect(filterInput('12.345', { noNegative: true })).toBe('12.34');
  });

  it('cuts decimals to the limit, 0 meaning integers', () => {
    expect(filterInput('12.345', { decimals: 2 })).toBe('12.34');
    expect(filterInput('12.345', { decimals: 1 })).toBe('12.3');
    expect(filterInput('12.3', { decimals: 0 })).toBe('12');
    expect(filterInput('12.', { decimals: 0 })).toBe('12');
  });

  it('keeps a half-typed number', () => {
    expect(filterInput('12.', { decimals: 2 })).toBe('12.');
    expect(filterInput('.5', { decimals: 2 })).toBe('.5');
    expect(filterInput('-', { numeric: true })).toBe('-');
    expect(filterInput('', { numeric: true })).toBe('');
  });

  it('drops letters and extra dots', () => {
    expect(filterInput('1a2b.3.4', { numeric: true })).toBe('12.34');
    expect(filterInput('1,00,000', { numeric: true })).toBe('100000');
  });

  it('blocks negatives when asked, or when min is not below zero', () => {
    expect(filterInput('-5', { noNegative: true })).toBe('5');
    expect(filterInput('-5', { min: 0 })).toBe('5');
    expect(filterInput('-5', { numeric: true })).toBe('-5');
    expect(filterInput('-5', { min: -10 })).toBe('-5');
    expect(filterInput('5-', { numeric: true })).toBe('5');
  });

  it('clamps a value above max to max', () => {
    expect(filterInput('250', { max: 100 })).toBe('100');
    expect(filterInput('100.5', { max: 100 })).toBe('100');
    expect(filterInput('99.99', { max: 100 })).toBe('99.99');
    expect(filterInput('100', { max: 100 })).toBe('100');
  });

  it('clamps a negative value below min to min', () => {
    expect(filterInput('-50', { min: -10 })).toBe('-10');
    expect(filterInput('-9.5', { min: -10 })).toBe('-9.5');
  });

  it('lets the operator type through a value below a positive min', () => {
    // "5" is on the way to "50"; clamping it to 10 would make 50 untypeable.
    expect(filterInput('5', { min: 10, max: 100 })).toBe('5');
    expect(filterInput('50', { min: 10, max: 100 })).toBe('50');
    expect(filterInput('500', { min: 10, max: 100 })).toBe('100');
  });
});

describe('onlyLettersDigitsSpaces', () => {
  it('accepts letters (any script), digits and spaces', () => {
    expect(onlyLettersDigitsSpaces('Room 12')).toBe(true);
    expect(onlyLettersDigitsSpaces('')).toBe(true);
    expect(onlyLettersDigitsSpaces('हिन्दी 12')).toBe(true);
  });

  it('refuses anything else', () => {
    expect(onlyLettersDigitsSpaces('Room #12')).toBe(false);
    expect(onlyLettersDigitsSpaces('a-b')).toBe(false);
    expect(onlyLettersDigitsSpaces('a\tb')).toBe(false);
    expect(onlyLettersDigitsSpaces('a\nb')).toBe(false);
  });
});
