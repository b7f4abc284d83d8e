/**
 * A ledger movement as the CTEs of one SQL statement: `moved` updates the wallet
 * row — which locks it and re-checks, on its newest version, that a prepaid wallet stays at or
 * above 0 and a postpaid one at or above minus its credit limit —, `entry` appends the ledger row
 * with the balances the UPDATE saw, and `audit` writes the audit row. No row in `moved` means the
 * wallet is missing (or inactive, when that is required) or the floor refused; then nothing
 * follows. The fund dialog's movement, a vend's debit and every refund are this fragment, so there
 * is one way money moves.
 */
import { sql, type SQL } from 'drizzle-orm';
import { auditLog, wallets, ledgerMovements as wt } from '../../../db/schema';

/** Who moves the money, as its audit row names them (an audit Actor). */
export interface Mover {
  tenantId: number;
  userId: number | null;
  email: string | null;
  ip: string | null;
}

export interface Movement {
  actor: Mover;
  /** The wallet: a value, or an SQL expression read from an earlier CTE. */
  walletId: number | SQL;
  paise: bigint;
  remark: string | null;
  reversesId?: number | null;
  idempotencyKey?: string | null;
  requestHash?: string | null;
  /** The order a vend debit or refund belongs to (a value or an expression). */
  orderId?: number | SQL | null;
  /** Only an active, live wallet moves (the fund dialog, a vend). A refund returns money regardless. */
  requireActive: boolean;
  /** The audit row's action: 'fund', 'vend', 'refund'. */
  auditAction: string;
  /** The movement's time; the clock after the lock when absent (the seed replays history). */
  at?: string | null;
}

/** `moved`, `entry` and `audit`, to follow `with` (and other CTEs may follow them). */
export function movementCtes(m: Movement): SQL {
  const amount = m.paise.toString();
  const floor = sql`case when ${wallets.type} = 'postpaid' then -${wallets.creditLimit} else 0 end`;
  const walletId = typeof m.walletId === 'number' ? sql`${m.walletId}::int` : m.walletId;
  const orderId =
    m.orderId === undefined || m.orderId === null
      ? sql`null::int`
      : typeof m.orderId === 'number'
        ? sql`${m.orderId}::int`
        : m.orderId;
  const live = m.requireActive ? sql`and ${wallets.deletedAt} is null and ${wallets.status} = 1` : sql``;
  const at = m.at ? sql`${m.at}::timestamptz` : sql`clock_timestamp()`;
  return sql`
    moved as (
      update ${wallets}
         set amount = ${wallets.amount} + ${amount}::bigint, updated_at = now()
       where ${wallets.id} = ${walletId} and ${wallets.tenantId} = ${m.actor.tenantId}::int ${live}
         and ${wallets.amount} + ${amount}::bigint >= ${floor}
      returning ${wallets.id} as wallet_id, ${wallets.amount} - ${amount}::bigint as previous, ${wallets.amount} as after
    ), entry as (
      insert into ${wt} (tenant_id, wallet_id, transaction_amount, previous_balance, after_balance, remark,
                         reverses_id, idempotency_key, request_hash, created_by, order_id, created_at)
      select ${m.actor.tenantId}::int, wallet_id, ${amount}::bigint, previous, after, ${m.remark}::text,
             ${m.reversesId ?? null}::bigint, ${m.idempotencyKey ?? null}::text, ${m.requestHash ?? null}::text,
             ${m.actor.userId}::int, ${orderId}, ${at}
        from moved
      returning *
    ), audit as (
      insert into ${auditLog} (tenant_id, user_id, user_email, action, entity, entity_id, before, after, ip, created_at)
      select ${m.actor.tenantId}::int, ${m.actor.userId}::int, ${m.actor.email}::text, ${m.auditAction}::text, 'wallet',
             wallet_id::text, jsonb_build_object('amount', previous_balance::text),
             jsonb_build_object('amount', after_balance::text, 'movement', id, 'order', order_id),
             ${m.actor.ip}::text, created_at
        from entry
    )`;
}
