/**
 * One source for each rule: every text field of `contracts/fields` is the one its contract's
 * TypeBox schema declares, and the form rule built from it (`textRule`) refuses exactly where the
 * server's compiled schema does — one character over the cap, one under the least length, and a
 * value out of its format.
 */
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import {
  ChannelBody,
  ConvertToPrepaidBody,
  CustomerBody,
  FundMovementBody,
  GroupBody,
  InstitutionBody,
  LoginBody,
  ProductBody,
  RefundBody,
  RejectRequestBody,
  RoleBody,
  RuleBody,
  RuleRowBody,
  TouchpointBody,
  TouchpointGroupBody,
  TouchpointKeyBody,
  UserCreateBody,
  VendFeedbackBody,
  WalletBody,
} from '../contracts';
import { FIELDS, type TextField } from '../contracts/fields';
import { msg, textRule } from './messages';

interface Case {
  /** The property of the contract's body that carries the field. */
  wire: TSchema;
  /** A text of exactly `n` characters that fits the field's format (where `n` allows one). */
  fill: (n: number) => string;
  /** A text within the lengths that the format refuses (for a field with one). */
  bad?: string;
}

const repeat = (c: string) => (n: number) => c.repeat(n);
const prefixed = (prefix: string, c: string) => (n: number) =>
  n >= prefix.length ? prefix + c.repeat(n - prefix.length) : prefix.slice(0, n);
const props = (body: TSchema) => (body as unknown as { properties: Record<string, TSchema> }).properties;

const person: Omit<Case, 'wire'> = { fill: repeat('a'), bad: 'R2D2' };
const label: Omit<Case, 'wire'> = { fill: repeat('a'), bad: '-Ops' };
const freeText: Omit<Case, 'wire'> = { fill: repeat('a'), bad: '<b>' };
const email: Omit<Case, 'wire'> = { fill: (n) => 'a'.repeat(n - 10) + '@demo.test', bad: 'asha@' };
const mobile: Omit<Case, 'wire'> = {
  fill: (n) => (n >= 13 ? prefixed('+91', '9')(n) : '9'.repeat(n)),
  bad: '5876543210',
};

/**
 * The cases of `resource`'s fields that `body` carries, each in the property of its own name unless
 * `property` names another.
 */
function casesOf(
  resource: string,
  body: TSchema,
  kinds: Record<string, Omit<Case, 'wire'>>,
  property: Record<string, string> = {},
): Record<string, Case> {
  return Object.fromEntries(
    Object.entries(kinds).map(([name, kind]) => [
      `${resource}.${name}`,
      { wire: props(body)[property[name] ?? name]!, ...kind },
    ]),
  );
}

const password: Omit<Case, 'wire'> = { fill: repeat('a') };
/** A field filled with one character `c`, and `bad`, which its format refuses. */
const plain = (bad: string, c = 'a'): Omit<Case, 'wire'> => ({ fill: repeat(c), bad });

/** Every field of FIELDS, by `resource.field`, with the contract property that must carry it. */
const CASES: Record<string, Case> = {
  ...casesOf('auth', LoginBody, { email, password }),
  ...casesOf('user', UserCreateBody, { first_name: person, last_name: person, email, mobile, password }),
  ...casesOf('role', RoleBody, { name: label, role_code: { fill: prefixed('ROLE_', 'A'), bad: 'ROLE_ops' } }),
  ...casesOf('customer', CustomerBody, {
    first_name: person,
    last_name: person,
    mobile,
    email,
    user_origin: plain('<b>'),
    class_name: plain('A+B'),
    section_name: plain('A;B'),
    rfid: plain('AB-12', 'A'),
    pin: plain('12a4', '1'),
  }),
  ...casesOf('group', GroupBody, { name: label, description: freeText }),
  ...casesOf('touchpoint_group', TouchpointGroupBody, { name: label }),
  ...casesOf('institution', InstitutionBody, { name: label }),
  ...casesOf('wallet', WalletBody, { name: label }),
  ...casesOf('wallet', FundMovementBody, { remark: freeText }),
  ...casesOf('request', RejectRequestBody, { remark: freeText }),
  ...casesOf('request', ConvertToPrepaidBody, { convert_remark: freeText }, { convert_remark: 'remark' }),
  ...casesOf('channel', ChannelBody, {
    name: label,
    code: plain('a b'),
    feed_url: { fill: prefixed('https://', 'a'), bad: 'ftp://host.test' },
    feed_token: plain('a b', 'x'),
  }),
  ...casesOf('touchpoint', TouchpointBody, { name: label, company: label, retailer: label, address: freeText }),
  ...casesOf('touchpoint', TouchpointKeyBody, { key_label: label }, { key_label: 'label' }),
  ...casesOf('product', ProductBody, { name: label, slot: plain('a1', 'A') }),
  ...casesOf('rule', RuleBody, { name: label }),
  ...casesOf('rule', RuleRowBody, { row_name: label }, { row_name: 'name' }),
  ...casesOf('order', RefundBody, { reason: freeText }),
  ...casesOf('vend', VendFeedbackBody, { comment: freeText }),
};

/** The string schema inside an optional or nullable property. */
function stringSchema(schema: TSchema): TSchema & TextField {
  const s = schema as { type?: string; anyOf?: TSchema[] };
  if (s.type === 'string') return schema as TSchema & TextField;
  const member = s.anyOf?.find((m) => (m as { type?: string }).type === 'string');
  if (!member) throw new Error('no string schema in the property');
  return member as TSchema & TextField;
}

/** The first message the form rule gives for a value, or null when it passes. */
function formError(field: TextField, value: string): string | null {
  try {
    textRule(field, { required: true }).validateSync(value);
    return null;
  } catch (e) {
    return (e as Error).message;
  }
}

const fields = Object.entries(FIELDS).flatMap(([resource, group]) =>
  Object.entries(group as Record<string, TextField>).map(([name, field]) => [`${resource}.${name}`, field] as const),
);

describe('one source for each field rule', () => {
  it('has a case for every field (a new field is held to both sides too)', () => {
    expect(fields.map(([key]) => key).sort()).toEqual(Object.keys(CASES).sort());
  });

  describe.each(fields)('%s', (key, field) => {
    const { wire, fill, bad } = CASES[key]!;
    const schema = stringSchema(wire);
    const server = Compile(schema);

    it("is what the contract's schema declares", () => {
      expect({
        minLength: schema.minLength,
        maxLength: schema.maxLength,
        pattern: schema.pattern,
        format: schema.format,
      }).toEqual({
        minLength: field.minLength,
        maxLength: field.maxLength,
        pattern: field.pattern,
        format: field.format,
      });
    });

    it('takes the longest value on both sides, and refuses one character more on both', () => {
      const longest = fill(field.maxLength);
      const tooLong = fill(field.maxLength + 1);
      expect([longest.length, tooLong.length]).toEqual([field.maxLength, field.maxLength + 1]);
      expect({ server: server.Check(longest), form: formError(field, longest) }).toEqual({ server: true, form: null });
      expect({ server: server.Check(tooLong), form: formError(field, tooLong) }).toEqual({
        server: false,
        form: msg.maxLength(field.maxLength)(),
      });
    });

    const least = field.minLength ?? 0;
    if (least > 1) {
      it('refuses one character fewer than the least on both sides', () => {
        const tooShort = fill(least - 1);
        expect(tooShort).toHaveLength(least - 1);
        expect(server.Check(tooShort)).toBe(false);
        expect(formError(field, tooShort)).not.toBeNull();
      });
    }

    if (bad !== undefined) {
      it('refuses a value out of its format on both sides', () => {
        expect(bad.length).toBeLessThanOrEqual(field.maxLength);
        expect(server.Check(bad)).toBe(false);
        expect(formError(field, bad)).toBe(field.format === 'email' ? msg.email() : msg.pattern());
      });
    }
  });
});
