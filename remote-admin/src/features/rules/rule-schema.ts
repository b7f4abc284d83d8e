/**
 * The rule form: its values (what the inputs hold), its yup schema with the form messages and
 * the window checks the server makes (the shared `ruleRowProblems`: a malformed window, or one
 * overlapping an earlier row's), and the API bodies built from it.
 */
import { formRules, msg, shownServerMessage } from '@console/shared';
import type { Rule, RuleBody, RuleUpdateBody } from '@console/shared/contracts';
import { FIELDS } from '@console/shared/contracts/fields';
import { RULE_MAX_LIMIT, RULE_MAX_ROWS, type RuleType } from '@console/shared/contracts/rule-kinds';
import { ruleRowProblems } from '@console/shared/contracts/rule-windows';
import { array, mixed, object, string, type TestContext } from 'yup';
import type { AdminT } from '../../i18n/catalogue';

/** Where a rule applies: one touchpoint, or every touchpoint of a channel. */
export type RuleScope = 'touchpoint' | 'channel';

/** The chosen touchpoint as the picker shows it. */
export interface PickedTouchpoint {
  id: number;
  label: string;
}

export interface RuleRowValues {
  name: string;
  /** `HH:MM-HH:MM` in the tenant's time zone. */
  time: string;
  /** Digits as typed. */
  limit: string;
}

export interface RuleFormValues {
  name: string;
  scope: RuleScope;
  touchpoint: PickedTouchpoint | null;
  /** A channel id as the select holds it; '' until one is chosen. */
  channel_id: string;
  type: RuleType;
  /** A customer group id; '' governs every customer. */
  customer_group_id: string;
  status: '1' | '0';
  rows: RuleRowValues[];
}

export const EMPTY_ROW: RuleRowValues = { name: '', time: '', limit: '' };

export const EMPTY_RULE: RuleFormValues = {
  name: '',
  scope: 'touchpoint',
  touchpoint: null,
  channel_id: '',
  type: 'quantity',
  customer_group_id: '',
  status: '1',
  rows: [EMPTY_ROW],
};

/** "Snack Bar (Campus)": a touchpoint named with its channel. */
export const touchpointLabel = (name: string, channel: string | null) => (channel ? `${name} (${channel})` : name);

export function ruleFormValues(rule: Rule): RuleFormValues {
  return {
    name: rule.name,
    scope: rule.touchpoint_id !== null ? 'touchpoint' : 'channel',
    touchpoint:
      rule.touchpoint_id !== null
        ? { id: rule.touchpoint_id, label: touchpointLabel(rule.touch_point ?? `#${rule.touchpoint_id}`, rule.channel) }
        : null,
    channel_id: rule.touchpoint_id === null && rule.channel_id !== null ? String(rule.channel_id) : '',
    type: rule.type,
    customer_group_id: rule.customer_group_id === null ? '' : String(rule.customer_group_id),
    status: rule.status === 1 ? '1' : '0',
    rows: rule.rows.map((row) => ({ name: row.name, time: row.time, limit: String(row.limit) })),
  };
}

/** The row's index, from the path yup validates (`rows[2].time`). */
const rowIndexOf = (path: string) => Number(/rows\[(\d+)\]/.exec(path)?.[1] ?? -1);

/** The shared window check, for this row: malformed, or overlapping an earlier row's window. */
function windowProblem(this: TestContext, time: string | undefined) {
  const root = this.from?.[1]?.value as { rows?: RuleRowValues[] } | undefined;
  // Formik hands an emptied field over as undefined.
  const rows = (root?.rows ?? []).map((row) => ({ name: row?.name ?? '', time: (row?.time ?? '').trim() }));
  const index = rowIndexOf(this.path);
  const problem = time ? ruleRowProblems(rows).find((p) => p.index === index) : undefined;
  // The check's words are the server's (it runs the same one): said as the console says the server's messages.
  return problem ? this.createError({ message: shownServerMessage(problem.message) }) : true;
}

const limitRule = () =>
  string()
    .trim()
    .required(msg.required)
    .matches(/^\d+$/, msg.numericOnly)
    .test('min', msg.numericMin(1), (v) => v === undefined || !/^\d+$/.test(v) || Number(v) >= 1)
    .test('max', msg.numericMax(RULE_MAX_LIMIT), (v) => v === undefined || Number(v) <= RULE_MAX_LIMIT);

export function ruleSchema() {
  return object({
    name: formRules.textRule(FIELDS.rule.name, { required: true }),
    scope: string().oneOf(['touchpoint', 'channel']).required(),
    touchpoint: mixed<PickedTouchpoint>()
      .nullable()
      .when('scope', { is: 'touchpoint', then: (s) => s.required(msg.required) }),
    channel_id: string().when('scope', { is: 'channel', then: () => formRules.requiredString() }),
    type: string().oneOf(['quantity', 'amount']).required(),
    customer_group_id: string(),
    status: string().oneOf(['1', '0']).required(),
    rows: array()
      .of(
        object({
          name: formRules.textRule(FIELDS.rule.row_name, { required: true }),
          time: string().trim().required(msg.required).test('window', msg.pattern, windowProblem),
          limit: limitRule(),
        }),
      )
      .min(1)
      .max(RULE_MAX_ROWS),
  });
}

export function ruleBody(values: RuleFormValues): RuleBody {
  const onTouchpoint = values.scope === 'touchpoint';
  return {
    name: values.name.trim(),
    type: values.type,
    touchpoint_id: onTouchpoint ? (values.touchpoint?.id ?? null) : null,
    channel_id: onTouchpoint ? null : Number(values.channel_id),
    customer_group_id: values.customer_group_id === '' ? null : Number(values.customer_group_id),
    status: values.status === '1' ? 1 : 0,
    rows: values.rows.map((row) => ({ name: row.name.trim(), time: row.time.trim(), limit: Number(row.limit) })),
  };
}

/** `updatedAt`: the rule's `updated_at` as the form loaded it (a stale save answers 409). */
export const ruleUpdateBody = (values: RuleFormValues, updatedAt: string): RuleUpdateBody => ({
  ...ruleBody(values),
  updated_at: updatedAt,
});

/** A limit as the view and list say it: "2 items" or "₹500". */
export const limitText = (t: AdminT, type: RuleType, limit: number) =>
  type === 'amount' ? `₹${limit.toLocaleString('en-IN')}` : t.plural('rules.limit.items', limit);
