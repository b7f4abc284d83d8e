/**
 * The rule types and a rule's bounds: plain constants, no TypeBox, so the browser imports them
 * (`@console/shared/contracts/rule-kinds`) without the schemas.
 */
/** The rule types; the screens name each by the kit's catalogue (`ruleType.<type>`). */
export const RULE_TYPES = ['quantity', 'amount'] as const;
export type RuleType = (typeof RULE_TYPES)[number];

/** The most rows a rule holds, and the largest limit (items, or whole rupees). */
export const RULE_MAX_ROWS = 12;
export const RULE_MAX_LIMIT = 100_000;
