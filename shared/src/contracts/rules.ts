/**
 * Rules: a name, the touch point or the channel it applies to, its type,
 * status and customer group, and its time/limit rows (sno, name, time, limit). See
 * `rule-windows.ts` for the window format and the vend's evaluator for what a rule does.
 */
import { Type, type Static } from 'typebox';
import { AllOr, Id, Label, ListRequest, Status, UpdatedAt, Nullable, OneOf } from './common';
import { RULE_MAX_LIMIT, RULE_MAX_ROWS } from './rule-kinds';
import { RULE_TIME_PATTERN } from './rule-windows';

export * from './rule-windows';
export * from './rule-kinds';

export const RuleTypeSchema = OneOf(['quantity', 'amount']);

export const RuleRowBody = Type.Object(
  {
    name: Label,
    time: Type.String({ pattern: RULE_TIME_PATTERN, maxLength: 11 }),
    limit: Type.Integer({ minimum: 1, maximum: RULE_MAX_LIMIT }),
  },
  { additionalProperties: false },
);
export type RuleRowBody = Static<typeof RuleRowBody>;

const ruleFields = {
  name: Label,
  type: RuleTypeSchema,
  /** Exactly one of touchpoint_id and channel_id: the rule's scope. */
  touchpoint_id: Nullable(Id),
  channel_id: Nullable(Id),
  /** The customer group it governs; null governs every customer. */
  customer_group_id: Nullable(Id),
  status: Status,
  /** In order: a row's `sno` is its position (1, 2, …). */
  rows: Type.Array(RuleRowBody, { minItems: 1, maxItems: RULE_MAX_ROWS }),
};

export const RuleBody = Type.Object(ruleFields, { additionalProperties: false });
export type RuleBody = Static<typeof RuleBody>;
export const RuleUpdateBody = Type.Object({ ...ruleFields, updated_at: UpdatedAt }, { additionalProperties: false });
export type RuleUpdateBody = Static<typeof RuleUpdateBody>;

export const RuleRow = Type.Object({
  sno: Type.Integer(),
  name: Type.String(),
  time: Type.String(),
  limit: Type.Integer(),
});
export type RuleRow = Static<typeof RuleRow>;

export const Rule = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  type: RuleTypeSchema,
  touchpoint_id: Nullable(Type.Integer()),
  /** The Touch Point column: the touchpoint's name, null for a channel-wide rule. */
  touch_point: Nullable(Type.String()),
  channel_id: Nullable(Type.Integer()),
  /** The Channel column: the channel the rule covers (a touchpoint rule shows its touchpoint's). */
  channel: Nullable(Type.String()),
  customer_group_id: Nullable(Type.Integer()),
  /** The Group column; null: every customer. */
  group: Nullable(Type.String()),
  status: Type.Integer(),
  rows: Type.Array(RuleRow),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type Rule = Static<typeof Rule>;

export const RuleListRequest = ListRequest({
  status: AllOr(Status),
  type: AllOr(RuleTypeSchema),
  channel_id: AllOr(Id),
});
export type RuleListRequest = Static<typeof RuleListRequest>;

export const RULE_SORTABLE = ['id', 'name', 'type', 'status', 'created_at'] as const;
