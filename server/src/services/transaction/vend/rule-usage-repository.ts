/**
 * The rules a vend answers to and what the customer already took in their open windows: the two
 * reads the pure evaluator (rule-evaluator.ts) needs. Usage is net of refunds (an unvended or
 * refunded item was not taken), counted at the rule's scope: its touchpoint, or its whole channel.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { orderItems, orders, ruleLimits, rules } from '../../../db/schema';
import { rowsOf } from '../../../lib/list';
import type { MachineKey } from '../../merchant';
import type { ApplicableRule, Usage, WindowState } from './rule-evaluator';

export interface ScopedRule extends ApplicableRule {
  touchpointId: number | null;
  channelId: number | null;
}

/**
 * The statement reading the active rules of this touchpoint or its channel, for one of the
 * customer's groups (`groupIds`, an int[] expression) or for everyone (one row per rule, its windows
 * as JSON): the vend's lock
 * statement embeds it, so the rules cost no round trip of their own.
 */
export function applicableRulesSql(machine: MachineKey, groupIds: SQL): SQL {
  return sql`
    select r.id, r.name, r.type, r.touchpoint_id, r.channel_id,
           json_agg(json_build_object('sno', l.sno, 'name', l.name, 'time', l.time, 'limit', l."limit") order by l.sno) as rows
      from ${rules} r join ${ruleLimits} l on l.rule_id = r.id
     where r.tenant_id = ${machine.tenantId}::int and r.deleted_at is null and r.status = 1
       and (r.touchpoint_id = ${machine.touchpointId}::int or r.channel_id = ${machine.channelId}::int)
       and (r.customer_group_id is null or r.customer_group_id = any(${groupIds}))
     group by r.id
     order by r.id`;
}

/** The rows of `applicableRulesSql` as the evaluator's rules. */
export function scopedRulesOf(rows: Record<string, unknown>[]): ScopedRule[] {
  return rows.map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    type: r.type === 'amount' ? 'amount' : 'quantity',
    touchpointId: r.touchpoint_id === null ? null : Number(r.touchpoint_id),
    channelId: r.channel_id === null ? null : Number(r.channel_id),
    rows: (typeof r.rows === 'string' ? JSON.parse(r.rows) : r.rows) as ApplicableRule['rows'],
  }));
}

/** What the customer took since each open window began, at each rule's scope; undefined for a closed one. */
export async function ruleUsage(
  tx: Tx,
  machine: MachineKey,
  customerId: number,
  states: readonly WindowState[],
): Promise<(Usage | undefined)[]> {
  const open = states.flatMap((state, idx) => {
    if (state.kind !== 'open') return [];
    const rule = state.window.rule as ScopedRule;
    return [
      { idx, since: state.window.since.toISOString(), touchpoint_id: rule.touchpointId, channel_id: rule.channelId },
    ];
  });
  if (open.length === 0) return states.map(() => undefined);
  const result = await tx.execute(sql`
    select w.idx,
           coalesce(sum(i.qty - i.refunded_qty), 0)::int as items,
           coalesce(sum((i.qty - i.refunded_qty) * i.mrp), 0)::text as paise
      from jsonb_to_recordset(${JSON.stringify(open)}::jsonb) as w(idx int, since timestamptz, touchpoint_id int, channel_id int)
      left join ${orders} o
        on o.tenant_id = ${machine.tenantId}::int and o.customer_id = ${customerId}::int and o.created_at >= w.since
       and (o.touchpoint_id = w.touchpoint_id or o.channel_id = w.channel_id)
      left join ${orderItems} i on i.order_id = o.id
     group by w.idx`);
  const byIdx = new Map(
    rowsOf(result).map((r) => [Number(r.idx), { items: Number(r.items), paise: BigInt(String(r.paise)) }]),
  );
  return states.map((_, idx) => byIdx.get(idx));
}
