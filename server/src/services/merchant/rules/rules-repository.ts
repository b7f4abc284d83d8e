/**
 * Rules' SQL: the list page, one rule with its rows, the tenant's records a rule may name, a
 * taken name, and the writes (the rule, its rows replaced as a whole, a soft delete).
 */
import type { RuleListRequest, RuleRow, RULE_SORTABLE } from '@console/shared/contracts';
import { and, eq, ilike, isNull, sql, type Placeholder } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import { channels, customerGroups, ruleLimits, rules, touchpoints } from '../../../db/schema';
import { chosenFilter, likePattern, listWindow, readPage, type ListSpec } from '../../../lib/list';
import { unchangedSince, updateUnchanged } from '../../../lib/stale-record';
import { P } from '../../../db/statement-cache';
import * as tenantRowsRepo from '../../../lib/tenant-rows-repository';

/** The channel a touchpoint rule's touchpoint belongs to, for the Channel column. */
const tpChannel = alias(channels, 'tp_channel');

const rowsOf = sql<RuleRow[] | string>`coalesce((
  select json_agg(json_build_object('sno', l.sno, 'name', l.name, 'time', l.time, 'limit', l."limit") order by l.sno)
    from ${ruleLimits} l where l.rule_id = ${rules.id}), '[]'::json)`;

const columns = {
  id: rules.id,
  name: rules.name,
  type: rules.type,
  touchpointId: rules.touchpointId,
  touchPoint: touchpoints.name,
  channelId: rules.channelId,
  channel: sql<string | null>`coalesce(${channels.name}, ${tpChannel.name})`,
  customerGroupId: rules.customerGroupId,
  group: customerGroups.name,
  status: rules.status,
  rows: rowsOf,
  createdAt: rules.createdAt,
  updatedAt: rules.updatedAt,
};
/** A rule as read, with its rows (json, or its text on a driver that leaves json as text). */
export type RuleRecord = {
  id: number;
  name: string;
  type: string;
  touchpointId: number | null;
  touchPoint: string | null;
  channelId: number | null;
  channel: string | null;
  customerGroupId: number | null;
  group: string | null;
  status: number;
  rows: RuleRow[] | string;
  createdAt: string;
  updatedAt: string;
};

/** A rule's own fields as written. */
export type RuleFields = Pick<
  typeof rules.$inferInsert,
  'name' | 'type' | 'touchpointId' | 'channelId' | 'customerGroupId' | 'status'
>;
/** One window of a rule as written (its number is its place in the list). */
export type RuleLimitFields = { name: string; time: string; limit: number };

const spec: ListSpec<(typeof RULE_SORTABLE)[number]> = {
  sortable: {
    id: rules.id,
    name: sql`lower(${rules.name})`,
    type: rules.type,
    status: rules.status,
    created_at: rules.createdAt,
  },
  sortKinds: { status: 'int' },
  defaultSort: { by: 'id', dir: 'DESC' },
  tieBreaker: rules.id,
};

const liveRule = (tenantId: Placeholder) => and(eq(rules.tenantId, tenantId), isNull(rules.deletedAt));

function fromRules(db: DbOrTx, extra: Record<string, unknown> = {}) {
  return db
    .select({ ...columns, ...extra } as typeof columns)
    .from(rules)
    .leftJoin(touchpoints, eq(touchpoints.id, rules.touchpointId))
    .leftJoin(channels, eq(channels.id, rules.channelId))
    .leftJoin(tpChannel, eq(tpChannel.id, touchpoints.channelId))
    .leftJoin(customerGroups, eq(customerGroups.id, rules.customerGroupId))
    .$dynamic();
}

/** One page of the tenant's live rules under the list's filters, with its pagination. */
export async function listRuleRows(db: Db, tenantId: number, body: RuleListRequest) {
  const filters = {
    tenantId,
    status: chosenFilter(body.status),
    type: chosenFilter(body.type),
    channelId: chosenFilter(body.channel_id),
    search: body.search?.trim() ? likePattern(body.search) : undefined,
  };
  const where = () =>
    and(
      liveRule(P('tenantId')),
      filters.status !== undefined ? eq(rules.status, P('status')) : undefined,
      filters.type !== undefined ? eq(rules.type, P('type')) : undefined,
      filters.channelId !== undefined
        ? sql`(${rules.channelId} = ${P('channelId')} or ${rules.touchpointId} in (select id from ${touchpoints} where channel_id = ${P('channelId')}))`
        : undefined,
      filters.search !== undefined ? ilike(rules.name, P('search')) : undefined,
    );
  return readPage<RuleRecord>(db, {
    name: 'rules',
    window: listWindow(body, spec),
    filters,
    from: (extra) => fromRules(db, extra),
    where,
    ids: () => db.select({ id: rules.id }).from(rules).where(where()).$dynamic(),
  });
}

/** A live rule of the tenant, or undefined. */
export async function findRule(db: DbOrTx, tenantId: number, id: number): Promise<RuleRecord | undefined> {
  const [row] = await fromRules(db)
    .where(and(liveRule(P('tenantId')), eq(rules.id, id)))
    .limit(1)
    .execute({ tenantId });
  return row as RuleRecord | undefined;
}

/** Whether `id` is a touchpoint of the tenant. */
export const isTouchpointOfTenant = (tx: Tx, tenantId: number, id: number) =>
  tenantRowsRepo.isTenantRow(tx, touchpoints, tenantId, id);

/** Whether `id` is a channel of the tenant. */
export const isChannelOfTenant = (tx: Tx, tenantId: number, id: number) =>
  tenantRowsRepo.isTenantRow(tx, channels, tenantId, id);

/** Whether `id` is a live customer group of the tenant. */
export const isGroupOfTenant = (tx: Tx, tenantId: number, id: number) =>
  tenantRowsRepo.isTenantRow(tx, customerGroups, tenantId, id, isNull(customerGroups.deletedAt));

/** The tenant's live rule named `name` (case aside), if any. */
export async function ruleNamed(tx: Tx, tenantId: number, name: string): Promise<{ id: number } | undefined> {
  const [taken] = await tx
    .select({ id: rules.id })
    .from(rules)
    .where(
      and(eq(rules.tenantId, tenantId), isNull(rules.deletedAt), eq(sql`lower(${rules.name})`, name.toLowerCase())),
    )
    .limit(1);
  return taken;
}

export const insertRule = (tx: Tx, tenantId: number, fields: RuleFields) =>
  tenantRowsRepo.insertTenantRow(tx, rules, tenantId, fields);

/** The rule's rows become exactly `rows`, numbered from 1 in their order. */
export async function replaceRuleLimits(tx: Tx, ruleId: number, rows: readonly RuleLimitFields[]): Promise<void> {
  await tx.delete(ruleLimits).where(eq(ruleLimits.ruleId, ruleId));
  await tx
    .insert(ruleLimits)
    .values(rows.map((row, i) => ({ ruleId, sno: i + 1, name: row.name, time: row.time, limit: row.limit })));
}

/** Writes a live rule still at the version loaded (`loadedAt`); the ids written (none: it changed). */
export async function updateRuleFields(
  tx: Tx,
  tenantId: number,
  id: number,
  fields: RuleFields,
  loadedAt: string,
): Promise<{ id: number }[]> {
  return updateUnchanged(
    tx,
    rules,
    and(
      eq(rules.id, id),
      eq(rules.tenantId, tenantId),
      isNull(rules.deletedAt),
      unchangedSince(rules.updatedAt, loadedAt),
    ),
    fields,
  );
}

export async function softDeleteRule(tx: Tx, id: number): Promise<void> {
  await tenantRowsRepo.softDelete(tx, rules, eq(rules.id, id));
}
