/**
 * The words of an order line's vend status and of a successful refund: one table for the console
 * (badges, the Dashboard) and the server (files). No TypeBox here, so the browser may import it.
 */

/** Vend texts by a line's or an order's vend status. */
export const VEND_STATUS_TEXT = {
  pending: 'Pending',
  success: 'Vend Success',
  partial: 'Partial Vend',
  failed: 'Vend Failed',
} as const;
export type VendStatus = keyof typeof VEND_STATUS_TEXT;

/** The refund success text. */
export const REFUND_SUCCESS_TEXT = 'Refund Success';
