/** Requests to move a wallet from prepaid to postpaid (transaction service). */
import { index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { ts, createdAt } from './columns';
import { tenantRef } from './tenancy';
import { customers, wallets } from './people';

/** A request to move a wallet from prepaid to postpaid. */
export const requests = pgTable(
  'requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    walletId: integer('wallet_id')
      .notNull()
      .references(() => wallets.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    remark: text('remark'),
    /** 0 Pending, 1 Approved, 2 Rejected */
    status: smallint('status').notNull().default(0),
    decidedBy: integer('decided_by'),
    decidedAt: ts('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [index('requests_tenant_created_idx').on(t.tenantId, t.createdAt, t.id)],
);
