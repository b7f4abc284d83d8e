/**
 * What a wallet's credit limit may be (an exact rupee amount, at most ₹10,00,000 and the tenant's
 * own maximum; only a postpaid wallet has one) and the lowest balance its type and limit allow.
 */
import type { WalletBody } from '@console/shared/contracts';
import type { DbOrTx } from '../../../db/client';
import { badRequest, unprocessable } from '../../../lib/http-errors';
import { formatRupees, toPaise } from '../../../lib/money';
import * as repo from './wallet-credit-repository';

/** ₹10,00,000, in paise: the most credit one postpaid wallet may have. */
const MAX_CREDIT_LIMIT_PAISE = 10_00_000n * 100n;

/**
 * A credit limit in paise: an exact rupee amount (refused, never rounded), not negative (above 0
 * when `required`), at most ₹10,00,000 and at most the tenant's own maximum.
 */
export async function creditLimitWithin(
  db: DbOrTx,
  tenantId: number,
  given: number | string,
  { required = false }: { required?: boolean } = {},
): Promise<bigint> {
  const paise = toPaise(given);
  if (paise === null) {
    throw badRequest('credit_limit must be an amount in rupees with at most two decimals.', 'INVALID_AMOUNT');
  }
  if (required && paise <= 0n) throw badRequest('credit_limit must be more than ₹0.00.', 'INVALID_AMOUNT');
  if (paise < 0n) throw badRequest('credit_limit must not be negative.', 'INVALID_AMOUNT');
  if (paise > MAX_CREDIT_LIMIT_PAISE) throw badRequest('credit_limit must be at most ₹10,00,000.', 'INVALID_AMOUNT');
  const max = (await repo.tenantMaxCreditLimit(db, tenantId)) ?? MAX_CREDIT_LIMIT_PAISE;
  if (paise > max) {
    throw badRequest(`credit_limit must be at most ${formatRupees(max)}, your company's maximum.`, 'ABOVE_TENANT_MAX');
  }
  return paise;
}

/**
 * The credit limit in paise. Only a postpaid wallet has one; left out, a postpaid wallet keeps
 * `current` (0 for a new one). An unchanged limit is kept even above a maximum lowered since.
 */
export async function creditLimitOf(db: DbOrTx, tenantId: number, input: WalletBody, current = 0n): Promise<bigint> {
  const given =
    typeof input.credit_limit === 'string' && input.credit_limit.trim() === '' ? undefined : input.credit_limit;
  if (given === undefined) return input.type === 'postpaid' ? current : 0n;
  if (input.type === 'prepaid' && toPaise(given) !== null && toPaise(given)! > 0n) {
    throw badRequest('Only a postpaid wallet has a credit limit; a prepaid wallet’s is 0.', 'CREDIT_LIMIT_PREPAID');
  }
  if (toPaise(given) === current && current > 0n) return current;
  return creditLimitWithin(db, tenantId, given);
}

/** The lowest balance a wallet of this type and limit may hold, as a refusal when `amount` is below it. */
export function assertAboveFloor(amount: bigint, type: WalletBody['type'], creditLimit: bigint): void {
  const floor = type === 'postpaid' ? -creditLimit : 0n;
  if (amount >= floor) return;
  throw unprocessable(
    type === 'prepaid'
      ? `The balance is ${formatRupees(amount)} and a prepaid wallet cannot go below ₹0.00; settle the balance first.`
      : `The balance is ${formatRupees(amount)}, below the credit limit of ${formatRupees(creditLimit)}; settle the balance or keep a higher limit.`,
    'BALANCE_BELOW_FLOOR',
  );
}
