/**
 * Rules: the list, one rule with its rows, create, edit (the rows are
 * replaced as a whole, guarded by `updated_at`) and a soft delete. The scope is exactly one of a
 * touchpoint or a channel of the tenant; rows are named windows that may not overlap.
 */
import type { Rule, RuleBody, RuleListRequest, RuleRow, RuleUpdateBody } from '@console/shared/contracts';
import { ruleRowProblems } from '@console/shared/contracts/rule-windows';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import { auditCreate, auditUpdate, recordAudit, type Actor } from '../../../lib/audit';
import { badRequest, conflict, foundOr404, refuseUniqueViolation } from '../../../lib/http-errors';
import { presentPage } from '../../../lib/list';
import { assertUnchanged } from '../../../lib/stale-record';
import { recordTimes } from '../../../lib/time';
import { snakeFields } from '../../../lib/wire';
import * as repo from './rules-repository';

const NAME_TAKEN = 'A rule with this name already exists.';

function toRule(r: repo.RuleRecord): Rule {
  return {
    ...snakeFields(r, 'id name touchpointId touchPoint channelId channel customerGroupId group status'),
    type: r.type === 'amount' ? 'amount' : 'quantity',
    rows: typeof r.rows === 'string' ? (JSON.parse(r.rows) as RuleRow[]) : r.rows,
    ...recordTimes(r),
  };
}

export async function listRules(db: Db, tenantId: number, body: RuleListRequest) {
  return presentPage(await repo.listRuleRows(db, tenantId, body), toRule);
}

export async function getRule(db: DbOrTx, tenantId: number, id: number): Promise<Rule> {
  return toRule(foundOr404(await repo.findRule(db, tenantId, id), 'Rule'));
}

/** The body's scope, group and rows, checked against the tenant's records: a 400 says what is wrong. */
async function assertRuleInput(tx: Tx, tenantId: number, input: RuleBody) {
  if ((input.touchpoint_id === null) === (input.channel_id === null)) {
    throw badRequest('A rule applies to a touchpoint or to a whole channel: choose exactly one.', 'RULE_SCOPE', [
      { field: 'touchpoint_id', message: 'Choose a touchpoint or a channel (not both).' },
    ]);
  }
  if (input.touchpoint_id !== null && !(await repo.isTouchpointOfTenant(tx, tenantId, input.touchpoint_id)))
    throw badRequest(`Touchpoint ${input.touchpoint_id} is not a touchpoint of your company.`, 'UNKNOWN_RECORD');
  if (input.channel_id !== null && !(await repo.isChannelOfTenant(tx, tenantId, input.channel_id)))
    throw badRequest(`Channel ${input.channel_id} is not a channel of your company.`, 'UNKNOWN_RECORD');
  if (input.customer_group_id !== null && !(await repo.isGroupOfTenant(tx, tenantId, input.customer_group_id)))
    throw badRequest(`Group ${input.customer_group_id} is not a group of your company.`, 'UNKNOWN_RECORD');
  const problems = ruleRowProblems(input.rows);
  if (problems.length > 0) {
    throw badRequest(
      problems.map((p) => p.message).join(' '),
      'RULE_ROWS',
      problems.map((p) => ({ field: `rows.${p.index}.time`, message: p.message })),
    );
  }
  return repo.ruleNamed(tx, tenantId, input.name);
}

const guardName = <T>(work: () => Promise<T>) =>
  refuseUniqueViolation('rules_tenant_name_uq', () => conflict(NAME_TAKEN, 'NAME_TAKEN'), work);

const fieldsOf = (input: RuleBody): repo.RuleFields => ({
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
      const id = await repo.insertRule(tx, actor.tenantId, fieldsOf(input));
      await repo.replaceRuleLimits(tx, id, input.rows);
      return auditCreate(tx, actor, 'rule', await getRule(tx, actor.tenantId, id));
    }),
  );
}

export function updateRule(db: Db, actor: Actor, id: number, input: RuleUpdateBody): Promise<Rule> {
  return guardName(() =>
    db.transaction(async (tx) => {
      const before = await getRule(tx, actor.tenantId, id);
      const taken = await assertRuleInput(tx, actor.tenantId, input);
      if (taken && taken.id !== id) throw conflict(NAME_TAKEN, 'NAME_TAKEN');
      const updated = await repo.updateRuleFields(tx, actor.tenantId, id, fieldsOf(input), input.updated_at);
      assertUnchanged(updated);
      await repo.replaceRuleLimits(tx, id, input.rows);
      return auditUpdate(tx, actor, 'rule', before, await getRule(tx, actor.tenantId, id));
    }),
  );
}

export async function deleteRule(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await getRule(tx, actor.tenantId, id);
    await repo.softDeleteRule(tx, id);
    await recordAudit(tx, actor, { action: 'delete', entity: 'rule', entityId: id, before });
  });
}
