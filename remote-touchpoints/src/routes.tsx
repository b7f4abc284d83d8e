/**
 * The one module this remote exposes: the paths it serves and how to load each page's code. The
 * host owns which codes open them and where they sit in the menu (route table).
 */
import type { PageLoader } from '@console/shared';

const channelList: PageLoader = () => import('./features/channels/channel-list-page');
const touchpointList: PageLoader = () => import('./features/touchpoints/touchpoint-list-page');
const touchpointStore: PageLoader = () => import('./features/touchpoints/touchpoint-store-page');
const syncTouchpoints: PageLoader = () => import('./features/sync/sync-touchpoint-page');
const groupList: PageLoader = () => import('./features/touchpoint-groups/touchpoint-group-list-page');
const groupForm: PageLoader = () => import('./features/touchpoint-groups/touchpoint-group-form-page');
const groupView: PageLoader = () => import('./features/touchpoint-groups/touchpoint-group-view-page');

export const routes: Record<string, PageLoader> = {
  // Channels (PERM_VIEW_CHANNEL_LIST)
  '/channel-list': channelList,
  // Touchpoint List (PERM_VIEW_TOUCHPOINT_LIST)
  '/touchpoint-list': touchpointList,
  '/touchpoint/:id': touchpointStore,
  '/sync-touchpoint': syncTouchpoints,
  // Touchpoint Groups (PERM_VIEW_TOUCHPOINT_GROUP_LIST)
  '/touchpoint-groups-list': groupList,
  '/add-touchpoint-group': groupForm,
  '/add-touchpoint-group/:id': groupForm,
  '/touchpoint-group-view/:id': groupView,
};
