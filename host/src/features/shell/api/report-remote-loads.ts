/** Remote loads for the platform's Health page: one batch, in the background (no loader, no toast, kept across pages). */
import { api } from '@console/shared';
import type { RemoteLoad } from '../../../federation/load-reports';

export function reportRemoteLoads(loads: RemoteLoad[]) {
  return api.post(
    '/merchant/console/remote-loads',
    { loads },
    { quiet: true, noErrorToast: true, keepOnNavigation: true },
  );
}
