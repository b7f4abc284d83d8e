/** SQL of a customer's feedback on an order: one row per order (its primary key), kept once. */
import type { Db } from '../../../db/client';
import { orderFeedback } from '../../../db/schema';

/** Inserts the order's feedback; undefined when the order has its feedback already. */
export async function insertFeedback(
  db: Db,
  values: { orderId: number; tenantId: number; touchpointId: number; rating: number | null; comment: string | null },
) {
  const [row] = await db.insert(orderFeedback).values(values).onConflictDoNothing().returning();
  return row;
}
