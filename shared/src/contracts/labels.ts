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

/** The words a text names people in: one and many ("Customer" / "Employee"). */
export type PeopleNouns = Pick<TenantLabels, 'customer' | 'customers'>;

/**
 * A text in the tenant's words for people: the console's own texts say "customer(s)"; a tenant
 * that renames them reads its noun, capitalised where the text capitalises it ("Customer Name" →
 * "Employee Name", "another customer" → "another employee"). A field name (`customer_id`) is left.
 */
export function inPeopleWords(text: string, nouns: PeopleNouns): string {
  if (nouns.customer === DEFAULT_LABELS.customer && nouns.customers === DEFAULT_LABELS.customers) return text;
  return text.replace(/\b([Cc])ustomer(s?)\b/g, (_word, initial: string, plural: string) => {
    const noun = plural ? nouns.customers : nouns.customer;
    return initial === 'C' ? noun : noun.toLowerCase();
  });
}
