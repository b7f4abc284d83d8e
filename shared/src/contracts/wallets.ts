import { Type, type Static } from 'typebox';
import { FREE_TEXT_PATTERN, Id, ListRequest } from './common';

export const WalletType = Type.Union([Type.Literal('prepaid'), Type.Literal('postpaid')]);

export const LedgerCustomer = Type.Object({
  id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  mobile: Type.String(),
});

/** One ledger row (SPEC §3 Wallet transaction); amounts in rupees. */
export const WalletTransaction = Type.Object({
  id: Type.Integer(),
  wallet_id: Type.Integer(),
  transaction_amount: Type.Number(),
  previous_balance: Type.Number(),
  after_balance: Type.Number(),
  remark: Type.Union([Type.String(), Type.Null()]),
  reverses_id: Type.Union([Type.Integer(), Type.Null()]),
  created_at: Type.String(),
  Wallet: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    wallet_type: Type.String(),
    Customer: LedgerCustomer,
  }),
});
export type WalletTransaction = Static<typeof WalletTransaction>;

export const WalletTransactionListRequest = ListRequest({
  wallet_id: Type.Optional(Id),
  customer_id: Type.Optional(Id),
  /** pagination.nextCursor of the previous page; when given, `offset` is only echoed. */
  cursor: Type.Optional(Type.String({ maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' })),
});
export type WalletTransactionListRequest = Static<typeof WalletTransactionListRequest>;

/**
 * A fund movement (SPEC §7 POST /wallet/wallet-transaction): positive adds, negative deducts.
 * The amount is a number or a decimal string of rupees with at most two decimals; the server
 * refuses anything it would have to round.
 */
export const FundMovementBody = Type.Object(
  {
    wallet_id: Id,
    transaction_amount: Type.Union([Type.Number(), Type.String({ maxLength: 20 })]),
    remark: Type.Optional(Type.String({ maxLength: 500, pattern: FREE_TEXT_PATTERN })),
    /** The movement this one corrects (a reversal names its original). */
    reverses_id: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  { additionalProperties: false },
);
export type FundMovementBody = Static<typeof FundMovementBody>;

export const FundMovementHeaders = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: 200, pattern: '^[\\x21-\\x7e]+$' })),
});

export const FundMovement = Type.Object({
  id: Type.Integer(),
  wallet_id: Type.Integer(),
  transaction_amount: Type.Number(),
  previous_balance: Type.Number(),
  after_balance: Type.Number(),
  remark: Type.Union([Type.String(), Type.Null()]),
  reverses_id: Type.Union([Type.Integer(), Type.Null()]),
  created_at: Type.String(),
  /** True when this answers a retry of an Idempotency-Key already applied. */
  replayed: Type.Boolean(),
});
export type FundMovement = Static<typeof FundMovement>;
