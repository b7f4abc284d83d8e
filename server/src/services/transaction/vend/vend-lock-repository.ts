/**
 * What a vend locks and reads before it writes, in one round trip: the card holder (for an RFID
 * vend; a mobile + PIN buyer is known already), the customer's primary active wallet (locked first,
 * so one customer's vends queue on it), the cart's products of this touchpoint's store (locked in
 * id order) and the rules that apply. A vend's cost is mostly its round trips to the database, so
 * these are one statement, not four.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { touchpointProducts as products, wallets } from '../../../db/schema';
import { rowsOf } from '../../../lib/list';
import type { MachineKey } from '../../merchant';
import * as customerCredentialRepo from './customer-credential-repository';
import * as ruleUsageRepo from './rule-usage-repository';

export interface LockedWallet {
  id: number;
  amount: bigint;
  type: string;
  creditLimit: bigint;
}

export interface LockedProduct {
  id: number;
  name: string;
  coil: string;
  mrp: bigint;
  stock: number;
}

export interface VendReads {
  /** The card holder's row for an RFID vend (null when no customer holds the card). */
  holder: customerCredentialRepo.CardHolderRow | null;
  /** The customer's primary active wallet, locked; undefined when there is none. */
  wallet: LockedWallet | undefined;
  /** The store's products in the cart's slots, locked. */
  products: LockedProduct[];
  rules: ruleUsageRepo.ScopedRule[];
}

interface ProductJson {
  id: number;
  name: string;
  coil: string;
  mrp: string;
  stock: number;
}

const parsed = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** The locks and reads of a vend for the buyer (a card, or a customer known already) and the cart's slots. */
export async function lockForVend(
  tx: Tx,
  machine: MachineKey,
  who: { id: number; groupIds: number[] } | { rfid: string },
  slots: readonly string[],
): Promise<VendReads> {
  const holder =
    'rfid' in who
      ? customerCredentialRepo.cardHolderSql(machine.tenantId, who.rfid)
      : sql`select ${who.id}::int as id, ${`{${who.groupIds.join(',')}}`}::int[] as group_ids`;
  const slotArray = `{${slots.map((slot) => `"${slot.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
  // The select list is evaluated left to right: the wallet is locked before the products, as in
  // every other vend, so two vends never wait on each other's locks in opposite orders.
  const [row] = rowsOf(
    await tx.execute(sql`
      with c as (${holder}),
      w as (
        -- Spelled as the partial unique index (customer_id) where is_primary and deleted_at is null.
        select id, amount::text as amount, type, credit_limit::text as credit_limit from ${wallets}
         where customer_id = (select id from c) and is_primary and deleted_at is null
           and tenant_id = ${machine.tenantId}::int and status = 1
           for update),
      p as (
        select id, name, coil, product_mrp::text as mrp, stock from ${products}
         where touchpoint_id = ${machine.touchpointId}::int and coil = any(${slotArray}::text[])
         order by id
           for update),
      r as (${ruleUsageRepo.applicableRulesSql(machine, sql`(select group_ids from c)::int[]`)})
      select (select row_to_json(c) from c) as holder,
             (select row_to_json(w) from w) as wallet,
             (select coalesce(json_agg(p), '[]') from p) as products,
             (select coalesce(json_agg(r), '[]') from r) as rules`),
  );
  const wallet = parsed<{ id: number; amount: string; type: string; credit_limit: string } | null>(row?.wallet);
  return {
    holder: parsed<customerCredentialRepo.CardHolderRow | null>(row?.holder) ?? null,
    wallet: wallet
      ? { id: wallet.id, amount: BigInt(wallet.amount), type: wallet.type, creditLimit: BigInt(wallet.credit_limit) }
      : undefined,
    products: parsed<ProductJson[]>(row!.products).map((p) => ({ ...p, mrp: BigInt(p.mrp) })),
    rules: ruleUsageRepo.scopedRulesOf(parsed<Record<string, unknown>[]>(row!.rules)),
  };
}
