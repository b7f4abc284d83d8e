/**
 * "3 new orders — Show": what arrived since the list was shown, one phrase with its action; Show
 * brings page 1 back. Its slot keeps its height with or without news, so neither the filters nor
 * the rows move under the pointer when an order arrives, and the live region is there before the
 * first announcement (a region that appears with its text is not read out).
 */
import { Alert, Box, Button } from '@console/shared/ui';
import { catalogue } from '../../i18n/catalogue';
import { useLanguageNouns } from '../../i18n/words';

export function NewOrdersBanner({ count, onShow }: { count: number; onShow(): void }) {
  const t = catalogue.useT();
  const nouns = useLanguageNouns();
  return (
    <Box h="10" mb="3" role="status" aria-live="polite" data-testid="new-orders-slot">
      {count > 0 && (
        <Alert.Root status="info" size="sm" h="full" py="0" alignItems="center">
          <Alert.Indicator />
          <Alert.Title display="flex" alignItems="center" gap="2">
            {t.plural('orders.newOrders', count, {
              orderLower: nouns.order.toLowerCase(),
              ordersLower: nouns.orders.toLowerCase(),
            })}{' '}
            —{' '}
            <Button size="xs" variant="outline" onClick={onShow}>
              {t('orders.newOrders.show')}
            </Button>
          </Alert.Title>
        </Alert.Root>
      )}
    </Box>
  );
}
