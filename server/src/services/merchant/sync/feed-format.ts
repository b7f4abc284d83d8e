/**
 * The channel feed format: what a channel's feed answers (a page of touchpoints, the stock of one
 * touchpoint), as TypeBox schemas, and the check every response passes before the sync reads it.
 * The feed is another party's server, so nothing it sends is trusted: a response that does not fit
 * is refused whole with one sentence an operator can act on ("page 3: touchpoints[4].products[2].stock
 * must be ≥ 0"), never half-read. Unknown extra fields are allowed so a feed may grow.
 */
import { FREE_TEXT_PATTERN, GRID_MAX, LABEL_FORMATS, TOUCHPOINT_TYPES } from '@console/shared/contracts';
import { Type, type Static } from 'typebox';
import { Compile } from 'typebox/compile';

/** The most rows one page may carry (the format's largest page_size). */
export const FEED_MAX_PAGE_SIZE = 500;
/** The largest value a count or an amount may take: it is stored in a 32-bit integer column. */
const INT_MAX = 2147483647;

/** A tax rate as the feed writes it: 0 to 100 with at most two decimals ("5.00", "12", "0.5"). */
export const FEED_RATE_PATTERN = '^(100(\\.0{1,2})?|[0-9]{1,2}(\\.[0-9]{1,2})?)$';

/** A character free text may not hold (FREE_TEXT_PATTERN's class, without its cap on marks). */
const REFUSED_CHARACTER = /[<>\p{Cc}\p{Cf}\p{Co}\p{Cs}\u2028\u2029]/u;

/** Why `text` breaks FREE_TEXT_PATTERN, naming the first character it refuses. */
function freeTextReason(text: unknown): string {
  const found = typeof text === 'string' ? REFUSED_CHARACTER.exec(text) : null;
  if (!found) return 'stacks more than four combining marks in a row';
  const code = found[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
  return `holds U+${code}, a control, invisible (bidi, zero-width) or markup character`;
}

/** Reasons for the patterns, so a refusal names the rule rather than a regular expression. */
const PATTERN_REASONS: Record<string, (value: unknown) => string> = {
  [FEED_RATE_PATTERN]: () => 'must be a percentage from 0 to 100 with at most two decimals, like "5.00"',
  [FREE_TEXT_PATTERN]: freeTextReason,
};

/**
 * Text as the API takes free text: no control, invisible (bidi overrides and isolates, zero-width
 * characters, the BOM), private-use or unpaired surrogate characters, no markup brackets, at most
 * four combining marks in a row. A feed sending such text is refused whole, so none of it is
 * staged or shown; what the touchpoint forms would refuse beyond that is a conflict of its record.
 */
const Text = (maxLength: number, minLength = 1) => Type.String({ minLength, maxLength, pattern: FREE_TEXT_PATTERN });
const Count = Type.Integer({ minimum: 0, maximum: INT_MAX });
const Rate = Type.String({ pattern: FEED_RATE_PATTERN });

export const FeedProduct = Type.Object({
  slot: Text(20),
  name: Text(200),
  mrp_paise: Count,
  gst: Rate,
  cess: Rate,
  stock: Count,
});
export type FeedProduct = Static<typeof FeedProduct>;

export const FeedLocation = Type.Object({
  latitude: Type.Number({ minimum: -90, maximum: 90 }),
  longitude: Type.Number({ minimum: -180, maximum: 180 }),
  address: Text(500, 0),
});
export type FeedLocation = Static<typeof FeedLocation>;

export const FeedGrid = Type.Object({
  rows: Type.Integer({ minimum: 1, maximum: GRID_MAX }),
  columns: Type.Integer({ minimum: 1, maximum: GRID_MAX }),
  label_format: Type.Enum([...LABEL_FORMATS]),
});
export type FeedGrid = Static<typeof FeedGrid>;

export const FeedTouchpoint = Type.Object({
  /** The source's id, unique within the feed: the key the sync matches touchpoints on. */
  id: Text(100),
  name: Text(200),
  type: Type.Enum([...TOUCHPOINT_TYPES]),
  company: Text(200, 0),
  retailer: Text(200, 0),
  active: Type.Boolean(),
  location: Type.Union([FeedLocation, Type.Null()]),
  grid: Type.Union([FeedGrid, Type.Null()]),
  products: Type.Array(FeedProduct, { maxItems: GRID_MAX * GRID_MAX }),
});
export type FeedTouchpoint = Static<typeof FeedTouchpoint>;

/** GET <feedUrl>/touchpoints?page=&page_size= */
export const FeedPage = Type.Object({
  page: Type.Integer({ minimum: 1 }),
  total_pages: Type.Integer({ minimum: 0 }),
  total: Type.Integer({ minimum: 0 }),
  touchpoints: Type.Array(FeedTouchpoint, { maxItems: FEED_MAX_PAGE_SIZE }),
});
export type FeedPage = Static<typeof FeedPage>;

export const FeedStockProduct = Type.Object({ slot: Text(20), stock: Count, mrp_paise: Count });
export type FeedStockProduct = Static<typeof FeedStockProduct>;

/** GET <feedUrl>/touchpoints/<id>/stock */
export const FeedStock = Type.Object({
  id: Text(100),
  products: Type.Array(FeedStockProduct, { maxItems: GRID_MAX * GRID_MAX }),
});
export type FeedStock = Static<typeof FeedStock>;

/** A checked response: the typed value, or why it was refused (one short sentence). */
export type FeedCheck<T> = { ok: true; value: T } | { ok: false; reason: string };

/** Compiled once: a sync checks thousands of rows per run. */
const pageValidator = Compile(FeedPage);
const stockValidator = Compile(FeedStock);

interface SchemaError {
  instancePath: string;
  keyword: string;
  message: string;
  params: unknown;
}

/** `/touchpoints/4/products/2/stock` → `touchpoints[4].products[2].stock`: the path as an operator reads it. */
export function readablePath(pointer: string): string {
  const parts = pointer
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  return parts.reduce((out, part) => (/^[0-9]+$/.test(part) ? `${out}[${part}]` : out ? `${out}.${part}` : part), '');
}

/** The value at a JSON pointer of `root`, or undefined. */
function valueAt(root: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | null)?.[part], root);
}

/** One error in words: TypeBox's message with the comparisons and enumerations spelled out. */
function describe(error: SchemaError, root: unknown): string {
  const params = (error.params ?? {}) as { allowedValues?: unknown[]; pattern?: string };
  if (error.keyword === 'enum' && Array.isArray(params.allowedValues)) {
    return `must be one of ${params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
  }
  if (error.keyword === 'pattern' && params.pattern && PATTERN_REASONS[params.pattern]) {
    return PATTERN_REASONS[params.pattern]!(valueAt(root, error.instancePath));
  }
  return error.message.replace('>=', '≥').replace('<=', '≤');
}

/**
 * The error worth reporting among TypeBox's list: the deepest one. A nullable field that fails
 * reports "must be null" and "must match a schema in anyOf" beside the real cause inside it; the
 * real cause has the longest path.
 */
function firstReason(errors: readonly SchemaError[], root: unknown): string {
  const generic = new Set(['anyOf', 'oneOf', 'const']);
  const ranked = [...errors].sort(
    (a, b) =>
      b.instancePath.split('/').length - a.instancePath.split('/').length ||
      Number(generic.has(a.keyword)) - Number(generic.has(b.keyword)) ||
      Number(a.message === 'must be null') - Number(b.message === 'must be null'),
  );
  const error = ranked[0];
  if (!error) return 'does not match the feed format';
  const where = readablePath(error.instancePath);
  return `${where ? `${where} ` : 'the response '}${describe(error, root)}`;
}

/** The first value in `values` seen twice, or undefined. */
function firstDuplicate(values: readonly string[]): string | undefined {
  const seen = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) return value;
    seen.add(value);
  }
  return undefined;
}

/** The rules JSON Schema cannot say: a slot appears once per touchpoint. */
function duplicateSlot(products: readonly { slot: string }[], where: string): string | undefined {
  const slot = firstDuplicate(products.map((p) => p.slot));
  return slot === undefined ? undefined : `${where} lists slot "${slot}" twice`;
}

/** Schema check, then the rules across fields; the reason carries no prefix. */
function validate(
  validator: { Check(v: unknown): boolean; Errors(v: unknown): SchemaError[] },
  value: unknown,
): string | undefined {
  return validator.Check(value) ? undefined : firstReason(validator.Errors(value), value);
}

/**
 * A page of touchpoints as the sync may read it, or why not. `page` is the page that was asked
 * for: a feed that answers another page is refused, as is one that repeats an id or a slot.
 */
export function checkFeedPage(value: unknown, page: number): FeedCheck<FeedPage> {
  const refuse = (reason: string): FeedCheck<FeedPage> => ({ ok: false, reason: `page ${page}: ${reason}` });
  const schemaReason = validate(pageValidator, value);
  if (schemaReason) return refuse(schemaReason);
  const body = value as FeedPage;
  if (body.page !== page) return refuse(`the feed answered page ${body.page} instead`);
  if (body.touchpoints.length > body.total) {
    return refuse(`it holds ${body.touchpoints.length} touchpoints but total says ${body.total}`);
  }
  const id = firstDuplicate(body.touchpoints.map((t) => t.id));
  if (id !== undefined) return refuse(`touchpoint id "${id}" appears twice`);
  for (const [i, touchpoint] of body.touchpoints.entries()) {
    const reason = duplicateSlot(touchpoint.products, `touchpoints[${i}]`);
    if (reason) return refuse(reason);
  }
  return { ok: true, value: body };
}

/** One touchpoint's stock as the sync may read it, or why not; `sourceId` is the id asked for. */
export function checkFeedStock(value: unknown, sourceId: string): FeedCheck<FeedStock> {
  const refuse = (reason: string): FeedCheck<FeedStock> => ({
    ok: false,
    reason: `stock of "${sourceId}": ${reason}`,
  });
  const schemaReason = validate(stockValidator, value);
  if (schemaReason) return refuse(schemaReason);
  const body = value as FeedStock;
  if (body.id !== sourceId) return refuse(`the feed answered touchpoint "${body.id}" instead`);
  const reason = duplicateSlot(body.products, 'products');
  return reason ? refuse(reason) : { ok: true, value: body };
}
