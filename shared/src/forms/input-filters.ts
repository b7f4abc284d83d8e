/**
 * SPEC §5 input filters: block spaces, block negatives, decimals up to a limit (default 2),
 * min and max, a pattern, uppercase. Applied as the operator types, so a field never holds
 * what the form would refuse.
 */
export interface InputFilterOptions {
  noSpaces?: boolean;
  noNegative?: boolean;
  /** Decimal places allowed for a number (0 = integers); undefined = not a number field. */
  decimals?: number;
  min?: number;
  max?: number;
  /** Characters that do not match are dropped. */
  pattern?: RegExp;
  uppercase?: boolean;
}

export const DEFAULT_DECIMALS = 2;

export function filterInput(raw: string, options: InputFilterOptions): string {
  let value = raw;
  if (options.noSpaces) value = value.replace(/\s+/g, '');
  if (options.uppercase) value = value.toUpperCase();
  if (options.pattern) {
    const single = new RegExp(options.pattern.source, options.pattern.flags.replace('g', ''));
    value = [...value].filter((c) => single.test(c)).join('');
  }
  if (options.decimals !== undefined || options.min !== undefined || options.max !== undefined || options.noNegative) {
    value = filterNumber(value, options);
  }
  return value;
}

function filterNumber(raw: string, options: InputFilterOptions): string {
  const decimals = options.decimals ?? DEFAULT_DECIMALS;
  const negative = !options.noNegative && (options.min === undefined || options.min < 0) && raw.trim().startsWith('-');
  let digits = raw.replace(/[^0-9.]/g, '');
  const dot = digits.indexOf('.');
  if (dot >= 0) {
    const whole = digits.slice(0, dot);
    const fraction = digits.slice(dot + 1).replace(/\./g, '');
    digits = decimals > 0 ? `${whole}.${fraction.slice(0, decimals)}` : whole;
  }
  let value = negative ? `-${digits}` : digits;
  const n = Number(value);
  if (value !== '' && value !== '-' && Number.isFinite(n)) {
    if (options.max !== undefined && n > options.max) value = String(options.max);
    if (options.min !== undefined && n < options.min) value = String(options.min);
  }
  return value;
}

/** SPEC §5: a text check accepts only letters, digits and spaces. */
export function onlyLettersDigitsSpaces(text: string): boolean {
  return /^[\p{L}\p{N} ]*$/u.test(text);
}
