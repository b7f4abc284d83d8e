/**
 * Who is buying: the customer a vend's credential names — an RFID card, or a mobile number and
 * PIN. Five wrong PINs in a row lock mobile + PIN vends of that number for 15 minutes (the card
 * keeps working); a right PIN clears the count. The count is written outside the vend's
 * transaction, so a refused vend still counts.
 */
import { timingSafeEqual } from 'node:crypto';
import type { DbOrTx } from '../../../db/client';
import { unprocessable } from '../../../lib/http-errors';
import * as repo from './customer-credential-repository';

export interface Buyer {
  id: number;
  name: string;
  /** Live groups the customer belongs to: rules of these groups (and of everyone) apply. */
  groupIds: number[];
}

function samePin(stored: string | null, given: string): boolean {
  if (stored === null) return false;
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

function buyerOf(
  row: Pick<repo.CustomerCredentialRow, 'id' | 'firstName' | 'lastName' | 'status' | 'groupIds'>,
): Buyer {
  if (row.status !== 1) throw unprocessable('This customer is inactive and cannot buy.', 'CUSTOMER_INACTIVE');
  // node-postgres parses int[]; PGlite may hand back the array literal.
  const ids =
    typeof row.groupIds === 'string'
      ? row.groupIds.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number)
      : row.groupIds;
  return { id: row.id, name: `${row.firstName} ${row.lastName}`, groupIds: ids.map(Number) };
}

/** The buyer a card names, from the lock statement's card holder row, or the 422 the machine shows. */
export function cardHolder(row: repo.CardHolderRow | null): Buyer {
  if (!row) throw unprocessable('Unknown card: no customer holds this RFID.', 'UNKNOWN_CARD');
  return buyerOf({
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    status: row.status,
    groupIds: row.group_ids,
  });
}

/** Every wrong PIN answers this, whether or not a customer holds the mobile number. */
const WRONG = 'Wrong mobile number or PIN.';

function lockedFor(lockedUntil: string | Date, now: Date) {
  const minutes = Math.max(1, Math.ceil((new Date(lockedUntil).getTime() - now.getTime()) / 60_000));
  return unprocessable(
    `Too many wrong PINs: mobile and PIN vends are locked for ${minutes} more ${minutes === 1 ? 'minute' : 'minutes'}; the card still works.`,
    'PIN_LOCKED',
  );
}

/**
 * The customer a mobile number and PIN name, or a 422 the machine can show (cards: `cardHolder`).
 * A number no customer holds and a wrong PIN answer alike, and both count towards the lock, so a
 * machine cannot tell which numbers are customers'.
 */
export async function identifyBuyer(
  db: DbOrTx,
  tenantId: number,
  credential: { mobile: string; pin: string },
  now = new Date(),
): Promise<Buyer> {
  const ten = credential.mobile.slice(-10);
  const rows = await repo.customersByMobile(db, tenantId, ten);
  const holders = rows.filter((row) => samePin(row.pin, credential.pin));
  const counted = await repo.countPinAttempt(db, tenantId, ten, holders.length === 0);
  if (!counted) {
    const lockedUntil = await repo.pinLockedUntil(db, tenantId, ten);
    throw lockedFor(lockedUntil ?? new Date(now.getTime() + repo.PIN_LOCK_MINUTES * 60_000).toISOString(), now);
  }
  if (holders.length === 0) {
    if (counted.locked_until) {
      throw unprocessable(
        `${WRONG} Mobile and PIN vends of this number are now locked for ${repo.PIN_LOCK_MINUTES} minutes; the card still works.`,
        'PIN_LOCKED',
      );
    }
    throw unprocessable(WRONG, 'WRONG_PIN');
  }
  if (rows.length > 1) {
    throw unprocessable('This mobile number belongs to more than one customer: use the card.', 'AMBIGUOUS_MOBILE');
  }
  return buyerOf(holders[0]!);
}
