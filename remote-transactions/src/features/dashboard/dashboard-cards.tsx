/** The Dashboard's cards: a KPI, a titled figure, and a figure's numbers as a table. */
import { Box, Card, Table, Text } from '@console/shared/ui';
import type { ReactNode } from 'react';

/**
 * A KPI card. `name` names it for tests (`kpi-<name>`) whatever the language or the tenant's nouns:
 * the English label of a tenant that renamed nothing ("Sales", "Orders", "Active Customers").
 */
export function Kpi({ name, label, value, hint }: { name: string; label: string; value: string; hint?: string }) {
  return (
    <Card.Root size="sm">
      <Card.Body gap="1" as="dl">
        <Text as="dt" fontSize="sm" color="fg.muted">
          {label}
        </Text>
        <Text as="dd" fontSize="2xl" fontWeight="semibold" data-testid={`kpi-${name}`}>
          {value}
        </Text>
        {hint && (
          <Text as="dd" fontSize="xs" color="fg.muted">
            {hint}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

export function Figure({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root as="figure" aria-label={title}>
      <Card.Header>
        <Card.Title as="h2" fontSize="md">
          {title}
        </Card.Title>
      </Card.Header>
      <Card.Body gap="4">{children}</Card.Body>
    </Card.Root>
  );
}

export function FigureTable({
  caption,
  headers,
  rows,
  empty,
}: {
  caption: string;
  headers: string[];
  rows: (string | number)[][];
  empty: string;
}) {
  if (rows.length === 0) return <Text color="fg.muted">{empty}</Text>;
  return (
    <Box maxH="48" overflowY="auto" tabIndex={0} aria-label={caption}>
      <Table.Root size="sm">
        <Table.Caption captionSide="top" textAlign="start" srOnly>
          {caption}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            {headers.map((h) => (
              <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={String(row[0])}>
              {row.map((cell, i) => (
                <Table.Cell key={i}>{cell}</Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
