/**
 * The transactions remote's catalogue: every text its screens show, in English and Hindi, one
 * part per feature (a file stays under the line cap).
 */
import { defineCatalogue, type Translate } from '@console/shared';
import { commonMessages } from './common';
import { dashboardMessages } from './dashboard';
import { ledgerMessages } from './ledger';
import { orderDetailMessages } from './order-detail';
import { ordersMessages } from './orders';
import { reportsMessages } from './reports';
import { requestsMessages } from './requests';

export const catalogue = defineCatalogue({
  en: {
    ...commonMessages.en,
    ...ordersMessages.en,
    ...orderDetailMessages.en,
    ...ledgerMessages.en,
    ...requestsMessages.en,
    ...reportsMessages.en,
    ...dashboardMessages.en,
  },
  hi: {
    ...commonMessages.hi,
    ...ordersMessages.hi,
    ...orderDetailMessages.hi,
    ...ledgerMessages.hi,
    ...requestsMessages.hi,
    ...reportsMessages.hi,
    ...dashboardMessages.hi,
  },
});

export type TxKey = keyof typeof catalogue.messages.en;
/** The translate function a column builder or an option list takes at render. */
export type TxT = Translate<TxKey>;
