/** The words of a tenant that renames nothing. No TypeBox here: browsers load it. */
import type { TenantLabels } from './registry';

export const DEFAULT_LABELS: TenantLabels = {
  customer: 'Customer',
  customers: 'Customers',
  transaction: 'Transaction',
  transactions: 'Transactions',
  peopleSection: 'People Management',
  transactionsSection: 'Transactions',
};
