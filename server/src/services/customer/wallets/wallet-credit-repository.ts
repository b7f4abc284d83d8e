/** SQL of the credit limit rules (wallet-credit-rules.ts): the tenant's own maximum. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { tenants } from '../../../db/schema';

/** The tenant's own maximum credit limit (`tenants.max_credit_limit`) in paise; undefined when none is read. */
export async function tenantMaxCreditLimit(db: DbOrTx, tenantId: number): Promise<bigint | undefined> {
  const [row] = await db.select({ max: tenants.maxCreditLimit }).from(tenants).where(eq(tenants.id, tenantId));
  return row?.max;
}
