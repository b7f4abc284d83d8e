/** GET /customer/customer-groups/:id/wallets — the wallets a bulk credit of the group reaches. A failure is shown by the dialog. */
import { api, unwrap } from '@console/shared';

export async function getGroupWallets(groupId: number) {
  return unwrap(await api.get(`/customer/customer-groups/${groupId}/wallets`, { noErrorToast: true })).data;
}
