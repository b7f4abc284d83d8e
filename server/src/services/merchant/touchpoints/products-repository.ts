/**
 * A touchpoint's store: its products, each in one slot (the product's coil). Prices are integer
 * paise; GST and cess are percentages with two decimals; stock never goes below zero.
 */
import {
  slotLabels,
  type ProductBody,
  type ProductListRequest,
  type ProductUpdateBody,
  type TouchpointProduct,
  type PRODUCT_SORTABLE,
} from '@console/shared/contracts';
import { and, eq, ilike, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { touchpointProducts as products, touchpoints } from '../../../db/schema';
import { recordAudit, type Actor } from '../../../lib/audit';
import { badRequest, conflict, notFound, refuseUniqueViolation } from '../../../lib/http-errors';
import { likePattern, listPage, listWindow, type ListSpec, type RowOf } from '../../../lib/list';
import { toPaise, toRupees } from '../../../lib/money';
import { assertUnchanged, unchangedSince } from '../../../lib/stale-record';
import { toExactIso } from '../../../lib/time';
import { getTouchpoint } from './touchpoints-repository';
import { P } from '../../../db/statement-cache';

const columns = {
  id: products.id,
  name: products.name,
  slot: products.coil,
  mrp: products.productMrp,
  gst: products.productGst,
  cess: products.productCess,
  stock: products.stock,
  updatedAt: products.updatedAt,
};
type Row = RowOf<typeof columns>;

function toProduct(r: Row): TouchpointProduct {
  return {
    id: r.id,
    name: r.name,
    slot: r.slot,
    mrp: toRupees(r.mrp),
    gst: Number(r.gst),
    cess: Number(r.cess),
    stock: r.stock,
    updated_at: toExactIso(r.updatedAt),
  };
}

const spec: ListSpec<(typeof PRODUCT_SORTABLE)[number]> = {
  sortable: {
    id: products.id,
    name: sql`lower(${products.name})`,
    slot: products.coil,
    mrp: products.productMrp,
    stock: products.stock,
  },
  defaultSort: { by: 'slot', dir: 'ASC' },
  tieBreaker: products.id,
};

export async function listProducts(db: Db, tenantId: number, touchpointId: number, body: ProductListRequest) {
  const window = listWindow(body, spec);
  await getTouchpoint(db, tenantId, touchpointId);
  const filters = { tenantId, touchpointId, search: body.search?.trim() ? likePattern(body.search) : undefined };
  const where = () =>
    and(
      eq(products.tenantId, P('tenantId')),
      eq(products.touchpointId, P('touchpointId')),
      filters.search !== undefined ? ilike(products.name, P('search')) : undefined,
    );
  return listPage(db, {
    name: 'touchpoint-products',
    window,
    filters,
    from: (extra) =>
      db
        .select({ ...columns, ...extra })
        .from(products)
        .$dynamic(),
    where,
    ids: () => db.select({ id: products.id }).from(products).where(where()).$dynamic(),
    present: toProduct,
  });
}

/** A percentage as stored ("5.00"), refused beyond two decimals or outside 0–100. */
function percent(value: number | string, name: 'gst' | 'cess'): string {
  const text = String(value);
  const n = Number(text);
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text) || n < 0 || n > 100)
    throw badRequest(`${name} must be a percentage from 0 to 100 with at most 2 decimals.`, 'BAD_PERCENT');
  return n.toFixed(2);
}

function priced(input: ProductBody) {
  const mrp = toPaise(input.mrp);
  if (mrp === null || mrp < 0n)
    throw badRequest('mrp must be rupees, not negative, with at most 2 decimals.', 'BAD_AMOUNT');
  return {
    name: input.name,
    productMrp: mrp,
    productGst: percent(input.gst, 'gst'),
    productCess: percent(input.cess, 'cess'),
    stock: input.stock,
  };
}

/** The slot a product may take: one of the grid's labels when the touchpoint has a grid. */
async function checkedSlot(db: DbOrTx, tenantId: number, touchpointId: number, slot: string | null | undefined) {
  const touchpoint = await getTouchpoint(db, tenantId, touchpointId);
  if (!touchpoint.grid) return slot ?? null;
  if (!slot) throw badRequest('slot: choose the slot this product is in.', 'SLOT_REQUIRED');
  const labels = slotLabels(touchpoint.grid.rows, touchpoint.grid.columns, touchpoint.grid.label_format);
  if (labels.ok && !labels.labels.flat().includes(slot))
    throw badRequest(`slot: ${slot} is not a slot of this touchpoint's grid.`, 'UNKNOWN_SLOT');
  return slot;
}

async function assertSlotFree(db: DbOrTx, touchpointId: number, slot: string | null, exceptId?: number) {
  if (slot === null) return;
  const [taken] = await db
    .select({ name: products.name })
    .from(products)
    .where(
      and(
        eq(products.touchpointId, touchpointId),
        eq(products.coil, slot),
        exceptId ? ne(products.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw conflict(`Slot ${slot} already holds ${taken.name}.`, 'SLOT_TAKEN');
}

const guardSlot = <T>(work: () => Promise<T>) =>
  refuseUniqueViolation(
    'touchpoint_products_slot_uq',
    () => conflict('That slot already holds a product.', 'SLOT_TAKEN'),
    work,
  );

async function getProduct(db: DbOrTx, tenantId: number, touchpointId: number, id: number): Promise<TouchpointProduct> {
  const [row] = await db
    .select(columns)
    .from(products)
    .where(and(eq(products.tenantId, P('tenantId')), eq(products.touchpointId, touchpointId), eq(products.id, id)))
    .limit(1)
    .execute({ tenantId });
  if (!row) throw notFound('Product');
  return toProduct(row);
}

export function createProduct(
  db: Db,
  actor: Actor,
  touchpointId: number,
  input: ProductBody,
): Promise<TouchpointProduct> {
  const values = priced(input);
  return guardSlot(() =>
    db.transaction(async (tx) => {
      const slot = await checkedSlot(tx, actor.tenantId, touchpointId, input.slot);
      await assertSlotFree(tx, touchpointId, slot);
      const [created] = await tx
        .insert(products)
        .values({ tenantId: actor.tenantId, touchpointId, coil: slot, ...values })
        .returning({ id: products.id });
      const product = await getProduct(tx, actor.tenantId, touchpointId, created!.id);
      await recordAudit(tx, actor, {
        action: 'create',
        entity: 'touchpoint_product',
        entityId: product.id,
        after: { ...product, touchpoint_id: touchpointId },
      });
      return product;
    }),
  );
}

export function updateProduct(
  db: Db,
  actor: Actor,
  touchpointId: number,
  id: number,
  input: ProductUpdateBody,
): Promise<TouchpointProduct> {
  const values = priced(input);
  const unchanged = unchangedSince(products.updatedAt, input.updated_at);
  return guardSlot(() =>
    db.transaction(async (tx) => {
      const before = await getProduct(tx, actor.tenantId, touchpointId, id);
      const slot = await checkedSlot(tx, actor.tenantId, touchpointId, input.slot);
      await assertSlotFree(tx, touchpointId, slot, id);
      const updated = await tx
        .update(products)
        .set({ coil: slot, ...values, updatedAt: sql`now()` })
        .where(and(eq(products.id, id), eq(products.touchpointId, touchpointId), unchanged))
        .returning({ id: products.id });
      assertUnchanged(updated);
      await tx
        .update(touchpoints)
        .set({ lastUpdated: sql`now()` })
        .where(eq(touchpoints.id, touchpointId));
      const after = await getProduct(tx, actor.tenantId, touchpointId, id);
      await recordAudit(tx, actor, { action: 'update', entity: 'touchpoint_product', entityId: id, before, after });
      return after;
    }),
  );
}
