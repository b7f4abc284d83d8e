/**
 * "3 new orders — Show": what arrived since the list was shown, one phrase with its action; Show
 * brings page 1 back. Its slot keeps its height with or without news, so neither the filters nor
 * the rows move under the pointer when an order arrives, and the live region is there before the
 * first announcement (a region that appears with its text is not read out).
 */
import { plural } from '@console/shared';
import { Alert, Box, Button } from '@console/shared/ui';

export function NewOrdersBanner({ count, noun, onShow }: { count: number; noun: string; onShow(): void }) {
  return (
    <Box h="10" mb="3" role="status" aria-live="polite" data-testid="new-orders-slot">
      {count > 0 && (
        <Alert.Root status="info" size="sm" h="full" py="0" alignItems="center">
          <Alert.Indicator />
          <Alert.Title display="flex" alignItems="center" gap="2">
            {plural(count, `new ${noun.toLowerCase()}`)} —{' '}
            <Button size="xs" variant="outline" onClick={onShow}>
              Show
            </Button>
          </Alert.Title>
        </Alert.Root>
      )}
    </Box>
  );
}
