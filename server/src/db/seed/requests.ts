/** Demo prepaid → postpaid requests, pending. */
import * as t from '../schema';
import { DAY_MS, type SeedContext } from './context';

export async function seedRequests(
  ctx: SeedContext,
  { walletRows }: { walletRows: { id: number; customerId: number; type: string }[] },
) {
  const { tx, tenantId, random, now } = ctx;
  const prepaid = walletRows.filter((w) => w.type === 'prepaid');
  await tx.insert(t.requests).values(
    Array.from({ length: 20 }, (_, i) => ({
      tenantId,
      walletId: prepaid[i * 7]!.id,
      customerId: prepaid[i * 7]!.customerId,
      remark: random.pick([
        'Frequent travel for client visits',
        'Night shift meals exceed prepaid top-ups',
        'Requested by department head',
        'Salary advance against meal card',
      ]),
      createdAt: new Date(now.getTime() - random.int(1, 20) * DAY_MS).toISOString(),
    })),
  );
}
