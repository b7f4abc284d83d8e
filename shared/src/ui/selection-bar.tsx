/** Above a list with selected rows: how many, the actions for them, and Clear Selection. */
import type { ReactNode } from 'react';
import { Button, HStack, Text } from './ui';

export function SelectionBar({ count, onClear, children }: { count: number; onClear(): void; children: ReactNode }) {
  if (count === 0) return null;
  return (
    <HStack gap="3" mb="3" p="2" borderWidth="1px" borderRadius="md" bg="bg.muted">
      <Text>{count} selected</Text>
      {children}
      <Button size="sm" variant="ghost" onClick={onClear}>
        Clear Selection
      </Button>
    </HStack>
  );
}
