/**
 * The machine-facing vend API (transaction service) and the touchpoint keys machines sign it with.
 * A machine authorizes a cart for a customer's credential, vends, then reports what it vended;
 * the server prices, checks, debits and refunds (see README "Vending").
 */
import { Type, type Static } from 'typebox';
import { Id, Nullable } from './common';
import { FIELDS, PIN, RFID } from './fields';
import { VendStatusSchema } from './orders';

/** Most lines in one cart, and most of one slot per line. */
export const VEND_MAX_LINES = 10;
export const VEND_MAX_QUANTITY = 10;

const Slot = Type.String({ minLength: 1, maxLength: 8, pattern: '^[A-Za-z0-9]+$' });
const Rfid = Type.String(RFID);
const Pin = Type.String(PIN);
const MobileDigits = Type.String({ minLength: 10, maxLength: 13, pattern: '^(\\+91)?[0-9]{10}$' });

export const VendCredential = Type.Union([
  Type.Object({ rfid: Rfid }, { additionalProperties: false }),
  Type.Object({ mobile: MobileDigits, pin: Pin }, { additionalProperties: false }),
]);
export type VendCredential = Static<typeof VendCredential>;

export const VendAuthorizeBody = Type.Object(
  {
    /** Optional: when given it must be the key's own touchpoint. */
    touchpoint_id: Type.Optional(Id),
    credential: VendCredential,
    cart: Type.Array(
      Type.Object(
        { slot: Slot, quantity: Type.Integer({ minimum: 1, maximum: VEND_MAX_QUANTITY }) },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: VEND_MAX_LINES },
    ),
  },
  { additionalProperties: false },
);
export type VendAuthorizeBody = Static<typeof VendAuthorizeBody>;

export const VendLine = Type.Object({
  slot: Type.String(),
  product_name: Type.String(),
  quantity: Type.Integer(),
  vended: Nullable(Type.Integer()),
  unit_price: Type.Number(),
  amount: Type.Number(),
  vend_status: VendStatusSchema,
});
export type VendLine = Static<typeof VendLine>;

export const VendOrder = Type.Object({
  order_id: Type.Integer(),
  order_no: Type.String(),
  amount: Type.Number(),
  refunded_amount: Type.Number(),
  /** 0 Pending (waiting for the result), 1 Success, 2 Failure. */
  status: Type.Integer(),
  vend_status: VendStatusSchema,
  wallet_id: Type.Integer(),
  /** The wallet's balance after this answer's movement. */
  balance: Type.Number(),
  lines: Type.Array(VendLine),
  /** True when this answers a retry: the first answer, nothing moved again. */
  replayed: Type.Boolean(),
});
export type VendOrder = Static<typeof VendOrder>;
export const VendOrderResponse = Type.Object({ data: VendOrder });

export const VendResultBody = Type.Object(
  {
    lines: Type.Array(
      Type.Object(
        { slot: Slot, vended: Type.Integer({ minimum: 0, maximum: VEND_MAX_QUANTITY }) },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: VEND_MAX_LINES },
    ),
  },
  { additionalProperties: false },
);
export type VendResultBody = Static<typeof VendResultBody>;

/** Every authorize carries its own key: a retry with it answers the first result, nothing moves twice. */
export const VendHeaders = Type.Object({
  'idempotency-key': Type.String({ minLength: 1, maxLength: 100, pattern: '^[\\x21-\\x7e]+$' }),
});

/** `GET /vend/me`: which touchpoint a key stands for (a machine's handshake at start). */
export const VendMachine = Type.Object({
  data: Type.Object({
    touchpoint_id: Type.Integer(),
    name: Type.String(),
    channel_id: Nullable(Type.Integer()),
  }),
});

export const OrderIdParams = Type.Object({ orderId: Id }, { additionalProperties: false });

// ── Touchpoint keys ──────────────────────────────────────────────────────────────────────────

export const TouchpointKeyBody = Type.Object(
  { label: Type.Optional(Type.String(FIELDS.touchpoint.key_label)) },
  { additionalProperties: false },
);
export type TouchpointKeyBody = Static<typeof TouchpointKeyBody>;

export const TouchpointKey = Type.Object({
  id: Type.Integer(),
  touchpoint_id: Type.Integer(),
  /** The key's first characters, to tell keys apart; the secret is never shown again. */
  prefix: Type.String(),
  label: Nullable(Type.String()),
  created_at: Type.String(),
  created_by: Nullable(Type.String()),
  last_used_at: Nullable(Type.String()),
  revoked_at: Nullable(Type.String()),
});
export type TouchpointKey = Static<typeof TouchpointKey>;
export const TouchpointKeyList = Type.Object({ data: Type.Array(TouchpointKey) });
/** The answer to issuing a key: the key with its secret, shown this once. */
export const TouchpointKeyIssued = Type.Object({
  data: Type.Object({ ...TouchpointKey.properties, secret: Type.String() }),
});
export type TouchpointKeyIssued = Static<typeof TouchpointKeyIssued>;
