/**
 * Channels, touchpoints with their slot grid and store products, touchpoint groups and the
 * channel sync. Money is rupees on the
 * wire (a number, or a decimal string of at most two decimals) and integer paise in the database.
 */
import { Type, type Static } from 'typebox';
import {
  AllOr,
  FreeText,
  Id,
  IdDelta,
  Label,
  ListRequest,
  OptionsRequest,
  OptionsResponse,
  OptionalNullable,
  Status,
  UpdatedAt,
  Nullable,
  OneOf,
} from './common';
import { FIELDS, SLOT_LABEL } from './fields';
import { GRID_MAX } from './slot-labels';
import { SyncRun } from './sync';

export * from './touchpoint-kinds';

export const TouchpointTypeSchema = OneOf(['vending_machine', 'kiosk', 'locker', 'micro_market']);
export const LabelFormatSchema = OneOf(['A1', 'AA', '11', '1A', '01', '10', '110']);

/** A channel code: letters, digits, dash and underscore. */
const ChannelCode = Type.String(FIELDS.channel.code);
/** The feed's address; the server also checks the scheme and its host allow-list (SYNC_ALLOWED_HOSTS). */
const FeedUrl = Type.String(FIELDS.channel.feed_url);
const FeedToken = Type.String(FIELDS.channel.feed_token);

/** The body of an action that takes no input (start a sync, sync stock): `{}`. */
export const EmptyBody = Type.Object({}, { additionalProperties: false });
export type EmptyBody = Static<typeof EmptyBody>;

// ── Channels ─────────────────────────────────────────────────────────────────────────────────

export const Channel = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  code: Type.String(),
  feed_url: Nullable(Type.String()),
  /** Whether a feed token is stored; the token itself never leaves the server. */
  feed_token_set: Type.Boolean(),
  status: Type.Integer(),
  is_default: Type.Boolean(),
  /** The channel's latest sync, running or finished. */
  last_run: Nullable(SyncRun),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type Channel = Static<typeof Channel>;

const channelFields = {
  name: Label,
  code: ChannelCode,
  feed_url: OptionalNullable(FeedUrl),
  /** Absent keeps the stored token, a string replaces it, null removes it. */
  feed_token: OptionalNullable(FeedToken),
  status: Type.Optional(Status),
};
export const ChannelBody = Type.Object(channelFields, { additionalProperties: false });
export type ChannelBody = Static<typeof ChannelBody>;
export const ChannelUpdateBody = Type.Object(
  { ...channelFields, updated_at: UpdatedAt },
  { additionalProperties: false },
);
export type ChannelUpdateBody = Static<typeof ChannelUpdateBody>;
export const ChannelListRequest = ListRequest({ status: AllOr(Status) });
export type ChannelListRequest = Static<typeof ChannelListRequest>;
export const CHANNEL_SORTABLE = ['id', 'name', 'code', 'created_at'] as const;

// ── Touchpoints ──────────────────────────────────────────────────────────────────────────────

export const Grid = Type.Object(
  {
    rows: Type.Integer({ minimum: 1, maximum: GRID_MAX }),
    columns: Type.Integer({ minimum: 1, maximum: GRID_MAX }),
    label_format: LabelFormatSchema,
  },
  { additionalProperties: false },
);
export type Grid = Static<typeof Grid>;

/** A coordinate with at most six decimals, as a number or a decimal string. */
const Coordinate = Type.Union([
  Type.Number(),
  Type.String({ maxLength: 12, pattern: '^-?[0-9]{1,3}(\\.[0-9]{1,6})?$' }),
]);

export const Touchpoint = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  channel_id: Nullable(Type.Integer()),
  channel: Nullable(Type.String()),
  type: Type.String(),
  company: Nullable(Type.String()),
  retailer: Nullable(Type.String()),
  source_id: Nullable(Type.String()),
  stock_synced: Type.Boolean(),
  last_updated: Nullable(Type.String()),
  status: Type.Integer(),
  address: Nullable(Type.String()),
  latitude: Nullable(Type.Number()),
  longitude: Nullable(Type.Number()),
  grid: Nullable(Grid),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type Touchpoint = Static<typeof Touchpoint>;

const touchpointFields = {
  name: Label,
  channel_id: OptionalNullable(Id),
  type: TouchpointTypeSchema,
  company: OptionalNullable(Label),
  retailer: OptionalNullable(Label),
  address: OptionalNullable(FreeText),
  latitude: OptionalNullable(Coordinate),
  longitude: OptionalNullable(Coordinate),
  /** Required for a vending machine or a locker, absent otherwise. */
  grid: OptionalNullable(Grid),
  status: Type.Optional(Status),
};
export const TouchpointBody = Type.Object(touchpointFields, { additionalProperties: false });
export type TouchpointBody = Static<typeof TouchpointBody>;
export const TouchpointUpdateBody = Type.Object(
  { ...touchpointFields, updated_at: UpdatedAt },
  { additionalProperties: false },
);
export type TouchpointUpdateBody = Static<typeof TouchpointUpdateBody>;
export const TouchpointListRequest = ListRequest({
  channel_id: AllOr(Id),
  type: AllOr(TouchpointTypeSchema),
  stock_synced: AllOr(Type.Boolean()),
  status: AllOr(Status),
});
export type TouchpointListRequest = Static<typeof TouchpointListRequest>;
export const TOUCHPOINT_SORTABLE = [
  'id',
  'name',
  'channel',
  'type',
  'stock_synced',
  'last_updated',
  'created_at',
] as const;

/**
 * `POST /touchpoints/options` (and the order filter's `POST /orders/touchpoint-options`): the first
 * `limit` touchpoints by name matching `q` (of one channel when `channel_id` is given), or
 * exactly the ones `ids` names; `total` says how many match (counted up to OPTIONS_COUNT_CAP + 1), so a
 * picker can say how many there are to search.
 */
export const TouchpointOption = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  channel: Nullable(Type.String()),
});
export type TouchpointOption = Static<typeof TouchpointOption>;
export const TouchpointOptionsRequest = OptionsRequest({ channel_id: Type.Optional(Id) });
export type TouchpointOptionsRequest = Static<typeof TouchpointOptionsRequest>;
export const TouchpointOptionsResponse = OptionsResponse(TouchpointOption);

/** Rupees: a number or a decimal string, at most two decimals, not negative. */
const Rupees = Type.Union([
  Type.Number({ minimum: 0 }),
  Type.String({ maxLength: 12, pattern: '^[0-9]{1,9}(\\.[0-9]{1,2})?$' }),
]);
/** A tax rate in percent, 0–100, at most two decimals. */
const Percent = Type.Union([
  Type.Number({ minimum: 0, maximum: 100 }),
  Type.String({ maxLength: 6, pattern: '^(100(\\.0{1,2})?|[0-9]{1,2}(\\.[0-9]{1,2})?)$' }),
]);

/** A store product: mrp in rupees, gst and cess in percent. */
export const TouchpointProduct = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** The slot label (the product's coil). */
  slot: Nullable(Type.String()),
  mrp: Type.Number(),
  gst: Type.Number(),
  cess: Type.Number(),
  stock: Type.Integer(),
  updated_at: Type.String(),
});
export type TouchpointProduct = Static<typeof TouchpointProduct>;
/** A slot label as a product form takes it (the channel sync holds a feed's slots to it too). */
export const SlotLabel = Type.String(SLOT_LABEL);
const productFields = {
  name: Label,
  slot: OptionalNullable(SlotLabel),
  mrp: Rupees,
  gst: Percent,
  cess: Percent,
  stock: Type.Integer({ minimum: 0, maximum: 100000 }),
};
export const ProductBody = Type.Object(productFields, { additionalProperties: false });
export type ProductBody = Static<typeof ProductBody>;
export const ProductUpdateBody = Type.Object(
  { ...productFields, updated_at: UpdatedAt },
  { additionalProperties: false },
);
export type ProductUpdateBody = Static<typeof ProductUpdateBody>;
export const ProductListRequest = ListRequest({});
export type ProductListRequest = Static<typeof ProductListRequest>;
export const PRODUCT_SORTABLE = ['id', 'name', 'slot', 'mrp', 'stock'] as const;

/** What a Sync Stock changed. */
export const StockSyncResult = Type.Object({
  updated: Type.Integer(),
  unchanged: Type.Integer(),
  /** Slots the feed named that this touchpoint does not hold. */
  unknown_slots: Type.Array(Type.String()),
  last_updated: Type.String(),
});
export type StockSyncResult = Static<typeof StockSyncResult>;

// ── Touchpoint groups ────────────────────────────────────────────────────────────────────────

export const TouchpointGroup = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  touchpoint_count: Type.Integer(),
  /** Institutions linking it: such a group cannot be deleted. */
  institution_count: Type.Integer(),
  /** Their names, A to Z: what a Delete that is unavailable names. */
  institutions: Type.Array(Type.String()),
  is_default: Type.Boolean(),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type TouchpointGroup = Static<typeof TouchpointGroup>;
export const TouchpointGroupBody = Type.Object(
  { name: Label, touchpoint_ids: Type.Optional(Type.Array(Id, { uniqueItems: true, maxItems: 1000 })) },
  { additionalProperties: false },
);
export type TouchpointGroupBody = Static<typeof TouchpointGroupBody>;
export const TouchpointGroupUpdateBody = Type.Object(
  { name: Label, add_touchpoint_ids: IdDelta, remove_touchpoint_ids: IdDelta, updated_at: UpdatedAt },
  { additionalProperties: false },
);
export type TouchpointGroupUpdateBody = Static<typeof TouchpointGroupUpdateBody>;
export const TouchpointGroupListRequest = ListRequest({});
export type TouchpointGroupListRequest = Static<typeof TouchpointGroupListRequest>;
export const TOUCHPOINT_GROUP_SORTABLE = ['id', 'name', 'created_at'] as const;
export const TouchpointGroupMember = TouchpointOption;
export type TouchpointGroupMember = TouchpointOption;
export const TouchpointGroupMemberListRequest = ListRequest({});
export type TouchpointGroupMemberListRequest = Static<typeof TouchpointGroupMemberListRequest>;
