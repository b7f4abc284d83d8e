/**
 * fast-check arbitraries generated from a route's JSON schemas (what TypeBox produces): values
 * that satisfy the schema, values at and past its bounds, and values of the wrong kind, mixed
 * so a run reaches the handlers (valid enough) and the validators (not valid at all).
 */
import fc from 'fast-check';

export type JsonSchema = {
  type?: string | string[];
  anyOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
};

/** Strings worth trying anywhere: real-looking values of this API, and the ones that broke others. */
export const STRING_POOL = [
  '',
  ' ',
  'Asha',
  'Ravi Kumar',
  "O'Brien-Lý",
  'क़ुर्रतुल',
  'Night Shift',
  'Finance',
  'Team 3',
  '9876543210',
  '+919876543210',
  'ops@demo.local',
  'fuzz.user@example.in',
  'Quiet-Lantern-Harbor-58',
  'Password123!',
  'ROLE_FUZZ_DESK',
  'PERM_VIEW_USERS_LIST',
  'PERM_VIEW_CUSTOMER_LIST',
  'csv',
  'xlsx',
  'prepaid',
  'postpaid',
  'ALL',
  'ASC',
  'DESC',
  'name',
  'id',
  'created_at',
  'refresh_token',
  'logout',
  '100.50',
  '0.001',
  '-25',
  '1e3',
  '1234',
  'RF12345',
  'fuzz-key-0001',
  'bulk:1:2',
  'MjAyNi0wMi0zMA',
  // Cursors as the server encodes them ([sortKey, value, id]) for the sorts most lists offer,
  // holding what no sort may reach the database with: an impossible date, an int4 overflow,
  // a NUL in text, an id past the id columns and past the safe integers.
  ...[
    ['created_at:DESC', '2026-02-30 10:00:00+00', 5],
    ['created_at:ASC', '2026-01-01 24:00:00+00', 5],
    ['id:DESC', '2147483648', 5],
    ['id:ASC', '-0', 5],
    ['id:DESC', '5', 2147483648],
    ['name:ASC', 'x\u0000y', 5],
    ['name:DESC', 'asha', 2147483648],
    ['status:ASC', '99999', 5],
  ].map((cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url')),
  Buffer.from('["created_at:DESC","2026-01-01 00:00:00+00",9007199254740993]').toString('base64url'),
  '2026-02-30T10:00:00Z',
  'Meera\u202Eevil',
  'zero\u200Bwidth',
  `Z${'\u0301'.repeat(8)}`,
  '\uFEFF',
  '\ud800',
  '<script>alert(1)</script>',
  "x'; drop table users; --",
  '%E0%A4%A',
  '../../etc/passwd',
  'a'.repeat(600),
  '\u0000',
  '🙂',
];

const P = (p: number) => fc.double({ min: 0, max: 1, noNaN: true }).map((x) => x < p);

function stringArb(schema: JsonSchema): fc.Arbitrary<unknown> {
  const pattern = schema.pattern ? new RegExp(schema.pattern, 'u') : undefined;
  const fits = (s: string) =>
    (pattern ? pattern.test(s) : true) &&
    s.length >= (schema.minLength ?? 0) &&
    s.length <= (schema.maxLength ?? Infinity);
  const valid = STRING_POOL.filter(fits);
  const options: fc.Arbitrary<unknown>[] = [
    fc.constantFrom(...STRING_POOL),
    fc.string({ maxLength: 40 }),
    fc.string({ maxLength: 20, unit: 'grapheme' }),
    fc.string({ maxLength: 20, unit: 'binary' }),
  ];
  if (schema.format === 'email') options.push(fc.emailAddress());
  if (schema.format === 'date-time') options.push(fc.date({ noInvalidDate: true }).map((d) => d.toISOString()));
  if (valid.length > 0) options.unshift(fc.constantFrom(...valid), fc.constantFrom(...valid));
  if (schema.maxLength !== undefined) options.push(fc.constant('x'.repeat(schema.maxLength + 1)));
  return fc.oneof(...options);
}

function numberArb(schema: JsonSchema, integer: boolean): fc.Arbitrary<unknown> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : undefined);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : undefined);
  const edges = [
    0,
    -1,
    1,
    2 ** 31 - 1,
    2 ** 31,
    2 ** 53,
    -(2 ** 53),
    1.5,
    1e-9,
    1e21,
    ...(min !== undefined ? [min, min - 1] : []),
    ...(max !== undefined ? [max, max + 1] : []),
  ];
  return fc.oneof(
    // Small ids point at real rows; these reach the handlers.
    fc.integer({ min: 1, max: 40 }),
    fc.integer({ min: 1, max: 40 }),
    fc.constantFrom(...edges),
    integer ? fc.integer() : fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.constantFrom('1', 'NaN', '1.5', null),
  );
}

/** A value for `schema`: usually shaped by it, sometimes anything at all. */
export function arbitraryFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.anything({ maxDepth: 1 });
  const wrong = fc.oneof(fc.anything({ maxDepth: 1 }), fc.constant(null), fc.constant(undefined));
  let shaped: fc.Arbitrary<unknown>;
  if (schema.anyOf) shaped = fc.oneof(...schema.anyOf.map((s) => arbitraryFor(s, depth + 1)));
  else if ('const' in schema) shaped = fc.constant(schema.const);
  else if (schema.enum) shaped = fc.constantFrom(...schema.enum);
  else {
    const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
    switch (type) {
      case 'string':
        shaped = stringArb(schema);
        break;
      case 'integer':
        shaped = numberArb(schema, true);
        break;
      case 'number':
        shaped = numberArb(schema, false);
        break;
      case 'boolean':
        shaped = fc.boolean();
        break;
      case 'null':
        shaped = fc.constant(null);
        break;
      case 'array':
        shaped = fc.array(arbitraryFor(schema.items, depth + 1), {
          minLength: 0,
          maxLength: Math.min(schema.maxItems ?? 6, 6),
        });
        break;
      case 'object':
        shaped = objectArb(schema, depth);
        break;
      default:
        shaped = fc.anything({ maxDepth: 1 });
    }
  }
  return fc.oneof({ arbitrary: shaped, weight: 9 }, { arbitrary: wrong, weight: 1 });
}

function objectArb(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const keys = Object.keys(properties);
  if (keys.length === 0)
    return fc.oneof(
      fc.constant({}),
      fc.dictionary(fc.string({ maxLength: 8 }), fc.anything({ maxDepth: 0 }), { maxKeys: 2 }),
    );
  const fields = Object.fromEntries(
    keys.map((key) => [key, fc.tuple(P(required.has(key) ? 0.95 : 0.5), arbitraryFor(properties[key], depth + 1))]),
  );
  return fc.tuple(fc.record(fields), P(0.05), fc.string({ maxLength: 8 })).map(([picked, extra, extraKey]) => {
    const value: Record<string, unknown> = {};
    for (const [key, [present, v]] of Object.entries(picked as Record<string, [boolean, unknown]>)) {
      if (present && v !== undefined) value[key] = v;
    }
    if (extra) value[extraKey || 'is_admin'] = true;
    return value;
  });
}

/** A path parameter as text: canonical ids, other spellings of numbers, and text that is no number. */
export function pathParamArb(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  const canonical = fc.integer({ min: 1, max: 40 }).map(String);
  const odd = fc.constantFrom(
    '0',
    '-1',
    '1.5',
    '0x1',
    '1e0',
    '01',
    '+1',
    ' 1',
    '2147483648',
    '99999999999999999999',
    'abc',
    '%E0%A4%A',
    '%00',
    '..%2F..',
    '%20',
  );
  const text = fc.string({ maxLength: 12, unit: 'binary' }).map(encodeURIComponent);
  return schema
    ? fc.oneof({ arbitrary: canonical, weight: 6 }, { arbitrary: odd, weight: 3 }, { arbitrary: text, weight: 1 })
    : text;
}
