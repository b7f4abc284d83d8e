/** A rule's time and limit rows, read only (SPEC §2 "Rule create and view table": sno, name, time, limit). */
import type { Rule } from '@console/shared/contracts';
import { Box, Table } from '@console/shared/ui';
import { limitText } from './rule-schema';

export function RuleRowsTable({ rule }: { rule: Rule }) {
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" variant="outline" aria-label={`Time and limit rows of ${rule.name}`}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Sno</Table.ColumnHeader>
            <Table.ColumnHeader>Name</Table.ColumnHeader>
            <Table.ColumnHeader>Time</Table.ColumnHeader>
            <Table.ColumnHeader>Limit</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rule.rows.map((row) => (
            <Table.Row key={row.sno}>
              <Table.Cell>{row.sno}</Table.Cell>
              <Table.Cell>{row.name}</Table.Cell>
              <Table.Cell fontVariantNumeric="tabular-nums">{row.time}</Table.Cell>
              <Table.Cell>{limitText(rule.type, row.limit)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
