/** What a finished bulk credit did: credited, already credited, skipped and failed, with reasons. */
import { plural, rupees } from '@console/shared';
import { Box, Text } from '@console/shared/ui';
import type { Batch } from './bulk-credit-batch';
import type { BulkCreditSummary } from './bulk-credit-progress';

export function BulkCreditSummaryBox({ summary, batch }: { summary: BulkCreditSummary; batch: Batch }) {
  return (
    <Box role="status" aria-label="Bulk credit summary" borderWidth="1px" borderRadius="md" p="3">
      <Text fontWeight="semibold">
        Credited {summary.credited} of {plural(summary.total, 'wallet')} with {rupees(Number(batch.amount))} each.
      </Text>
      {summary.alreadyCredited > 0 && <Text>Already credited by this batch: {summary.alreadyCredited}</Text>}
      <Text>Skipped: {summary.skipped.length + batch.withoutWallet}</Text>
      {batch.withoutWallet > 0 && (
        <Text fontSize="sm">{plural(batch.withoutWallet, 'member has', 'members have')} no active wallet.</Text>
      )}
      <Reasons items={summary.skipped} />
      <Text>Failed: {summary.failed.length}</Text>
      <Reasons items={summary.failed} />
    </Box>
  );
}

function Reasons({ items }: { items: { walletId: number; reason: string }[] }) {
  if (items.length === 0) return null;
  return (
    <Box as="ul" fontSize="sm" ps="5" maxH="32" overflowY="auto">
      {items.map((item) => (
        <li key={item.walletId}>
          Wallet {item.walletId}: {item.reason}
        </li>
      ))}
    </Box>
  );
}
