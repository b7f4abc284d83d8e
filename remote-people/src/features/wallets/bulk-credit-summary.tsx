/** What a finished bulk credit did: credited, already credited, skipped and failed, with reasons. */
import { rupees } from '@console/shared';
import { Box, Text } from '@console/shared/ui';
import type { Batch } from './bulk-credit-batch';
import type { BulkCreditSummary } from './bulk-credit-progress';
import { catalogue } from '../../i18n/catalogue';

export function BulkCreditSummaryBox({ summary, batch }: { summary: BulkCreditSummary; batch: Batch }) {
  const t = catalogue.useT();
  return (
    <Box role="status" aria-label={t('bulkCredit.summary')} borderWidth="1px" borderRadius="md" p="3">
      <Text fontWeight="semibold">
        {t('bulkCredit.credited', {
          credited: summary.credited,
          wallets: t.plural('bulkCredit.wallets', summary.total),
          amount: rupees(Number(batch.amount)),
        })}
      </Text>
      {summary.alreadyCredited > 0 && (
        <Text>{t('bulkCredit.alreadyCredited', { count: summary.alreadyCredited })}</Text>
      )}
      <Text>{t('bulkCredit.skipped', { count: summary.skipped.length + batch.withoutWallet })}</Text>
      {batch.withoutWallet > 0 && (
        <Text fontSize="sm">{t.plural('bulkCredit.withoutWallet', batch.withoutWallet)}</Text>
      )}
      <Reasons items={summary.skipped} />
      <Text>{t('bulkCredit.failed', { count: summary.failed.length })}</Text>
      <Reasons items={summary.failed} />
    </Box>
  );
}

function Reasons({ items }: { items: { walletId: number; reason: string }[] }) {
  const t = catalogue.useT();
  if (items.length === 0) return null;
  return (
    <Box as="ul" fontSize="sm" ps="5" maxH="32" overflowY="auto">
      {items.map((item) => (
        <li key={item.walletId}>{t('bulkCredit.reason', { id: item.walletId, reason: item.reason })}</li>
      ))}
    </Box>
  );
}
