/**
 * A rule's time and limit rows, read only (sno, name, time, limit). A window whose end is not after
 * its start runs past midnight, and says so: "22:00-02:00 (ends the next day)".
 */
import type { Rule } from '@console/shared/contracts';
import { parseRuleWindow } from '@console/shared/contracts/rule-windows';
import { Box, Table, Text } from '@console/shared/ui';
import { catalogue } from '../../i18n/catalogue';
import { limitText } from './rule-schema';

export function RuleRowsTable({ rule }: { rule: Rule }) {
  const t = catalogue.useT();
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" variant="outline" aria-label={t('rules.rows.tableLabel', { name: rule.name })}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('rules.rows.column.sno')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('common.name')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('rules.rows.column.time')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('rules.rows.column.limit')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rule.rows.map((row) => (
            <Table.Row key={row.sno}>
              <Table.Cell>{row.sno}</Table.Cell>
              <Table.Cell>{row.name}</Table.Cell>
              <Table.Cell fontVariantNumeric="tabular-nums">
                {row.time}
                {crossesMidnight(row.time) && (
                  <Text as="span" color="fg.muted">
                    {t('rules.rows.nextDay')}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell>{limitText(t, rule.type, row.limit)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

function crossesMidnight(time: string): boolean {
  const window = parseRuleWindow(time);
  return window !== null && window.end < window.start;
}
