/** "3 new orders — Show": what arrived since the list was shown; Show brings page 1 back. */
import { plural } from '@console/shared';
import { Alert, Button, HStack } from '@console/shared/ui';

export function NewOrdersBanner({ count, noun, onShow }: { count: number; noun: string; onShow(): void }) {
  return (
    <Alert.Root status="info" mb="3" role="status" aria-live="polite">
      <Alert.Indicator />
      <HStack flex="1" justify="space-between" wrap="wrap" gap="2">
        <Alert.Title>{plural(count, `new ${noun.toLowerCase()}`)} — </Alert.Title>
        <Button size="sm" onClick={onShow}>
          Show
        </Button>
      </HStack>
    </Alert.Root>
  );
}
