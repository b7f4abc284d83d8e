/**
 * remote-people's messages in English and Hindi, one part per feature. The tenant's nouns are
 * placeholders (`{customer}`, `{customers}`, `{peopleList}`), so a tenant that renamed its people
 * reads its own words in either language.
 */
import { defineCatalogue } from '@console/shared';
import { bulkCreditMessages } from './bulk-credit';
import { customersMessages } from './customers';
import { groupsMessages } from './groups';
import { importsMessages } from './imports';
import { walletsMessages } from './wallets';

export const catalogue = defineCatalogue({
  en: {
    ...customersMessages.en,
    ...walletsMessages.en,
    ...bulkCreditMessages.en,
    ...importsMessages.en,
    ...groupsMessages.en,
  },
  hi: {
    ...customersMessages.hi,
    ...walletsMessages.hi,
    ...bulkCreditMessages.hi,
    ...importsMessages.hi,
    ...groupsMessages.hi,
  },
});

export type PeopleKey = keyof typeof catalogue.messages.en;
/** The catalogue's `t` as a component has it (`catalogue.useT()`), for builders called at render. */
export type PeopleT = ReturnType<typeof catalogue.useT>;
