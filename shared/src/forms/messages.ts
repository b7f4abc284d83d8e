/** The form message catalogue, worded exactly, and the yup rules built from it. */
import { array, number, string, type StringSchema } from 'yup';
import { FIELDS, LABEL, PERSON_NAME, type TextField } from '../contracts/fields';
import { LETTERS_DIGITS_SPACES } from './input-filters';
import { kit } from '../i18n/kit-messages';

/**
 * A form message said in the language shown when the form checks its field: yup calls it then, so a
 * rule built once (at module load) still speaks the language the operator picked afterwards.
 */
export type FormMessage = () => string;

const say =
  (key: Parameters<typeof kit.t>[0], n?: number): FormMessage =>
  () =>
    kit.t(key, n === undefined ? undefined : { n });

export const msg = {
  required: say('form.required'),
  minLength: (n: number) => say('form.minLength', n),
  maxLength: (n: number) => say('form.maxLength', n),
  exactLength: (n: number) => say('form.exactLength', n),
  numericOnly: say('form.numericOnly'),
  numericMin: (n: number) => say('form.numericMin', n),
  numericMax: (n: number) => say('form.numericMax', n),
  lettersOnly: say('form.lettersOnly'),
  email: say('form.email'),
  pattern: say('form.pattern'),
  url: say('form.url'),
  mobile: say('form.mobile'),
  decimalGreater: (n: number) => say('form.decimalGreater', n),
  decimalLess: (n: number) => say('form.decimalLess', n),
  mobileMinLength: say('form.mobileMinLength'),
} as const;

// The same shape the server's `format: email` accepts, without yup's looser default.
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;

/** A field's checks, in the order a form says them: the first that fails is the one shown. */
export type TextCheck = 'minLength' | 'maxLength' | 'pattern';

export interface TextRuleOptions {
  /** Empty is "Value required". Otherwise an empty field is a missing value, and the checks skip it. */
  required?: boolean;
  /** Check the trimmed text (default true); a password or a token is checked as typed. */
  trim?: boolean;
  /** Whether spaces alone are an empty field (default: when trimming). */
  blankIsEmpty?: boolean;
  /** Other words than the catalogue's "Enter at least/most n characters", "Invalid format" (or, for an e-mail, msg.email). */
  messages?: Partial<Record<TextCheck, string | FormMessage>>;
  /** Default: the length cap, the format, then the least length. */
  order?: readonly TextCheck[];
}

const DEFAULT_ORDER: readonly TextCheck[] = ['maxLength', 'pattern', 'minLength'];

/** An empty text field is a missing value: optional rules then skip it. */
const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const exactlyEmptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/**
 * The yup rule of a wire field (`FIELDS` of `contracts/fields`): its length limits and format, as
 * the server's schema has them, said with the form messages. A least length of 1 is "not empty",
 * said by `required` (or, on an optional field, by sending nothing), so only a longer one is checked.
 */
export function textRule(field: TextField, options: TextRuleOptions = {}): StringSchema<string | undefined> {
  const { required = false, trim = true, blankIsEmpty = trim, messages = {}, order = DEFAULT_ORDER } = options;
  let rule: StringSchema<string | undefined> = string();
  if (!required) rule = rule.transform(blankIsEmpty ? emptyToUndefined : exactlyEmptyToUndefined);
  if (trim) rule = rule.trim();
  rule = required ? rule.required(msg.required) : rule.optional();
  for (const check of order) {
    if (check === 'maxLength') {
      rule = rule.max(field.maxLength, messages.maxLength ?? msg.maxLength(field.maxLength));
    } else if (check === 'minLength' && field.minLength !== undefined && field.minLength > 1) {
      rule = rule.min(field.minLength, messages.minLength ?? msg.minLength(field.minLength));
    } else if (check === 'pattern' && field.format === 'email') {
      rule = rule.matches(EMAIL, messages.pattern ?? msg.email);
    } else if (check === 'pattern' && field.pattern !== undefined) {
      rule = rule.matches(new RegExp(field.pattern, 'u'), messages.pattern ?? msg.pattern);
    }
  }
  return rule;
}

/** A mobile number's words: "Enter atleast 5 Character" first, then a valid number. */
const MOBILE_OPTIONS: TextRuleOptions = {
  messages: { minLength: msg.mobileMinLength, maxLength: msg.mobile, pattern: msg.mobile },
  order: ['minLength', 'maxLength', 'pattern'],
};
/** A password: its least length before its cap, checked as typed. */
const PASSWORD_OPTIONS: TextRuleOptions = { trim: false, order: ['minLength', 'maxLength'] };

/** Trimmed first, so whitespace alone is still "Value required". For a choice (an id); a wire text field is `textRule`'s. */
export const requiredString = (max = 200) => string().trim().required(msg.required).max(max, msg.maxLength(max));

/** An e-mail address, required (default: the login's field). */
export const email = (field: TextField = FIELDS.auth.email) => textRule(field, { required: true });

/** A mobile number, required (default: the user's field; a customer's is the same). */
export const mobile = (field: TextField = FIELDS.user.mobile) => textRule(field, { ...MOBILE_OPTIONS, required: true });

/** A person's name, required: "Enter only letters" for anything else. */
export const personName = (max: number = PERSON_NAME.maxLength) =>
  textRule({ ...PERSON_NAME, maxLength: max }, { required: true, messages: { pattern: msg.lettersOnly } });

/** A text check accepts only letters, digits and spaces. */
export const textOnly = (max = 80) =>
  string().trim().max(max, msg.maxLength(max)).matches(LETTERS_DIGITS_SPACES, msg.pattern);

/** A role or group name, as the server's Label accepts it. */
export const label = (max: number = LABEL.maxLength) => textRule({ ...LABEL, maxLength: max }, { required: true });

/**
 * The default cap is 200, the login contract's (`FIELDS.auth.password`). A form that creates or
 * changes a user's password takes `textRule(FIELDS.user.password, …)`: the users table's 8 to 128.
 */
export const password = (min = 8, max: number = FIELDS.auth.password.maxLength) =>
  textRule({ minLength: min, maxLength: max }, { ...PASSWORD_OPTIONS, required: true });

/** An optional password (edit forms): empty keeps the current one. */
export const optionalPassword = (min = 8, max: number = FIELDS.auth.password.maxLength) =>
  textRule({ minLength: min, maxLength: max }, PASSWORD_OPTIONS);

/** A user's password: required on a create; on an edit empty keeps the current one. */
export const userPassword = (required: boolean) => textRule(FIELDS.user.password, { ...PASSWORD_OPTIONS, required });

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

/** An optional e-mail: empty is fine, anything else must be an address. */
export const optionalEmail = (field: TextField = FIELDS.customer.email) => textRule(field);

/** Optional text matching `pattern` (letters, digits and the separators it allows), within `min`..`max`. */
export const optionalText = (pattern: RegExp, { min = 0, max = 80 }: { min?: number; max?: number } = {}) => {
  let rule = string().transform(emptyToUndefined).trim().max(max, msg.maxLength(max)).matches(pattern, msg.pattern);
  if (min > 0) rule = rule.min(min, msg.minLength(min));
  return rule.optional();
};

/** A PIN field (default: the customer's): optional, digits only ("Enter only numbers"), then its lengths. */
export const optionalPin = (field: TextField = FIELDS.customer.pin) =>
  textRule(field, {
    trim: false,
    blankIsEmpty: true,
    messages: { pattern: msg.numericOnly },
    order: ['pattern', 'minLength', 'maxLength'],
  });

/** Optional digits only (a PIN), `min`..`max` long. */
export const optionalDigits = (min: number, max: number) =>
  optionalPin({ minLength: min, maxLength: max, pattern: '^[0-9]+$' });
