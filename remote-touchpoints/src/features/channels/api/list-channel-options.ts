/**
 * POST /merchant/channels/options — the channels of the touchpoint dialog's Channel picker and the
 * Channel filters of the Touchpoint List and Sync Touchpoints.
 */
import { nameFinder } from '@console/shared/ui';
import { catalogue } from '../../../i18n/catalogue';
import { channelsKeys } from '../../../lib/query-keys';

export const channelFinder = nameFinder({
  path: '/merchant/channels/options',
  noun: () => catalogue.t('channels.pickerNoun'),
  // Under the channels key, so adding or editing a channel refreshes these options too.
  key: ({ search, ids }) => channelsKeys.of('options', { search, ids }),
});
