import { Type, type Static } from 'typebox';
import { AllOr, fieldsOf, Id, Label, ListBase, ListRequest, Status, UpdatedAt, Nullable, OneOf } from './common';
import { FIELDS } from './fields';
import { RangeFields } from './orders';

export { MAX_MOVEMENT_RUPEES } from './limits';

export const WalletType = OneOf(['prepaid', 'postpaid']);

export const LedgerCustomer = Type.Object({
  id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  mobile: Type.String(),
});

/** One ledger row; amounts in rupees. */
export const LedgerMovement = Type.Object({
  id: Type.Integer(),
  wallet_id: Type.Integer(),
  transaction_amount: Type.Number(),
  previous_balance: Type.Number(),
  after_balance: Type.Number(),
  remark: Nullable(Type.String()),
  reverses_id: Nullable(Type.Integer()),
  created_at: Type.String(),
  Wallet: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    wallet_type: Type.String(),
    Customer: LedgerCustomer,
  }),
});
export type LedgerMovement = Static<typeof LedgerMovement>;

/** A ledger row's way: money in (a positive amount) or out (a negative one). */
export const LEDGER_DIRECTIONS = ['credit', 'debit'] as const;
export const LedgerDirection = OneOf(['credit', 'debit']);

/**
 * The ledger (a wallet's or a customer's rows, and Transaction Wallet List): `search` names a
 * customer (first and last name, or mobile); `wallet_type` the wallet's type; `direction` credits
 * or debits; the period as Touchpoint Orders (the last day, week or month, or custom dates).
 */
export const LedgerListRequest = ListRequest({
  wallet_id: Type.Optional(Id),
  customer_id: Type.Optional(Id),
  wallet_type: AllOr(WalletType),
  direction: AllOr(LedgerDirection),
  ...RangeFields,
});

/** What selects Transaction Wallet List's rows for its report: its filters and search (no paging). */
export const LedgerFilterFields = {
  wallet_type: AllOr(WalletType),
  direction: AllOr(LedgerDirection),
  search: ListBase.search,
  ...RangeFields,
};
export type LedgerListRequest = Static<typeof LedgerListRequest>;

/**
 * A fund movement: positive adds, negative deducts.
 * The amount is a number or a decimal string of rupees with at most two decimals; the server
 * refuses anything it would have to round.
 */
export const FundMovementBody = Type.Object(
  {
    wallet_id: Id,
    transaction_amount: Type.Union([Type.Number(), Type.String({ maxLength: 20 })]),
    remark: Type.Optional(Type.String(FIELDS.wallet.remark)),
    /** The movement this one corrects (a reversal names its original). */
    reverses_id: Type.Optional(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER })),
  },
  { additionalProperties: false },
);
export type FundMovementBody = Static<typeof FundMovementBody>;

/**
 * Keys starting `bulk:` belong to bulk credits (`bulk:<batch>:<wallet>`) and `import:` to top-up imports
 * (`import:<import>:<line>`), so one key never answers for the other.
 */
export const FundMovementHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({ minLength: 1, maxLength: 200, pattern: '^(?!bulk:|import:)[\\x21-\\x7e]+$' }),
  ),
});

export const FundMovement = Type.Object({
  id: Type.Integer(),
  wallet_id: Type.Integer(),
  transaction_amount: Type.Number(),
  previous_balance: Type.Number(),
  after_balance: Type.Number(),
  remark: Nullable(Type.String()),
  reverses_id: Nullable(Type.Integer()),
  created_at: Type.String(),
  /** True when this answers a retry of an Idempotency-Key already applied. */
  replayed: Type.Boolean(),
});
export type FundMovement = Static<typeof FundMovement>;

/** A wallet: amounts in rupees; `name`/`wallet_name` and `type`/`wallet_type` are aliases. */
export const Wallet = Type.Object({
  id: Type.Integer(),
  customer_id: Type.Integer(),
  name: Type.String(),
  wallet_name: Type.String(),
  /** The owner's mobile (the wire's `number`). */
  number: Type.String(),
  amount: Type.Number(),
  type: Type.String(),
  wallet_type: Type.String(),
  credit_limit: Type.Number(),
  is_primary: Type.Boolean(),
  status: Type.Integer(),
  created_at: Type.String(),
  updated_at: Type.String(),
  Customer: LedgerCustomer,
});
export type Wallet = Static<typeof Wallet>;

const Rupees = Type.Union([Type.Number(), Type.String({ maxLength: 20 })]);

export const WalletBody = Type.Object(
  {
    customer_id: Id,
    name: Label,
    type: WalletType,
    /** Rupees, at most two decimals; only a postpaid wallet has one (0 otherwise). */
    credit_limit: Type.Optional(Rupees),
    is_primary: Type.Optional(Type.Boolean()),
    status: Type.Optional(Status),
  },
  { additionalProperties: false },
);
export type WalletBody = Static<typeof WalletBody>;

/** An edit: the same fields and the `updated_at` the form loaded (409 STALE_RECORD when the wallet changed since, a fund movement included). */
export const WalletUpdateBody = Type.Object(
  { ...WalletBody.properties, updated_at: UpdatedAt },
  { additionalProperties: false },
);
export type WalletUpdateBody = Static<typeof WalletUpdateBody>;

export const WalletListRequest = ListRequest({
  type: AllOr(WalletType),
  customer_id: Type.Optional(Id),
  group_id: AllOr(Id),
  is_primary: Type.Optional(Type.Boolean()),
});
export type WalletListRequest = Static<typeof WalletListRequest>;
export const WALLET_SORTABLE = ['id', 'name', 'customer_name', 'amount', 'type', 'created_at'] as const;

/** The wallets a bulk credit of a group reaches, and how many members have none. */
export const GroupWallets = Type.Object({
  wallet_ids: Type.Array(Type.Integer()),
  customers_without_wallet: Type.Integer(),
});
export type GroupWallets = Static<typeof GroupWallets>;

/** The most wallets one bulk credit pays. */
export const BULK_CREDIT_MAX_WALLETS = 10_000;

/**
 * A bulk credit: one amount to each of the wallets, in order, run as a job on the server. The
 * Idempotency-Key header names the batch: sent again, it answers the same batch (with other
 * wallets, amount or remark it is 409). Each wallet's movement is keyed `bulk:<batch key>:<wallet
 * id>`, so a batch run again, or resumed after its process stopped, pays nobody twice.
 */
export const BulkCreditBody = Type.Object(
  {
    wallet_ids: Type.Array(Id, { minItems: 1, maxItems: BULK_CREDIT_MAX_WALLETS, uniqueItems: true }),
    transaction_amount: Rupees,
    remark: Type.Optional(Type.String(FIELDS.wallet.remark)),
  },
  { additionalProperties: false },
);
export type BulkCreditBody = Static<typeof BulkCreditBody>;
export const BulkCreditHeaders = Type.Object({
  'idempotency-key': Type.String({ minLength: 8, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }),
});

export const BulkCreditOutcome = Type.Union([
  /** Credited now. */
  Type.Literal('credited'),
  /** Already credited by this batch (a retry): nothing moved again. */
  Type.Literal('replayed'),
  /** Not credited and not an error: the wallet is deleted or inactive. */
  Type.Literal('skipped'),
  /** Refused: `message` says why. */
  Type.Literal('failed'),
]);
export const BulkCreditResult = Type.Object({
  wallet_id: Type.Integer(),
  outcome: BulkCreditOutcome,
  message: Nullable(Type.String()),
  movement_id: Nullable(Type.Integer()),
  after_balance: Nullable(Type.Number()),
});
export type BulkCreditResult = Static<typeof BulkCreditResult>;

export const BulkCreditStatus = Type.Union([
  Type.Literal('queued'),
  Type.Literal('running'),
  Type.Literal('done'),
  /** Stopped for good (`reason` says why); Run Again runs it again. */
  Type.Literal('failed'),
]);
export type BulkCreditStatus = Static<typeof BulkCreditStatus>;

/** A bulk credit batch and how far its job got; amounts in rupees. */
export const BulkCredit = Type.Object({
  id: Type.Integer(),
  status: BulkCreditStatus,
  /**
   * Wallets: in the batch (`total`); whose outcome is known (`processed`): credited, already
   * credited (paid by an earlier run of this batch: not paid again), skipped or failed.
   */
  ...fieldsOf(Type.Integer(), 'total', 'processed', 'credited', 'already_credited', 'skipped', 'failed'),
  transaction_amount: Type.Number(),
  ...fieldsOf(Nullable(Type.String()), 'remark', 'reason'),
  /** Each processed wallet's outcome, in the batch's order, once the batch has ended; null while it runs. */
  results: Nullable(Type.Array(BulkCreditResult)),
  created_at: Type.String(),
  updated_at: Type.String(),
  finished_at: Nullable(Type.String()),
});
export type BulkCredit = Static<typeof BulkCredit>;
export const BulkCreditResponse = Type.Object({ data: BulkCredit });
