/**
 * Channels, touchpoints with their slots and products, touchpoint groups, and the channel sync's
 * runs with the records each received (merchant service).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { counter, counters, paise, ref, timestamps, ts, updatedAt } from './columns';
import { tenantRecord, tenantRef, users } from './tenancy';

export const channels = pgTable(
  'channels',
  {
    ...tenantRecord(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    /** Where the sync reads this channel's touchpoints (see README "The channel feed"). */
    feedUrl: text('feed_url'),
    /** Sent to the feed as a bearer token; write-only through the API. */
    feedToken: text('feed_token'),
    isDefault: boolean('is_default').notNull().default(false),
    status: smallint('status').notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('channels_tenant_code_uq').on(t.tenantId, sql`lower(${t.code})`),
    check('channels_status_ck', sql`${t.status} in (0, 1)`),
  ],
);

export const touchpoints = pgTable(
  'touchpoints',
  {
    ...tenantRecord(),
    channelId: integer('channel_id').references(() => channels.id),
    name: text('name').notNull(),
    /** e.g. 'vending_machine', 'kiosk', 'locker' */
    type: text('type').notNull(),
    company: text('company'),
    retailer: text('retailer'),
    source: text('source'),
    /** The address; `latitude`/`longitude` are the map point. */
    location: text('location'),
    latitude: numeric('latitude', { precision: 8, scale: 6 }),
    longitude: numeric('longitude', { precision: 9, scale: 6 }),
    /** The slot grid of a vending machine or locker, and its label format (shared/contracts/slot-labels). */
    gridRows: smallint('grid_rows'),
    gridColumns: smallint('grid_columns'),
    labelFormat: text('label_format'),
    /** The feed's id for a synced touchpoint (unique within its channel), and a digest of what it last sent. */
    sourceId: text('source_id'),
    sourceDigest: text('source_digest'),
    stockSynced: boolean('stock_synced').notNull().default(false),
    status: smallint('status').notNull().default(1),
    lastUpdated: ts('last_updated'),
    ...timestamps(),
  },
  (t) => [
    index('touchpoints_tenant_idx').on(t.tenantId, t.createdAt, t.id),
    // The list's default order (newest id first) and its name sort, read straight from an index.
    index('touchpoints_tenant_id_idx').on(t.tenantId, t.id),
    index('touchpoints_tenant_name_idx').on(t.tenantId, sql`lower(${t.name})`, t.id),
    uniqueIndex('touchpoints_channel_source_uq').on(t.channelId, t.sourceId),
    check('touchpoints_status_ck', sql`${t.status} in (0, 1)`),
    check('touchpoints_latitude_ck', sql`${t.latitude} between -90 and 90`),
    check('touchpoints_longitude_ck', sql`${t.longitude} between -180 and 180`),
    check(
      'touchpoints_grid_ck',
      sql`(${t.gridRows} is null and ${t.gridColumns} is null and ${t.labelFormat} is null) or (${t.gridRows} between 1 and 60 and ${t.gridColumns} between 1 and 60 and ${t.labelFormat} is not null)`,
    ),
  ],
);

export const touchpointProducts = pgTable(
  'touchpoint_products',
  {
    ...tenantRecord(),
    touchpointId: ref('touchpoint_id', () => touchpoints.id),
    name: text('name').notNull(),
    coil: text('coil'),
    productMrp: paise('product_mrp').notNull(),
    productGst: numeric('product_gst', { precision: 5, scale: 2 }).notNull().default('0'),
    productCess: numeric('product_cess', { precision: 5, scale: 2 }).notNull().default('0'),
    stock: counter('stock'),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('touchpoint_products_tp_idx').on(t.touchpointId),
    uniqueIndex('touchpoint_products_slot_uq').on(t.touchpointId, t.coil),
    check('touchpoint_products_stock_ck', sql`${t.stock} >= 0`),
    check('touchpoint_products_mrp_ck', sql`${t.productMrp} >= 0`),
    check('touchpoint_products_gst_ck', sql`${t.productGst} between 0 and 100`),
    check('touchpoint_products_cess_ck', sql`${t.productCess} between 0 and 100`),
  ],
);

export const touchpointGroups = pgTable(
  'touchpoint_groups',
  {
    ...tenantRecord(),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps(),
    /** A deleted group keeps its membership rows for the audit trail. */
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    uniqueIndex('touchpoint_groups_tenant_name_uq')
      .on(t.tenantId, sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
  ],
);

export const touchpointGroupMembers = pgTable(
  'touchpoint_group_members',
  {
    groupId: ref('group_id', () => touchpointGroups.id),
    touchpointId: ref('touchpoint_id', () => touchpoints.id),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.touchpointId] })],
);

/**
 * One sync of a channel: a job that fetches every page, stages it in `sync_records`, then applies
 * it in one transaction. At most one run per channel is `running` (a partial unique index, so two
 * racing starts cannot both win).
 */
export const syncRuns = pgTable(
  'sync_runs',
  {
    ...tenantRecord(),
    channelId: ref('channel_id', () => channels.id),
    /** 'running' | 'succeeded' | 'failed' */
    status: text('status').notNull().default('running'),
    startedBy: integer('started_by').references(() => users.id),
    pagesFetched: counter('pages_fetched'),
    totalPages: integer('total_pages'),
    ...counters('recordsReceived', 'recordsApplied', 'created', 'updated', 'unchanged', 'removed', 'conflicts'),
    error: text('error'),
    /**
     * The attempt at the run now (the queue retries a run whose process died): an attempt stages
     * and applies only while this is still its number, so an attempt that lost its lease cannot
     * write beside the one that took over.
     */
    attempt: counter('attempt'),
    startedAt: ts('started_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    index('sync_runs_tenant_idx').on(t.tenantId, t.startedAt, t.id),
    uniqueIndex('sync_runs_one_running_uq')
      .on(t.channelId)
      .where(sql`${t.status} = 'running'`),
    check('sync_runs_status_ck', sql`${t.status} in ('running', 'succeeded', 'failed')`),
  ],
);

/** What the feed sent for one touchpoint in a run, and what the sync did with it. */
export const syncRecords = pgTable(
  'sync_records',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    runId: ref('run_id', () => syncRuns.id),
    sourceId: text('source_id').notNull(),
    name: text('name').notNull(),
    company: text('company'),
    retailer: text('retailer'),
    active: boolean('active').notNull(),
    stock: counter('stock'),
    /** The record as received; null for a touchpoint the feed no longer sends (outcome 'removed'). */
    payload: jsonb('payload'),
    /** 'created' | 'updated' | 'unchanged' | 'removed' | 'conflict'; null until applied. */
    outcome: text('outcome'),
    reason: text('reason'),
    touchpointId: integer('touchpoint_id').references(() => touchpoints.id),
  },
  (t) => [index('sync_records_run_idx').on(t.runId, t.id)],
);
