import { MOBILE } from '../contracts/fields';

/**
 * Input filters: block spaces, block negatives, decimals up to a limit (default 2),
 * min and max, a pattern, uppercase. Applied as the operator types, so a field never holds
 * what the form would refuse.
 */
export interface InputFilterOptions {
  noSpaces?: boolean;
  noNegative?: boolean;
  /**
   * Treat the field as a number even without decimals/min/max/noNegative (then with
   * DEFAULT_DECIMALS). A text field sets none of these and keeps its letters.
   */
  numeric?: boolean;
  /** Decimal places allowed for a number (0 = integers only). Setting it makes the field numeric. */
  decimals?: number;
  min?: number;
  max?: number;
  /** Tested one character at a time; characters that do not match are dropped. */
  pattern?: RegExp;
  uppercase?: boolean;
}

export const DEFAULT_DECIMALS = 2;

export function filterInput(raw: string, options: InputFilterOptions): string {
  let value = raw;
  if (options.noSpaces) value = value.replace(/\s+/g, '');
  // Uppercase before the pattern, so /[A-Z0-9]/ on an uppercase field keeps what was typed in lowercase.
  if (options.uppercase) value = value.toUpperCase();
  if (options.pattern) {
    // Without g/y the regex keeps no lastIndex between characters.
    const single = new RegExp(options.pattern.source, options.pattern.flags.replace(/[gy]/g, ''));
    value = [...value].filter((c) => single.test(c)).join('');
  }
  const numeric =
    options.numeric ||
    options.noNegative ||
    options.decimals !== undefined ||
    options.min !== undefined ||
    options.max !== undefined;
  return numeric ? filterNumber(value, options) : value;
}

function filterNumber(raw: string, options: InputFilterOptions): string {
  const decimals = Math.max(0, Math.floor(options.decimals ?? DEFAULT_DECIMALS));
  // A non-negative min forbids the sign just as noNegative does.
  const negative = !options.noNegative && (options.min === undefined || options.min < 0) && raw.trim().startsWith('-');
  let digits = raw.replace(/[^0-9.]/g, '');
  const dot = digits.indexOf('.');
  if (dot >= 0) {
    const whole = digits.slice(0, dot);
    const fraction = digits.slice(dot + 1).replace(/\./g, '');
    // "12." survives so the operator can go on to type "12.5".
    digits = decimals > 0 ? `${whole}.${fraction.slice(0, decimals)}` : whole;
  }
  const value = negative ? `-${digits}` : digits;
  const n = Number(value);
  if (digits === '' || digits === '.' || !Number.isFinite(n)) return value;
  // Clamp only where more typing can never come back into range: a positive value above max
  // only grows, a negative one below min only shrinks. "5" on the way to "50" with min 10 is
  // left alone; the form's schema reports it if the operator stops there.
  if (options.max !== undefined && n > options.max && !negative) return String(options.max);
  if (options.min !== undefined && n < options.min && negative) return String(options.min);
  return value;
}

/** A text check accepts only letters, digits and spaces (any script; \p{M} keeps Indic vowel signs). */
export const LETTERS_DIGITS_SPACES = /^[\p{L}\p{M}\p{N} ]*$/u;

export function onlyLettersDigitsSpaces(text: string): boolean {
  return LETTERS_DIGITS_SPACES.test(text);
}

/** A mobile number as typed: digits and one leading + (the server's pattern decides the rest). */
export const mobileInput = (raw: string) =>
  raw
    .replace(/[^\d+]/g, '')
    .replace(/(?!^)\+/g, '')
    .slice(0, MOBILE.maxLength);

/** The mobile rule said before it refuses anything. */
export const MOBILE_HELP = 'A 10-digit mobile number, optionally with +91';
