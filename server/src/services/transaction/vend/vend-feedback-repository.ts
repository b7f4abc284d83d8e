/**
 * A customer's feedback on an order, sent by the machine that served it (vend API): an optional
 * rating 1–5 and an optional comment, once per order — the order's primary key on the feedback
 * table holds that even under a race. The feedback report lists them (report service).
 */
import type { VendFeedback, VendFeedbackBody } from '@console/shared/contracts';
import type { Db } from '../../../db/client';
import { orderFeedback } from '../../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/http-errors';
import { toIso } from '../../../lib/time';
import type { MachineKey } from '../../merchant';
import { findOrder } from './vend-orders-repository';

export async function recordFeedback(
  db: Db,
  machine: MachineKey,
  orderId: number,
  body: VendFeedbackBody,
): Promise<VendFeedback> {
  const comment = body.comment?.trim() || undefined;
  if (body.rating === undefined && comment === undefined) {
    throw badRequest('Send a rating (1 to 5), a comment, or both.', 'EMPTY_FEEDBACK');
  }
  const order = await findOrder(db, machine.tenantId, orderId, false);
  if (!order) throw notFound('Order');
  if (order.touchpointId !== machine.touchpointId) {
    throw forbidden('This order belongs to another touchpoint: its key cannot send its feedback.');
  }
  const [row] = await db
    .insert(orderFeedback)
    .values({
      orderId,
      tenantId: machine.tenantId,
      touchpointId: machine.touchpointId,
      rating: body.rating ?? null,
      comment: comment ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict('This order already has its feedback: an order takes one.', 'FEEDBACK_EXISTS');
  return { order_id: row.orderId, rating: row.rating, comment: row.comment, created_at: toIso(row.createdAt) };
}
