/** A record's fields as a two-column definition list (the view screens). */
import type { ReactNode } from 'react';
import { Box, SimpleGrid, Text } from './ui';

export function DetailList({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <SimpleGrid as="dl" columns={{ base: 1, md: 2 }} gapX="8" gapY="4">
      {rows.map(([label, value]) => (
        <Box key={label}>
          <Text as="dt" fontSize="sm" color="fg.muted">
            {label}
          </Text>
          <Text as="dd">{value}</Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
