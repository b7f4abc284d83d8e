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
import { unprocessable } from '../../../lib/http-errors';
import { rowsOf } from '../../../lib/list';
import type { MachineKey } from '../../merchant';
import { cardHolder, cardHolderSql, type Buyer } from './customer-credential-repository';
import { applicableRulesSql, scopedRulesOf, type ScopedRule } from './rule-usage-repository';

export interface PricedLine {
  productId: number;
  name: string;
  slot: string;
  quantity: number;
  mrp: bigint;
}

export interface VendLocks {
  buyer: Buyer;
  wallet: { id: number; amount: bigint; type: string; creditLimit: bigint };
  priced: PricedLine[];
  rules: ScopedRule[];
}

interface ProductJson {
  id: number;
  name: string;
  coil: string;
  mrp: string;
  stock: number;
}

const parsed = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** The locks and reads of a vend, or the 422 the machine shows (no active wallet, a slot, the stock). */
export async function lockForVend(
  tx: Tx,
  machine: MachineKey,
  who: Buyer | { rfid: string },
  lines: { slot: string; quantity: number }[],
): Promise<VendLocks> {
  const holder =
    'rfid' in who
      ? cardHolderSql(machine.tenantId, who.rfid)
      : sql`select ${who.id}::int as id, ${`{${who.groupIds.join(',')}}`}::int[] as group_ids`;
  const slots = `{${lines.map((l) => `"${l.slot.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
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
         where touchpoint_id = ${machine.touchpointId}::int and coil = any(${slots}::text[])
         order by id
           for update),
      r as (${applicableRulesSql(machine, sql`(select group_ids from c)::int[]`)})
      select (select row_to_json(c) from c) as holder,
             (select row_to_json(w) from w) as wallet,
             (select coalesce(json_agg(p), '[]') from p) as products,
             (select coalesce(json_agg(r), '[]') from r) as rules`),
  );
  const buyer = 'rfid' in who ? cardHolder(parsed<Parameters<typeof cardHolder>[0]>(row?.holder)) : who;
  const wallet = parsed<{ id: number; amount: string; type: string; credit_limit: string } | null>(row?.wallet);
  if (!wallet) throw unprocessable('No active wallet: the customer has no active primary wallet.', 'NO_ACTIVE_WALLET');
  const bySlot = new Map(parsed<ProductJson[]>(row!.products).map((p) => [p.coil, p]));
  const priced = lines.map((line) => {
    const product = bySlot.get(line.slot);
    if (!product) throw unprocessable(`Slot ${line.slot} is not a slot of this touchpoint's store.`, 'UNKNOWN_SLOT');
    const mrp = BigInt(product.mrp);
    if (mrp <= 0n) throw unprocessable(`${product.name} (${line.slot}) has no price and cannot be sold.`, 'NO_PRICE');
    if (product.stock < line.quantity) {
      throw unprocessable(
        `Out of stock: ${product.name} (${line.slot}) has ${product.stock} left, ${line.quantity} asked.`,
        'OUT_OF_STOCK',
      );
    }
    return { productId: product.id, name: product.name, slot: line.slot, quantity: line.quantity, mrp };
  });
  return {
    buyer,
    wallet: {
      id: wallet.id,
      amount: BigInt(wallet.amount),
      type: wallet.type,
      creditLimit: BigInt(wallet.credit_limit),
    },
    priced,
    rules: scopedRulesOf(parsed<Record<string, unknown>[]>(row!.rules)),
  };
}
