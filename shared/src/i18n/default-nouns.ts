/**
 * The words each language uses for a tenant that renamed nothing: a tenant's own nouns replace
 * them in either language (`nounsIn`).
 */
import type { Nouns } from '../contracts/labels';
import type { Language } from './language';

/** The nouns, the two sections' titles, and the tenant's own plural for its transactions ("Transactions"). */
export type SectionNouns = Nouns & { peopleSection: string; transactionsSection: string; transactions: string };

export const DEFAULT_NOUNS: Readonly<Record<Language, SectionNouns>> = {
  en: {
    customer: 'Customer',
    customers: 'Customers',
    peopleList: 'People List',
    ordersList: 'Touchpoint Orders',
    order: 'Order',
    orders: 'Orders',
    transactions: 'Transactions',
    peopleSection: 'People Management',
    transactionsSection: 'Transactions',
  },
  hi: {
    customer: 'ग्राहक',
    customers: 'ग्राहक',
    peopleList: 'लोगों की सूची',
    ordersList: 'टचपॉइंट ऑर्डर',
    order: 'ऑर्डर',
    orders: 'ऑर्डर',
    transactions: 'लेन-देन',
    peopleSection: 'लोग प्रबंधन',
    transactionsSection: 'लेन-देन',
  },
};
