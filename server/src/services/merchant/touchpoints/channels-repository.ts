/**
 * Channels' SQL: the list page, one channel, what the sync reads of one, the pickers, a taken code,
 * and the writes. The feed token is stored here and read only by `findChannelFeed`.
 */
import type { PlainOptionsRequest, ChannelListRequest, CHANNEL_SORTABLE } from '@console/shared/contracts';
import { and, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import { channels } from '../../../db/schema';
import { chosenFilter, likePattern, listWindow, readPage, type ListSpec, type RowOf } from '../../../lib/list';
import { tableSource } from '../../../lib/list-source';
import { unchangedSince, updateUnchanged } from '../../../lib/stale-record';
import { P } from '../../../db/statement-cache';
import { tableOptions } from '../../../lib/name-options';
import * as tenantRowsRepo from '../../../lib/tenant-rows-repository';

const columns = {
  id: channels.id,
  name: channels.name,
  code: channels.code,
  feedUrl: channels.feedUrl,
  feedTokenSet: sql<boolean>`${channels.feedToken} is not null`,
  status: channels.status,
  isDefault: channels.isDefault,
  createdAt: channels.createdAt,
  updatedAt: channels.updatedAt,
};
export type ChannelRecord = RowOf<typeof columns>;

/** A channel's fields as a create writes them. */
export type ChannelFields = Pick<typeof channels.$inferInsert, 'name' | 'code' | 'feedUrl' | 'feedToken' | 'status'>;

const spec: ListSpec<(typeof CHANNEL_SORTABLE)[number]> = {
  sortable: {
    id: channels.id,
    name: sql`lower(${channels.name})`,
    code: sql`lower(${channels.code})`,
    created_at: channels.createdAt,
  },
  defaultSort: { by: 'name', dir: 'ASC' },
  tieBreaker: channels.id,
};

/** The channel pickers (a touchpoint's channel, a rule's, the lists' filters): channels by name. */
export function selectChannelOptions(db: Db, tenantId: number, body: PlainOptionsRequest) {
  return tableOptions(db, body, channels, eq(channels.tenantId, tenantId));
}

/** One page of the tenant's channels under the list's filters, with its pagination. */
export async function listChannelRows(db: Db, tenantId: number, body: ChannelListRequest) {
  const filters = {
    tenantId,
    status: chosenFilter(body.status),
    search: body.search?.trim() ? likePattern(body.search) : undefined,
  };
  const where = () =>
    and(
      eq(channels.tenantId, P('tenantId')),
      filters.status !== undefined ? eq(channels.status, P('status')) : undefined,
      filters.search !== undefined
        ? or(ilike(channels.name, P('search')), ilike(channels.code, P('search')))
        : undefined,
    );
  return readPage<ChannelRecord>(db, {
    name: 'channels',
    window: listWindow(body, spec),
    filters,
    ...tableSource(db, channels, columns, where),
  });
}

/** A channel of the tenant, or undefined. */
export async function findChannel(db: DbOrTx, tenantId: number, id: number): Promise<ChannelRecord | undefined> {
  const [row] = await db
    .select(columns)
    .from(channels)
    .where(and(eq(channels.tenantId, P('tenantId')), eq(channels.id, id)))
    .limit(1)
    .execute({ tenantId });
  return row;
}

/** What the sync needs of a channel of the tenant (its feed and token), or undefined. */
export async function findChannelFeed(db: DbOrTx, tenantId: number, id: number) {
  const [row] = await db
    .select({
      id: channels.id,
      name: channels.name,
      feedUrl: channels.feedUrl,
      feedToken: channels.feedToken,
      status: channels.status,
    })
    .from(channels)
    .where(and(eq(channels.tenantId, P('tenantId')), eq(channels.id, id)))
    .limit(1)
    .execute({ tenantId });
  return row;
}

/** Whether `id` is a channel of the tenant. */
export async function isChannelOfTenant(db: DbOrTx, tenantId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: channels.id })
    .from(channels)
    .where(and(eq(channels.tenantId, P('tenantId')), eq(channels.id, id)))
    .execute({ tenantId });
  return row !== undefined;
}

/** Whether another channel of the tenant (not `exceptId`) has this code, case aside. */
export async function isCodeTaken(db: DbOrTx, tenantId: number, code: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: channels.id })
    .from(channels)
    .where(
      and(
        eq(channels.tenantId, P('tenantId')),
        eq(sql`lower(${channels.code})`, code.toLowerCase()),
        exceptId ? ne(channels.id, exceptId) : undefined,
      ),
    )
    .limit(1)
    .execute({ tenantId });
  return row !== undefined;
}

export const insertChannel = (tx: Tx, tenantId: number, fields: ChannelFields) =>
  tenantRowsRepo.insertTenantRow(tx, channels, tenantId, fields);

/** Locks a channel of the tenant for an edit; false when there is none. */
export async function lockChannelRow(tx: Tx, tenantId: number, id: number): Promise<boolean> {
  const rows = await tx
    .select({ id: channels.id })
    .from(channels)
    .where(and(eq(channels.tenantId, P('tenantId')), eq(channels.id, id)))
    .for('update')
    .execute({ tenantId });
  return rows[0] !== undefined;
}

/** An edit's guard: the channel is still at the version its form loaded (400 for a malformed one). */
export const channelUnchangedSince = (loaded: string): SQL => unchangedSince(channels.updatedAt, loaded);

/** Writes a channel still at the loaded version (`unchanged`); the ids written (none: it changed). */
export async function updateChannelFields(
  tx: Tx,
  id: number,
  fields: Partial<ChannelFields>,
  unchanged: SQL,
): Promise<{ id: number }[]> {
  return updateUnchanged(tx, channels, and(eq(channels.id, id), unchanged), fields);
}
