/** The Rules table: Name, Touch Point, Type, Channel, Status, Group, Action. */
import { kit, orEmpty } from '@console/shared';
import type { Rule } from '@console/shared/contracts';
import type { RuleType } from '@console/shared/contracts/rule-kinds';
import { actionsColumn, ActiveBadge, Text, type DataTableColumn } from '@console/shared/ui';
import type { AdminT } from '../../i18n/catalogue';

export interface RuleRowActions {
  onView(rule: Rule): void;
  onEdit(rule: Rule): void;
  onDelete(rule: Rule): void;
}

/** A rule without a touchpoint covers every touchpoint of its channel; one without a group, every customer. */
export const scopeText = (t: AdminT, rule: Rule) => rule.touch_point ?? t('rules.wholeChannel');
export const groupText = (t: AdminT, rule: Rule) => rule.group ?? t('rules.everyone');

/** A rule type in the language shown, as the kit's catalogue names it: "Quantity (items)", "Amount (₹)". */
export const ruleTypeText = (type: RuleType) => kit.t(`ruleType.${type}`);

/** Built at render with the page's `t`, so the headers follow the language. */
export function ruleColumns(t: AdminT, { onView, onEdit, onDelete }: RuleRowActions): DataTableColumn<Rule>[] {
  return [
    { id: 'name', header: t('common.name'), cell: ({ row }) => orEmpty(row.original.name), meta: { sortKey: 'name' } },
    {
      id: 'touch_point',
      header: t('rules.touchPoint'),
      cell: ({ row }) =>
        row.original.touch_point ?? (
          <Text as="span" color="fg.muted">
            {scopeText(t, row.original)}
          </Text>
        ),
    },
    {
      id: 'type',
      header: t('common.type'),
      cell: ({ row }) => ruleTypeText(row.original.type),
      meta: { sortKey: 'type' },
    },
    { id: 'channel', header: t('common.channel'), cell: ({ row }) => orEmpty(row.original.channel) },
    {
      id: 'status',
      header: t('common.status'),
      cell: ({ row }) => <ActiveBadge status={row.original.status === 1 ? 1 : 0} />,
      meta: { sortKey: 'status' },
    },
    {
      id: 'group',
      header: t('common.group'),
      cell: ({ row }) =>
        row.original.group ?? (
          <Text as="span" color="fg.muted">
            {groupText(t, row.original)}
          </Text>
        ),
    },
    actionsColumn<Rule>({ header: t('common.action'), onView, onEdit, onDelete, rowLabel: (rule) => rule.name }),
  ];
}
