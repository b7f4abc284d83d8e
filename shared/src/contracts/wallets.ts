import { Type, type Static } from 'typebox';
import { Id, ListRequest } from './common';

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
