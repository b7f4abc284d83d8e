/**
 * Channels: an operator's fleet of touchpoints and the feed the sync reads it from. The feed token
 * is write-only: stored, sent to the feed, never returned (`feed_token_set` says whether one is).
 */
import type {
  PlainOptionsRequest,
  Channel,
  ChannelBody,
  ChannelListRequest,
  ChannelUpdateBody,
  CHANNEL_SORTABLE,
} from '@console/shared/contracts';
import { and, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import { channels } from '../../../db/schema';
import { recordAudit, type Actor } from '../../../lib/audit';
import { badRequest, conflict, notFound, refuseUniqueViolation } from '../../../lib/http-errors';
import { chosenFilter, likePattern, listPage, listWindow, type ListSpec, type RowOf } from '../../../lib/list';
import { assertUnchanged, unchangedSince } from '../../../lib/stale-record';
import { toExactIso, toIso } from '../../../lib/time';
import { latestRuns } from '../sync/sync-runs-repository';
import { P } from '../../../db/statement-cache';
import { nameOptions } from '../../../lib/name-options';

const CODE_TAKEN = 'A channel with this code already exists.';

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
type Row = RowOf<typeof columns>;

function toChannel(r: Row): Omit<Channel, 'last_run'> {
  return {
    id: r.id,
    name: r.name,
    code: r.code,
    feed_url: r.feedUrl,
    feed_token_set: Boolean(r.feedTokenSet),
    status: r.status,
    is_default: r.isDefault,
    created_at: toIso(r.createdAt),
    updated_at: toExactIso(r.updatedAt),
  };
}

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
export function channelOptions(db: Db, tenantId: number, body: PlainOptionsRequest) {
  return nameOptions(db, body, {
    rows: () => db.select({ id: channels.id, name: channels.name }).from(channels).$dynamic(),
    ids: () => db.select({ id: channels.id }).from(channels).$dynamic(),
    id: channels.id,
    name: channels.name,
    scope: eq(channels.tenantId, tenantId),
  });
}

export async function listChannels(db: Db, tenantId: number, body: ChannelListRequest) {
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
  const page = await listPage(db, {
    name: 'channels',
    window: listWindow(body, spec),
    filters,
    from: (extra) =>
      db
        .select({ ...columns, ...extra })
        .from(channels)
        .$dynamic(),
    where,
    ids: () => db.select({ id: channels.id }).from(channels).where(where()).$dynamic(),
    present: toChannel,
  });
  const runs = await latestRuns(
    db,
    tenantId,
    page.data.map((c) => c.id),
  );
  return { ...page, data: page.data.map((c) => ({ ...c, last_run: runs.get(c.id) ?? null })) };
}

export async function getChannel(db: DbOrTx, tenantId: number, id: number): Promise<Channel> {
  const [row] = await db
    .select(columns)
    .from(channels)
    .where(and(eq(channels.tenantId, P('tenantId')), eq(channels.id, id)))
    .limit(1)
    .execute({ tenantId });
  if (!row) throw notFound('Channel');
  const runs = await latestRuns(db, tenantId, [id]);
  return { ...toChannel(row), last_run: runs.get(id) ?? null };
}

/** What the sync needs of a channel; 404 for another tenant's. */
export async function channelFeed(db: DbOrTx, tenantId: number, id: number) {
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
  if (!row) throw notFound('Channel');
  return row;
}

/** 400 unless `id` is a channel of the tenant (a create or edit naming it). */
export async function assertChannelOfTenant(db: DbOrTx, tenantId: number, id: number): Promise<void> {
  const [row] = await db
    .select({ id: channels.id })
    .from(channels)
    .where(and(eq(channels.tenantId, P('tenantId')), eq(channels.id, id)))
    .execute({ tenantId });
  if (!row) throw badRequest('channel_id does not name a channel of your company.', 'UNKNOWN_CHANNEL');
}

async function assertCodeFree(db: DbOrTx, tenantId: number, code: string, exceptId?: number) {
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
  if (row) throw conflict(CODE_TAKEN, 'CODE_TAKEN');
}

const guardCode = <T>(work: () => Promise<T>) =>
  refuseUniqueViolation('channels_tenant_code_uq', () => conflict(CODE_TAKEN, 'CODE_TAKEN'), work);

/** The audit trail never holds the token, only whether one is set. */
const audited = (c: Channel) => ({ ...c, last_run: undefined });

export function createChannel(
  db: Db,
  actor: Actor,
  input: ChannelBody,
  assertFeedAllowed: (url: string) => void,
): Promise<Channel> {
  if (input.feed_url) assertFeedAllowed(input.feed_url);
  return guardCode(() =>
    db.transaction(async (tx) => {
      await assertCodeFree(tx, actor.tenantId, input.code);
      const [created] = await tx
        .insert(channels)
        .values({
          tenantId: actor.tenantId,
          name: input.name,
          code: input.code,
          feedUrl: input.feed_url ?? null,
          feedToken: input.feed_token ?? null,
          status: input.status ?? 1,
        })
        .returning({ id: channels.id });
      const channel = await getChannel(tx, actor.tenantId, created!.id);
      await recordAudit(tx, actor, {
        action: 'create',
        entity: 'channel',
        entityId: channel.id,
        after: audited(channel),
      });
      return channel;
    }),
  );
}

async function lockChannel(tx: Tx, tenantId: number, id: number): Promise<Channel> {
  const rows = await tx
    .select({ id: channels.id })
    .from(channels)
    .where(and(eq(channels.tenantId, P('tenantId')), eq(channels.id, id)))
    .for('update')
    .execute({ tenantId });
  if (!rows[0]) throw notFound('Channel');
  return getChannel(tx, tenantId, id);
}

/** Fields as sent; the token only when the body names it (absent keeps it, null removes it). */
export function updateChannel(
  db: Db,
  actor: Actor,
  id: number,
  input: ChannelUpdateBody,
  assertFeedAllowed: (url: string) => void,
): Promise<Channel> {
  if (input.feed_url) assertFeedAllowed(input.feed_url);
  const unchanged = unchangedSince(channels.updatedAt, input.updated_at);
  return guardCode(() =>
    db.transaction(async (tx) => {
      const before = await lockChannel(tx, actor.tenantId, id);
      await assertCodeFree(tx, actor.tenantId, input.code, id);
      const updated = await tx
        .update(channels)
        .set({
          name: input.name,
          code: input.code,
          feedUrl: input.feed_url ?? null,
          ...(input.feed_token !== undefined ? { feedToken: input.feed_token } : {}),
          status: input.status ?? before.status,
          updatedAt: sql`now()`,
        })
        .where(and(eq(channels.id, id), unchanged))
        .returning({ id: channels.id });
      assertUnchanged(updated);
      const after = await getChannel(tx, actor.tenantId, id);
      await recordAudit(tx, actor, {
        action: 'update',
        entity: 'channel',
        entityId: id,
        before: audited(before),
        after: { ...audited(after), feed_token_replaced: input.feed_token !== undefined },
      });
      return after;
    }),
  );
}
