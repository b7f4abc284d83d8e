/**
 * POST /merchant/channels/options — the channels a rule can cover, for the form's Channel picker
 * and the list's Channel filter. Readable by anyone who manages rules.
 */
import { nameFinder } from '@console/shared/ui';
import { catalogue } from '../../../i18n/catalogue';
import { rulesKeys } from '../../../lib/query-keys';

export const ruleChannelFinder = nameFinder({
  path: '/merchant/channels/options',
  noun: () => catalogue.t('rules.field.channels'),
  key: ({ search, ids }) => rulesKeys.of('channel-options', { search, ids }),
});
