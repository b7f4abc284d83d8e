/** Above a list with selected rows: how many, the actions for them, and Clear Selection. */
import type { ReactNode } from 'react';
import { kit } from '../i18n/kit-messages';
import { Button, HStack, Text } from './ui';

export function SelectionBar({ count, onClear, children }: { count: number; onClear(): void; children: ReactNode }) {
  const t = kit.useT();
  if (count === 0) return null;
  return (
    <HStack gap="3" mb="3" p="2" borderWidth="1px" borderRadius="md" bg="bg.muted">
      <Text>{t('table.selected', { count })}</Text>
      {children}
      <Button size="sm" variant="ghost" onClick={onClear}>
        {t('table.clearSelection')}
      </Button>
    </HStack>
  );
}
