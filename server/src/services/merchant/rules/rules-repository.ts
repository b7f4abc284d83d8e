/**
 * Rules: the list, one rule with its rows, create, edit (the rows are
 * replaced as a whole, guarded by `updated_at`) and a soft delete. The scope is exactly one of a
 * touchpoint or a channel of the tenant; rows are named windows that may not overlap.
 */
import type {
  Rule,
  RuleBody,
  RuleListRequest,
  RuleRow,
  RuleUpdateBody,
  RULE_SORTABLE,
} from '@console/shared/contracts';
import { ruleRowProblems } from '@console/shared/contracts/rule-windows';
import { and, eq, ilike, isNull, sql, type Placeholder } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import { channels, customerGroups, ruleLimits, rules, touchpoints } from '../../../db/schema';
import { recordAudit, type Actor } from '../../../lib/audit';
import { badRequest, conflict, notFound, refuseUniqueViolation } from '../../../lib/http-errors';
import { chosenFilter, likePattern, listPage, listWindow, type ListSpec } from '../../../lib/list';
import { assertUnchanged, unchangedSince } from '../../../lib/stale-record';
import { toExactIso, toIso } from '../../../lib/time';
import { P } from '../../../db/statement-cache';

const NAME_TAKEN = 'A rule with this name already exists.';
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
type Row = {
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

function toRule(r: Row): Rule {
  return {
    id: r.id,
    name: r.name,
    type: r.type === 'amount' ? 'amount' : 'quantity',
    touchpoint_id: r.touchpointId,
    touch_point: r.touchPoint,
    channel_id: r.channelId,
    channel: r.channel,
    customer_group_id: r.customerGroupId,
    group: r.group,
    status: r.status,
    rows: typeof r.rows === 'string' ? (JSON.parse(r.rows) as RuleRow[]) : r.rows,
    created_at: toIso(r.createdAt),
    updated_at: toExactIso(r.updatedAt),
  };
}

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

export async function listRules(db: Db, tenantId: number, body: RuleListRequest) {
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
  return listPage(db, {
    name: 'rules',
    window: listWindow(body, spec),
    filters,
    from: (extra) => fromRules(db, extra),
    where,
    ids: () => db.select({ id: rules.id }).from(rules).where(where()).$dynamic(),
    present: (r: Row) => toRule(r),
  });
}

export async function getRule(db: DbOrTx, tenantId: number, id: number): Promise<Rule> {
  const [row] = await fromRules(db)
    .where(and(liveRule(P('tenantId')), eq(rules.id, id)))
    .limit(1)
    .execute({ tenantId });
  if (!row) throw notFound('Rule');
  return toRule(row as Row);
}

/** The body's scope, group and rows, checked against the tenant's records: a 400 says what is wrong. */
async function assertRuleInput(tx: Tx, tenantId: number, input: RuleBody) {
  if ((input.touchpoint_id === null) === (input.channel_id === null)) {
    throw badRequest('A rule applies to a touchpoint or to a whole channel: choose exactly one.', 'RULE_SCOPE', [
      { field: 'touchpoint_id', message: 'Choose a touchpoint or a channel (not both).' },
    ]);
  }
  if (input.touchpoint_id !== null) {
    const [tp] = await tx
      .select({ id: touchpoints.id })
      .from(touchpoints)
      .where(and(eq(touchpoints.id, input.touchpoint_id), eq(touchpoints.tenantId, tenantId)));
    if (!tp)
      throw badRequest(`Touchpoint ${input.touchpoint_id} is not a touchpoint of your company.`, 'UNKNOWN_RECORD');
  }
  if (input.channel_id !== null) {
    const [ch] = await tx
      .select({ id: channels.id })
      .from(channels)
      .where(and(eq(channels.id, input.channel_id), eq(channels.tenantId, tenantId)));
    if (!ch) throw badRequest(`Channel ${input.channel_id} is not a channel of your company.`, 'UNKNOWN_RECORD');
  }
  if (input.customer_group_id !== null) {
    const [g] = await tx
      .select({ id: customerGroups.id })
      .from(customerGroups)
      .where(
        and(
          eq(customerGroups.id, input.customer_group_id),
          eq(customerGroups.tenantId, tenantId),
          isNull(customerGroups.deletedAt),
        ),
      );
    if (!g) throw badRequest(`Group ${input.customer_group_id} is not a group of your company.`, 'UNKNOWN_RECORD');
  }
  const problems = ruleRowProblems(input.rows);
  if (problems.length > 0) {
    throw badRequest(
      problems.map((p) => p.message).join(' '),
      'RULE_ROWS',
      problems.map((p) => ({ field: `rows.${p.index}.time`, message: p.message })),
    );
  }
  const [taken] = await tx
    .select({ id: rules.id })
    .from(rules)
    .where(
      and(
        eq(rules.tenantId, tenantId),
        isNull(rules.deletedAt),
        eq(sql`lower(${rules.name})`, input.name.toLowerCase()),
      ),
    )
    .limit(1);
  return taken;
}

const guardName = <T>(work: () => Promise<T>) =>
  refuseUniqueViolation('rules_tenant_name_uq', () => conflict(NAME_TAKEN, 'NAME_TAKEN'), work);

async function writeRows(tx: Tx, ruleId: number, input: RuleBody) {
  await tx.delete(ruleLimits).where(eq(ruleLimits.ruleId, ruleId));
  await tx
    .insert(ruleLimits)
    .values(input.rows.map((row, i) => ({ ruleId, sno: i + 1, name: row.name, time: row.time, limit: row.limit })));
}

const fieldsOf = (input: RuleBody) => ({
  name: input.name,
  type: input.type,
  touchpointId: input.touchpoint_id,
  channelId: input.channel_id,
  customerGroupId: input.customer_group_id,
  status: input.status,
});

export function createRule(db: Db, actor: Actor, input: RuleBody): Promise<Rule> {
  return guardName(() =>
    db.transaction(async (tx) => {
      if (await assertRuleInput(tx, actor.tenantId, input)) throw conflict(NAME_TAKEN, 'NAME_TAKEN');
      const [created] = await tx
        .insert(rules)
        .values({ tenantId: actor.tenantId, ...fieldsOf(input) })
        .returning({ id: rules.id });
      await writeRows(tx, created!.id, input);
      const rule = await getRule(tx, actor.tenantId, created!.id);
      await recordAudit(tx, actor, { action: 'create', entity: 'rule', entityId: rule.id, after: rule });
      return rule;
    }),
  );
}

export function updateRule(db: Db, actor: Actor, id: number, input: RuleUpdateBody): Promise<Rule> {
  return guardName(() =>
    db.transaction(async (tx) => {
      const before = await getRule(tx, actor.tenantId, id);
      const taken = await assertRuleInput(tx, actor.tenantId, input);
      if (taken && taken.id !== id) throw conflict(NAME_TAKEN, 'NAME_TAKEN');
      const updated = await tx
        .update(rules)
        .set({ ...fieldsOf(input), updatedAt: sql`now()` })
        .where(
          and(
            eq(rules.id, id),
            eq(rules.tenantId, actor.tenantId),
            isNull(rules.deletedAt),
            unchangedSince(rules.updatedAt, input.updated_at),
          ),
        )
        .returning({ id: rules.id });
      assertUnchanged(updated);
      await writeRows(tx, id, input);
      const after = await getRule(tx, actor.tenantId, id);
      await recordAudit(tx, actor, { action: 'update', entity: 'rule', entityId: id, before, after });
      return after;
    }),
  );
}

export async function deleteRule(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await getRule(tx, actor.tenantId, id);
    await tx
      .update(rules)
      .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(rules.id, id));
    await recordAudit(tx, actor, { action: 'delete', entity: 'rule', entityId: id, before });
  });
}
