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

/** Every field of FIELDS, by `resource.field`, with the contract property that must carry it. */
const CASES: Record<string, Case> = {
  'auth.email': { wire: props(LoginBody).email!, ...email },
  'auth.password': { wire: props(LoginBody).password!, fill: repeat('a') },
  'user.first_name': { wire: props(UserCreateBody).first_name!, ...person },
  'user.last_name': { wire: props(UserCreateBody).last_name!, ...person },
  'user.email': { wire: props(UserCreateBody).email!, ...email },
  'user.mobile': { wire: props(UserCreateBody).mobile!, ...mobile },
  'user.password': { wire: props(UserCreateBody).password!, fill: repeat('a') },
  'role.name': { wire: props(RoleBody).name!, ...label },
  'role.role_code': { wire: props(RoleBody).role_code!, fill: prefixed('ROLE_', 'A'), bad: 'ROLE_ops' },
  'customer.first_name': { wire: props(CustomerBody).first_name!, ...person },
  'customer.last_name': { wire: props(CustomerBody).last_name!, ...person },
  'customer.mobile': { wire: props(CustomerBody).mobile!, ...mobile },
  'customer.email': { wire: props(CustomerBody).email!, ...email },
  'customer.user_origin': { wire: props(CustomerBody).user_origin!, fill: repeat('a'), bad: '<b>' },
  'customer.class_name': { wire: props(CustomerBody).class_name!, fill: repeat('a'), bad: 'A+B' },
  'customer.section_name': { wire: props(CustomerBody).section_name!, fill: repeat('a'), bad: 'A;B' },
  'customer.rfid': { wire: props(CustomerBody).rfid!, fill: repeat('A'), bad: 'AB-12' },
  'customer.pin': { wire: props(CustomerBody).pin!, fill: repeat('1'), bad: '12a4' },
  'group.name': { wire: props(GroupBody).name!, ...label },
  'group.description': { wire: props(GroupBody).description!, ...freeText },
  'touchpoint_group.name': { wire: props(TouchpointGroupBody).name!, ...label },
  'institution.name': { wire: props(InstitutionBody).name!, ...label },
  'wallet.name': { wire: props(WalletBody).name!, ...label },
  'wallet.remark': { wire: props(FundMovementBody).remark!, ...freeText },
  'request.remark': { wire: props(RejectRequestBody).remark!, ...freeText },
  'request.convert_remark': { wire: props(ConvertToPrepaidBody).remark!, ...freeText },
  'channel.name': { wire: props(ChannelBody).name!, ...label },
  'channel.code': { wire: props(ChannelBody).code!, fill: repeat('a'), bad: 'a b' },
  'channel.feed_url': { wire: props(ChannelBody).feed_url!, fill: prefixed('https://', 'a'), bad: 'ftp://host.test' },
  'channel.feed_token': { wire: props(ChannelBody).feed_token!, fill: repeat('x'), bad: 'a b' },
  'touchpoint.name': { wire: props(TouchpointBody).name!, ...label },
  'touchpoint.company': { wire: props(TouchpointBody).company!, ...label },
  'touchpoint.retailer': { wire: props(TouchpointBody).retailer!, ...label },
  'touchpoint.address': { wire: props(TouchpointBody).address!, ...freeText },
  'touchpoint.key_label': { wire: props(TouchpointKeyBody).label!, ...label },
  'product.name': { wire: props(ProductBody).name!, ...label },
  'product.slot': { wire: props(ProductBody).slot!, fill: repeat('A'), bad: 'a1' },
  'rule.name': { wire: props(RuleBody).name!, ...label },
  'rule.row_name': { wire: props(RuleRowBody).name!, ...label },
  'order.reason': { wire: props(RefundBody).reason!, ...freeText },
  'vend.comment': { wire: props(VendFeedbackBody).comment!, ...freeText },
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
        form: msg.maxLength(field.maxLength),
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
        expect(formError(field, bad)).toBe(field.format === 'email' ? msg.email : msg.pattern);
      });
    }
  });
});
