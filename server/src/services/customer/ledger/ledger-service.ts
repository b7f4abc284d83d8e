/** The ledger as Transaction Wallet List and the wallet screens read it: each movement with its wallet and customer. */
import type { LedgerListRequest, LedgerMovement } from '@console/shared/contracts';
import type { Db } from '../../../db/client';
import { presentPage } from '../../../lib/list';
import { toRupees } from '../../../lib/money';
import { toIso } from '../../../lib/time';
import { snakeFields } from '../../../lib/wire';
import { tenantTimeZone } from '../../merchant';
import * as repo from './ledger-repository';

/** A ledger row's own fields as the wire carries them: the amounts in rupees, the time in ISO. */
export function movementFields(r: repo.LedgerRow) {
  return {
    ...snakeFields(r, 'id walletId remark reversesId'),
    ...snakeFields(r, 'transactionAmount previousBalance afterBalance', toRupees),
    created_at: toIso(r.createdAt),
  };
}

function toMovement(r: repo.LedgerRow, o: repo.Owner): LedgerMovement {
  return {
    ...movementFields(r),
    Wallet: {
      id: r.walletId,
      name: o.name,
      wallet_type: o.type,
      Customer: { id: o.customerId, first_name: o.firstName, last_name: o.lastName, mobile: o.mobile },
    },
  };
}

/** One page of the tenant's ledger, its period read in the tenant's time zone. */
export async function listLedger(db: Db, tenantId: number, body: LedgerListRequest) {
  const timeZone = await tenantTimeZone(db, tenantId);
  const page = await repo.ledgerPage(db, tenantId, timeZone, body);
  const owners = await repo.ledgerOwners(db, [...new Set(page.rows.map((r) => r.walletId))]);
  const ownerOf = new Map(owners.map((o) => [o.id, o]));
  return presentPage(page, (r) => toMovement(r, ownerOf.get(r.walletId)!));
}
