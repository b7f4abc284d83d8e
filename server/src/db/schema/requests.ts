/** Requests to move a wallet from prepaid to postpaid (transaction service). */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, paise, ref, ts } from './columns';
import { tenantRecord } from './tenancy';
import { customers, wallets } from './people';

/** A request to move a wallet from prepaid to postpaid. */
export const requests = pgTable(
  'requests',
  {
    ...tenantRecord(),
    walletId: ref('wallet_id', () => wallets.id),
    customerId: ref('customer_id', () => customers.id),
    remark: text('remark'),
    /** 0 Pending, 1 Approved, 2 Rejected */
    status: smallint('status').notNull().default(0),
    /** The user who raised it (null for seeded ones). */
    requestedBy: integer('requested_by'),
    decidedBy: integer('decided_by'),
    decidedAt: ts('decided_at'),
    /** The credit limit an approval gave the wallet, in paise. */
    creditLimit: paise('credit_limit'),
    /** Why a rejection refused it. */
    decisionRemark: text('decision_remark'),
    createdAt: createdAt(),
  },
  (t) => [
    index('requests_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('requests_wallet_idx').on(t.walletId),
    // One pending request per wallet: two raised at once, the loser hears the same 409.
    uniqueIndex('requests_one_pending_uq')
      .on(t.walletId)
      .where(sql`${t.status} = 0`),
    check('requests_status_ck', sql`${t.status} in (0, 1, 2)`),
    // An approval always carries a credit limit above 0; nothing else carries one.
    check(
      'requests_credit_limit_ck',
      sql`(${t.status} = 1 and ${t.creditLimit} > 0) or (${t.status} <> 1 and ${t.creditLimit} is null)`,
    ),
  ],
);
