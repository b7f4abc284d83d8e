/** The Rules table: Name, Touch Point, Type, Channel, Status, Group, Action. */
import { orEmpty } from '@console/shared';
import type { Rule } from '@console/shared/contracts';
import { RULE_TYPE_LABELS } from '@console/shared/contracts/rule-kinds';
import { actionsColumn, ActiveBadge, Text, type DataTableColumn } from '@console/shared/ui';

export interface RuleRowActions {
  onView(rule: Rule): void;
  onEdit(rule: Rule): void;
  onDelete(rule: Rule): void;
}

/** A rule without a touchpoint covers every touchpoint of its channel; one without a group, every customer. */
export const scopeText = (rule: Rule) => rule.touch_point ?? 'Whole channel';
export const groupText = (rule: Rule) => rule.group ?? 'Everyone';

export function ruleColumns({ onView, onEdit, onDelete }: RuleRowActions): DataTableColumn<Rule>[] {
  return [
    { id: 'name', header: 'Name', cell: ({ row }) => orEmpty(row.original.name), meta: { sortKey: 'name' } },
    {
      id: 'touch_point',
      header: 'Touch Point',
      cell: ({ row }) =>
        row.original.touch_point ?? (
          <Text as="span" color="fg.muted">
            {scopeText(row.original)}
          </Text>
        ),
    },
    {
      id: 'type',
      header: 'Type',
      cell: ({ row }) => RULE_TYPE_LABELS[row.original.type],
      meta: { sortKey: 'type' },
    },
    { id: 'channel', header: 'Channel', cell: ({ row }) => orEmpty(row.original.channel) },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => <ActiveBadge status={row.original.status === 1 ? 1 : 0} />,
      meta: { sortKey: 'status' },
    },
    {
      id: 'group',
      header: 'Group',
      cell: ({ row }) =>
        row.original.group ?? (
          <Text as="span" color="fg.muted">
            {groupText(row.original)}
          </Text>
        ),
    },
    actionsColumn<Rule>({ header: 'Action', onView, onEdit, onDelete, rowLabel: (rule) => rule.name }),
  ];
}
