/**
 * The wire's text fields, each limit and format written once: the contracts build their TypeBox
 * schemas from these (`Type.String(FIELDS.user.first_name)`) and the forms their yup rules
 * (`formRules.textRule(FIELDS.user.first_name, …)`), so a form never says a limit the server does
 * not keep. No TypeBox here: browsers load it.
 *
 * `shared/src/forms/field-rules.test.ts` holds every field here to both sides.
 */
import { FREE_TEXT_PATTERN, LABEL_PATTERN, MARKS_CAPPED, MOBILE_PATTERN, PERSON_NAME_PATTERN } from './patterns';

/** One text field's limits, as JSON Schema words them (the TypeBox options of a `Type.String`). */
export interface TextField {
  /** Fewest characters. 1 only says "not empty", which a form says with "Value required" (or by sending nothing). */
  readonly minLength?: number;
  readonly maxLength: number;
  /** A regular expression's source, matched with the `u` flag (the server's and the form's alike). */
  readonly pattern?: string;
  /** `email`: the server's format; the form checks the same shape with its own expression. */
  readonly format?: 'email';
}

const text = <const T extends TextField>(field: T): Readonly<T> => Object.freeze(field);

/** A person's name: letters (any script), marks, spaces, dot, apostrophe, hyphen. */
export const PERSON_NAME = text({ minLength: 1, maxLength: 60, pattern: PERSON_NAME_PATTERN });
/** A role, group, channel or touchpoint name. */
export const LABEL = text({ minLength: 1, maxLength: 80, pattern: LABEL_PATTERN });
export const EMAIL = text({ format: 'email', maxLength: 254 });
/** A mobile number: 10 digits, optionally +91. */
export const MOBILE = text({ minLength: 5, maxLength: 13, pattern: MOBILE_PATTERN });
/** Free text: a description, an address, an optional remark. */
export const FREE_TEXT = text({ maxLength: 500, pattern: FREE_TEXT_PATTERN });
/** A department, sub-department or origin: short free-form labels (may be empty). */
export const SHORT_LABEL = text({ maxLength: 80, pattern: `^${MARKS_CAPPED}[\\p{L}\\p{N}\\p{M} &()._/,-]*$` });
/** An RFID card number: letters and digits as the reader prints them. */
export const RFID = text({ minLength: 4, maxLength: 32, pattern: '^[A-Za-z0-9]+$' });
/** A PIN: 4 to 6 digits. */
export const PIN = text({ minLength: 4, maxLength: 6, pattern: '^[0-9]+$' });
/** A slot label as a product form takes it (the channel sync holds a feed's slots to it too). */
export const SLOT_LABEL = text({ minLength: 1, maxLength: 8, pattern: '^[A-Z0-9]+$' });

/** The text fields of each resource's request bodies, by their wire names. */
export const FIELDS = {
  auth: {
    email: EMAIL,
    /** Any password the users table may hold or once held: the login's cap is wider than the users form's. */
    password: text({ minLength: 1, maxLength: 200 }),
  },
  user: {
    first_name: PERSON_NAME,
    last_name: PERSON_NAME,
    email: EMAIL,
    mobile: MOBILE,
    password: text({ minLength: 8, maxLength: 128 }),
  },
  role: {
    name: LABEL,
    /** Upper-case code such as ROLE_OPERATIONS; generated from the name when omitted. */
    role_code: text({ minLength: 3, maxLength: 64, pattern: '^ROLE_[A-Z0-9_]+$' }),
  },
  customer: {
    first_name: PERSON_NAME,
    last_name: PERSON_NAME,
    mobile: MOBILE,
    email: EMAIL,
    user_origin: SHORT_LABEL,
    class_name: SHORT_LABEL,
    section_name: SHORT_LABEL,
    rfid: RFID,
    pin: PIN,
  },
  /** A group of customers (Employee Groups). */
  group: { name: LABEL, description: FREE_TEXT },
  touchpoint_group: { name: LABEL },
  institution: { name: LABEL },
  wallet: {
    name: LABEL,
    /** A fund movement's or a bulk credit's remark (optional). */
    remark: FREE_TEXT,
  },
  request: {
    /** A remark someone has to write (not only spaces: the server trims it and refuses an empty one). */
    remark: text({ minLength: 1, maxLength: 500, pattern: FREE_TEXT_PATTERN }),
    /** Convert to Prepaid's optional remark. */
    convert_remark: FREE_TEXT,
  },
  channel: {
    name: LABEL,
    /** Letters, digits, dash and underscore. */
    code: text({ minLength: 1, maxLength: 20, pattern: '^[A-Za-z0-9_-]+$' }),
    /** The feed's address; the server also checks the scheme and its host allow-list (SYNC_ALLOWED_HOSTS). */
    feed_url: text({ minLength: 8, maxLength: 500, pattern: '^https?://[^\\s<>]+$' }),
    feed_token: text({ minLength: 1, maxLength: 500, pattern: '^[\\x21-\\x7E]+$' }),
  },
  touchpoint: {
    name: LABEL,
    company: LABEL,
    retailer: LABEL,
    address: FREE_TEXT,
    /** An issued key's label. */
    key_label: text({ minLength: 1, maxLength: 60, pattern: LABEL_PATTERN }),
  },
  product: { name: LABEL, slot: SLOT_LABEL },
  rule: {
    name: LABEL,
    /** A time/limit row's name. */
    row_name: LABEL,
  },
  order: {
    /** A refund's reason. */
    reason: text({ minLength: 3, maxLength: 200, pattern: FREE_TEXT_PATTERN }),
  },
  vend: {
    /** A machine's feedback comment. */
    comment: text({ minLength: 1, maxLength: 500, pattern: FREE_TEXT_PATTERN }),
  },
} as const satisfies Record<string, Record<string, TextField>>;
