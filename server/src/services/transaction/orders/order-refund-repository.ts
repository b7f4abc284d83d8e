/** SQL of an operator's refund: the refunds an Idempotency-Key already made. */
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { refunds } from '../../../db/schema';
import type * as orderDetailRepo from './order-detail-repository';

/** The tenant's refund rows made under `key`, in id order. */
export async function refundsByKey(db: DbOrTx, tenantId: number, key: string): Promise<orderDetailRepo.RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(and(eq(refunds.tenantId, tenantId), eq(refunds.idempotencyKey, key)))
    .orderBy(asc(refunds.id));
}
