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

export interface Nouns {
  /** One person and many ("Customer" / "Employee"). */
  customer: string;
  customers: string;
  /** The people list's name, in the sidebar and as its page's title ("People List" / "Employees List"). */
  peopleList: string;
  /** The order list's name, in the sidebar and as its page's title ("Touchpoint Orders" / "Dispensed Products"). */
  ordersList: string;
  /** One order and many, where a sentence or a count names them ("Order" / "Dispensed Product"). */
  order: string;
  orders: string;
}

/** The tenant's nouns from its labels (pure: the route table's names read it on the server too). */
export function nounsOf(labels: TenantLabels): Nouns {
  const people = labels.customers !== DEFAULT_LABELS.customers;
  const orders = labels.transactions !== DEFAULT_LABELS.transactions;
  return {
    customer: labels.customer,
    customers: labels.customers,
    peopleList: people ? `${labels.customers} List` : 'People List',
    ordersList: orders ? labels.transactions : 'Touchpoint Orders',
    order: orders ? labels.transaction : 'Order',
    orders: orders ? labels.transactions : 'Orders',
  };
}
