/**
 * What the transaction service offers the other services; they enter it here only (lint holds
 * them to it): the orders' selection and report rows, for the transaction and feedback reports.
 */
export {
  countSelected,
  feedbackReportChunks,
  orderReportChunks,
  orderSelection,
  type OrderSelection,
} from './orders/orders-repository';
