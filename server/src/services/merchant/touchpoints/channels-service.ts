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
} from '@console/shared/contracts';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import { auditCreate, auditUpdate, type Actor } from '../../../lib/audit';
import { badRequest, conflict, foundOr404, lockedOr404, refuseUniqueViolation } from '../../../lib/http-errors';
import { assertUnchanged } from '../../../lib/stale-record';
import { recordTimes } from '../../../lib/time';
import { snakeFields } from '../../../lib/wire';
import { latestRuns } from '../sync/sync-runs-service';
import * as repo from './channels-repository';

const CODE_TAKEN = 'A channel with this code already exists.';

function toChannel(r: repo.ChannelRecord): Omit<Channel, 'last_run'> {
  return {
    ...snakeFields(r, 'id name code feedUrl status isDefault'),
    feed_token_set: Boolean(r.feedTokenSet),
    ...recordTimes(r),
  };
}

/** The channel pickers (a touchpoint's channel, a rule's, the lists' filters): channels by name. */
export function channelOptions(db: Db, tenantId: number, body: PlainOptionsRequest) {
  return repo.selectChannelOptions(db, tenantId, body);
}

export async function listChannels(db: Db, tenantId: number, body: ChannelListRequest) {
  const { rows, pagination } = await repo.listChannelRows(db, tenantId, body);
  const data = rows.map(toChannel);
  const runs = await latestRuns(
    db,
    tenantId,
    data.map((c) => c.id),
  );
  return { data: data.map((c) => ({ ...c, last_run: runs.get(c.id) ?? null })), pagination };
}

export async function getChannel(db: DbOrTx, tenantId: number, id: number): Promise<Channel> {
  const row = foundOr404(await repo.findChannel(db, tenantId, id), 'Channel');
  const runs = await latestRuns(db, tenantId, [id]);
  return { ...toChannel(row), last_run: runs.get(id) ?? null };
}

/** What the sync needs of a channel; 404 for another tenant's. */
export async function channelFeed(db: DbOrTx, tenantId: number, id: number) {
  return foundOr404(await repo.findChannelFeed(db, tenantId, id), 'Channel');
}

/** 400 unless `id` is a channel of the tenant (a create or edit naming it). */
export async function assertChannelOfTenant(db: DbOrTx, tenantId: number, id: number): Promise<void> {
  if (!(await repo.isChannelOfTenant(db, tenantId, id)))
    throw badRequest('channel_id does not name a channel of your company.', 'UNKNOWN_CHANNEL');
}

async function assertCodeFree(db: DbOrTx, tenantId: number, code: string, exceptId?: number) {
  if (await repo.isCodeTaken(db, tenantId, code, exceptId)) throw conflict(CODE_TAKEN, 'CODE_TAKEN');
}

const guardCode = <T>(work: () => Promise<T>) =>
  refuseUniqueViolation('channels_tenant_code_uq', () => conflict(CODE_TAKEN, 'CODE_TAKEN'), work);

/** The audit trail never holds the token, only whether one is set. */
const audited = (c: Channel) => ({ ...c, last_run: undefined });

/** The one check a channel's feed URL passes before it is stored (the sync's feed gate). */
type FeedCheck = (url: string) => void;

/**
 * A channel's create or edit: its feed URL checked before anything is read, then `write` in one
 * transaction, a code another write took meanwhile refused like the code's own check.
 */
function writeChannel(
  db: Db,
  input: ChannelBody,
  assertFeedAllowed: FeedCheck,
  write: (tx: Tx) => Promise<Channel>,
): Promise<Channel> {
  if (input.feed_url) assertFeedAllowed(input.feed_url);
  return guardCode(() => db.transaction(write));
}

export function createChannel(db: Db, actor: Actor, input: ChannelBody, assertFeedAllowed: FeedCheck) {
  return writeChannel(db, input, assertFeedAllowed, async (tx) => {
    await assertCodeFree(tx, actor.tenantId, input.code);
    const id = await repo.insertChannel(tx, actor.tenantId, {
      name: input.name,
      code: input.code,
      feedUrl: input.feed_url ?? null,
      feedToken: input.feed_token ?? null,
      status: input.status ?? 1,
    });
    return auditCreate(tx, actor, 'channel', await getChannel(tx, actor.tenantId, id), audited);
  });
}

/** The tenant's channel `id`, locked until the transaction ends; 404 when there is none. */
const lockChannel = lockedOr404(repo.lockChannelRow, getChannel, 'Channel');

/** Fields as sent; the token only when the body names it (absent keeps it, null removes it). */
export function updateChannel(
  db: Db,
  actor: Actor,
  id: number,
  input: ChannelUpdateBody,
  assertFeedAllowed: FeedCheck,
): Promise<Channel> {
  return writeChannel(db, input, assertFeedAllowed, async (tx) => {
    const unchanged = repo.channelUnchangedSince(input.updated_at);
    const before = await lockChannel(tx, actor.tenantId, id);
    await assertCodeFree(tx, actor.tenantId, input.code, id);
    const updated = await repo.updateChannelFields(
      tx,
      id,
      {
        name: input.name,
        code: input.code,
        feedUrl: input.feed_url ?? null,
        ...(input.feed_token !== undefined ? { feedToken: input.feed_token } : {}),
        status: input.status ?? before.status,
      },
      unchanged,
    );
    assertUnchanged(updated);
    return auditUpdate(tx, actor, 'channel', before, await getChannel(tx, actor.tenantId, id), {
      before: audited,
      after: (after) => ({ ...audited(after), feed_token_replaced: input.feed_token !== undefined }),
    });
  });
}
