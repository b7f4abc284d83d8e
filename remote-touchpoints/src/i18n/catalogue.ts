/** The touchpoints remote's messages in English and Hindi, one part per feature. */
import { defineCatalogue } from '@console/shared';
import { channelsMessages } from './channels';
import { commonMessages } from './common';
import { groupsMessages } from './groups';
import { machineKeysMessages } from './machine-keys';
import { productsMessages } from './products';
import { syncMessages } from './sync';
import { touchpointFormMessages } from './touchpoint-form';
import { touchpointsMessages } from './touchpoints';

export const catalogue = defineCatalogue({
  en: {
    ...commonMessages.en,
    ...channelsMessages.en,
    ...syncMessages.en,
    ...touchpointsMessages.en,
    ...touchpointFormMessages.en,
    ...productsMessages.en,
    ...machineKeysMessages.en,
    ...groupsMessages.en,
  },
  hi: {
    ...commonMessages.hi,
    ...channelsMessages.hi,
    ...syncMessages.hi,
    ...touchpointsMessages.hi,
    ...touchpointFormMessages.hi,
    ...productsMessages.hi,
    ...machineKeysMessages.hi,
    ...groupsMessages.hi,
  },
});

export type MessageKey = keyof typeof catalogue.messages.en;
/** The `t` of `catalogue.useT()`, handed to what builds words at render time (columns, texts of a record). */
export type Translate = ReturnType<typeof catalogue.useT>;
