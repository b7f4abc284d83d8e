/** The form message catalogue, worded exactly, and the yup rules built from it. */
import { array, number, string } from 'yup';
import { LABEL_PATTERN, MOBILE_PATTERN, PERSON_NAME_PATTERN } from '../contracts/patterns';
import { LETTERS_DIGITS_SPACES } from './input-filters';

export const msg = {
  required: 'Value required',
  minLength: (n: number) => `Enter at least ${n} characters`,
  maxLength: (n: number) => `Enter at most ${n} characters`,
  exactLength: (n: number) => `Characters must be ${n} in length`,
  numericOnly: 'Enter only numbers',
  numericMin: (n: number) => `Enter number greater than or equal to ${n}`,
  numericMax: (n: number) => `Enter number smaller than or equal to ${n}`,
  lettersOnly: 'Enter only letters',
  email: 'Enter a valid email address',
  pattern: 'Invalid format',
  url: 'Enter a valid url',
  mobile: 'Enter valid mobile number',
  decimalGreater: (n: number) => `Enter number greater than ${n}`,
  decimalLess: (n: number) => `Enter number less than ${n}`,
  mobileMinLength: 'Enter atleast 5 Character',
} as const;

const MOBILE = new RegExp(MOBILE_PATTERN);
const PERSON_NAME = new RegExp(PERSON_NAME_PATTERN, 'u');
const LABEL = new RegExp(LABEL_PATTERN, 'u');
// The same shape the server's `format: email` accepts, without yup's looser default.
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;

/** Trimmed first, so whitespace alone is still "Value required". */
export const requiredString = (max = 200) => string().trim().required(msg.required).max(max, msg.maxLength(max));

export const email = () =>
  string().trim().required(msg.required).max(254, msg.maxLength(254)).matches(EMAIL, msg.email);

export const mobile = () =>
  string().trim().required(msg.required).min(5, msg.mobileMinLength).matches(MOBILE, msg.mobile);

export const personName = (max = 60) =>
  string().trim().required(msg.required).max(max, msg.maxLength(max)).matches(PERSON_NAME, msg.lettersOnly);

/** A text check accepts only letters, digits and spaces. */
export const textOnly = (max = 80) =>
  string().trim().max(max, msg.maxLength(max)).matches(LETTERS_DIGITS_SPACES, msg.pattern);

/** A role or group name, as the server's Label accepts it. */
export const label = (max = 80) =>
  string().trim().required(msg.required).max(max, msg.maxLength(max)).matches(LABEL, msg.pattern);

/**
 * The default cap is 200, the login contract's. The users contract stores at most 128, so a
 * form that creates or changes a user's password should pass max 128.
 */
export const password = (min = 8, max = 200) =>
  string().required(msg.required).min(min, msg.minLength(min)).max(max, msg.maxLength(max));

/** An optional password (edit forms): empty keeps the current one. */
export const optionalPassword = (min = 8, max = 200) =>
  string()
    .transform((v: string) => (v === '' ? undefined : v))
    .optional()
    .min(min, msg.minLength(min))
    .max(max, msg.maxLength(max));

/** A rupee amount above zero with at most two decimals. */
export const positiveAmount = (decimals = 2) =>
  number()
    // Formik hands an empty field over as ''; that is a missing value, not a wrong type.
    .transform((value: number, original: unknown) => (original === '' ? undefined : value))
    .typeError(msg.numericOnly)
    .required(msg.required)
    .moreThan(0, msg.decimalGreater(0))
    .test(
      'decimals',
      msg.pattern,
      (v) => v === undefined || Number.isInteger(Math.round(v * 10 ** decimals * 1e6) / 1e6),
    );

export const requiredSelection = () => array().of(string().required()).min(1, msg.required).required(msg.required);

/** An empty text field is a missing value: optional rules then skip it. */
const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** An optional e-mail: empty is fine, anything else must be an address. */
export const optionalEmail = () =>
  string().transform(emptyToUndefined).trim().max(254, msg.maxLength(254)).matches(EMAIL, msg.email).optional();

/** Optional text matching `pattern` (letters, digits and the separators it allows), within `min`..`max`. */
export const optionalText = (pattern: RegExp, { min = 0, max = 80 }: { min?: number; max?: number } = {}) => {
  let rule = string().transform(emptyToUndefined).trim().max(max, msg.maxLength(max)).matches(pattern, msg.pattern);
  if (min > 0) rule = rule.min(min, msg.minLength(min));
  return rule.optional();
};

/** Optional digits only (a PIN), `min`..`max` long. */
export const optionalDigits = (min: number, max: number) =>
  string()
    .transform(emptyToUndefined)
    .matches(/^\d*$/, msg.numericOnly)
    .min(min, msg.minLength(min))
    .max(max, msg.maxLength(max))
    .optional();
