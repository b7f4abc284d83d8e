/** What the customer, group and wallet suites share: API paths, valid bodies and the ledger check. */
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import type { TestContext } from './helper';

export const API = '/api/customer';

let serial = 0;
/** A valid customer body; every call gets its own mobile. */
export function customerBody(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    first_name: 'Kavya',
    last_name: 'Menon',
    mobile: `98${String(serial).padStart(8, '0')}`,
    ...overrides,
  };
}

export async function newCustomer(t: TestContext, token: string, overrides: Record<string, unknown> = {}) {
  const res = await t.call(token, 'POST', `${API}/customers`, customerBody(overrides));
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body.data as { id: number; [key: string]: unknown };
}

export async function newWallet(t: TestContext, token: string, body: Record<string, unknown>) {
  const res = await t.call(token, 'POST', `${API}/wallet`, { name: 'Meal Wallet', type: 'prepaid', ...body });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body.data as { id: number; amount: number; is_primary: boolean; [key: string]: unknown };
}

/** A fund movement through the API; answers the movement. */
export async function move(t: TestContext, token: string, walletId: number, amount: number | string) {
  const res = await t.call(token, 'POST', `${API}/wallet/wallet-transaction`, {
    wallet_id: walletId,
    transaction_amount: amount,
  });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body.data as { id: number; after_balance: number };
}

export async function rows<T = Record<string, unknown>>(t: TestContext, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Each wallet's ledger rows in order, with the balance the row before ended on (`prior`). */
export const LEDGER_CHAIN = `with chain as (
  select previous_balance, after_balance, transaction_amount,
         lag(after_balance) over (partition by wallet_id order by created_at, id) as prior
  from wallet_transactions)`;

/**
 * The ledger's rules as columns of a select after LEDGER_CHAIN, each counting the rows that break
 * it: every wallet's balance (deleted ones too) is the sum of its ledger, each row starts where the
 * one before ended, and each row's after balance is its previous balance plus its amount.
 */
export const LEDGER_RULES = [
  `(select count(*) from wallets w where w.amount <> coalesce((select sum(transaction_amount) from wallet_transactions x where x.wallet_id = w.id), 0))::int as unbalanced_wallets`,
  `(select count(*) from chain where prior is not null and prior <> previous_balance)::int as broken_chain`,
  `(select count(*) from chain where after_balance <> previous_balance + transaction_amount)::int as wrong_step`,
];

/** Every wallet's balance (deleted ones too) equals the sum of its ledger, and each row chains. */
export async function assertLedgerIntact(t: TestContext): Promise<void> {
  const [check] = await rows(t, sql.raw(`${LEDGER_CHAIN} select ${LEDGER_RULES.join(', ')}`));
  assert.deepEqual(check, { unbalanced_wallets: 0, broken_chain: 0, wrong_step: 0 });
}

/** Ledger rows of one wallet, oldest first. */
export async function ledgerOf(t: TestContext, walletId: number) {
  return rows<{ amount: string }>(
    t,
    sql`select transaction_amount::text as amount from wallet_transactions where wallet_id = ${walletId} order by id`,
  );
}

export const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
/** `updated_at`: every digit PostgreSQL stored, so a form can send it back and compare exactly. */
export const EXACT_ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/;

/** The single row a query answers. */
export async function one<T = Record<string, unknown>>(t: TestContext, query: ReturnType<typeof sql>): Promise<T> {
  const [row] = await rows<T>(t, query);
  assert.ok(row, 'expected a row');
  return row;
}

export type Call = readonly [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown];

/** Every call answers 404 with `message`: how another tenant's record looks. */
export async function assertAllNotFound(t: TestContext, token: string, calls: readonly Call[], message: string) {
  for (const [method, url, body] of calls) {
    const res = await t.call(token, method, url, body);
    assert.deepEqual([res.status, res.body.message], [404, message], `${method} ${url}`);
  }
}

/** What a refused request or wallet change must leave alone: requests, wallets' types and limits, and the audit trail. */
export const requestsSnapshot = (t: TestContext) =>
  one<{ requests: string; wallets: string; audit: number }>(
    t,
    sql`select
          (select string_agg(id || ':' || status || ':' || coalesce(credit_limit::text, '-') || ':' || coalesce(decision_remark, '-'), ',' order by id) from requests) as requests,
          (select string_agg(id || ':' || type || ':' || credit_limit, ',' order by id) from wallets) as wallets,
          (select count(*)::int from audit_log) as audit`,
  );

/** An answer is the refusal expected: its status, and its message exactly or by a pattern. */
export function assertRefused(
  res: { status: number; body: { message?: unknown } },
  label: string,
  status: number,
  message: string | RegExp,
): void {
  assert.equal(res.status, status, `${label}: ${res.status} ${JSON.stringify(res.body)}`);
  if (typeof message === 'string') assert.equal(res.body.message, message, label);
  else assert.match(String(res.body.message), message, label);
}

/** A prepaid wallet of a new customer (Rohan Iyer). */
export async function newPrepaidWallet(t: TestContext, token: string, name = 'Meal Wallet') {
  const customer = await newCustomer(t, token, { first_name: 'Rohan', last_name: 'Iyer' });
  const wallet = await newWallet(t, token, { customer_id: customer.id, name });
  return { customer, wallet };
}

/** A postpaid wallet, Credit Line with a ₹500 limit, of a new customer. */
export async function newCreditLine(t: TestContext, token: string) {
  const customer = await newCustomer(t, token);
  const wallet = await newWallet(t, token, {
    customer_id: customer.id,
    name: 'Credit Line',
    type: 'postpaid',
    credit_limit: 500,
  });
  return { customer, wallet };
}

/** A request that a prepaid wallet become postpaid, raised (201 expected). */
export async function raiseRequest(
  t: TestContext,
  token: string,
  walletId: number,
  remark = 'Travels for client visits',
) {
  const res = await t.call(token, 'POST', `${API}/wallet/${walletId}/requests`, { remark });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body.data as { id: number; status: string; [key: string]: unknown };
}

/**
 * The steps the request suites (and a wallet's type) take as ops, on the server `server` answers once
 * it has started:
 * a prepaid wallet, a request raised on it, and the snapshot that shows nothing was written.
 */
export function requestSteps(server: () => { t: TestContext; ops: string }) {
  return {
    snapshot: () => requestsSnapshot(server().t),
    prepaidWallet: (name?: string) => newPrepaidWallet(server().t, server().ops, name),
    raise: (walletId: number, remark?: string) => raiseRequest(server().t, server().ops, walletId, remark),
  };
}
