/**
 * POST /customer/wallet/bulk-credit/:id/run-again — runs an ended batch again from its first
 * wallet (202): wallets it already paid answer "replayed", so nobody is paid twice.
 */
import { api } from '@console/shared';

export async function runBulkCreditAgain(id: number) {
  return api.post(
    `/customer/wallet/bulk-credit/${id}/run-again`,
    {},
    { quiet: true, keepOnNavigation: true, noErrorToast: true },
  );
}
