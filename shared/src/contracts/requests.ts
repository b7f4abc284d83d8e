/**
 * Requests: Wallet: Prepaid to Postpaid. Anyone who may see a wallet
 * raises one with a remark; only ROLE_COMPANY_ADMIN approves it (with the credit limit the wallet
 * then has) or rejects it (with a remark). A postpaid wallet goes back to prepaid only through the
 * admin's Convert to Prepaid, with the balance at or above ₹0.00.
 */
import { Type, type Static } from 'typebox';
import { AllOr, Id, ListRequest, UpdatedAt, Nullable, OneOf } from './common';
import { FIELDS } from './fields';

export const RequestStatus = OneOf(['pending', 'approved', 'rejected']);
export type RequestStatus = Static<typeof RequestStatus>;

/** A remark someone has to write (not only spaces: the server trims it and refuses an empty one). */
const Remark = Type.String(FIELDS.request.remark);
/** Rupees, at most two decimals (a number or a decimal string), above 0 and at most the tenant's maximum. */
const Rupees = Type.Union([Type.Number(), Type.String({ maxLength: 20 })]);

/** One request, with its list's columns. */
export const WalletRequest = Type.Object({
  id: Type.Integer(),
  wallet_id: Type.Integer(),
  wallet_name: Type.String(),
  customer_id: Type.Integer(),
  customer_name: Type.String(),
  customer_phone: Type.String(),
  remark: Nullable(Type.String()),
  status: RequestStatus,
  /** The credit limit the approval gave (rupees); null until approved. */
  credit_limit: Nullable(Type.Number()),
  /** The reason a rejection gave; null otherwise. */
  decision_remark: Nullable(Type.String()),
  requested_by: Nullable(Type.String()),
  decided_by: Nullable(Type.String()),
  decided_at: Nullable(Type.String()),
  created_at: Type.String(),
});
export type WalletRequest = Static<typeof WalletRequest>;

export const RequestListRequest = ListRequest({
  status: AllOr(RequestStatus),
  /** One wallet's requests (its page shows the latest). */
  wallet_id: Type.Optional(Id),
});
export type RequestListRequest = Static<typeof RequestListRequest>;
export const REQUEST_SORTABLE = ['id', 'created_at', 'wallet_name', 'customer_name'] as const;

export const RaiseRequestBody = Type.Object({ remark: Remark }, { additionalProperties: false });
export type RaiseRequestBody = Static<typeof RaiseRequestBody>;

export const ApproveRequestBody = Type.Object({ credit_limit: Rupees }, { additionalProperties: false });
export type ApproveRequestBody = Static<typeof ApproveRequestBody>;

export const RejectRequestBody = Type.Object({ remark: Remark }, { additionalProperties: false });
export type RejectRequestBody = Static<typeof RejectRequestBody>;

/** Convert to Prepaid (admin): the `updated_at` the page loaded, and an optional remark for the audit trail. */
export const ConvertToPrepaidBody = Type.Object(
  { updated_at: UpdatedAt, remark: Type.Optional(Type.String(FIELDS.request.convert_remark)) },
  { additionalProperties: false },
);
export type ConvertToPrepaidBody = Static<typeof ConvertToPrepaidBody>;

/** What an approval or rejection answers: the request decided and the wallet as it now is. */
export const RequestDecision = Type.Object({
  data: Type.Object({ request: WalletRequest, wallet_type: Type.String(), wallet_credit_limit: Type.Number() }),
});
export type RequestDecision = Static<typeof RequestDecision>;
