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
} from '@console/shared/contracts';
import type { Db, DbOrTx } from '../../../db/client';
import { auditCreate, auditUpdate, type Actor } from '../../../lib/audit';
import { badRequest, conflict, foundOr404, refuseUniqueViolation } from '../../../lib/http-errors';
import { presentPage } from '../../../lib/list';
import { toPaise, toRupees } from '../../../lib/money';
import { assertUnchanged } from '../../../lib/stale-record';
import { toExactIso } from '../../../lib/time';
import { snakeFields } from '../../../lib/wire';
import * as repo from './products-repository';
import { getTouchpoint } from './touchpoints-service';

function toProduct(r: repo.ProductRecord): TouchpointProduct {
  return {
    ...snakeFields(r, 'id name slot stock'),
    ...snakeFields(r, 'gst cess', Number),
    mrp: toRupees(r.mrp),
    updated_at: toExactIso(r.updatedAt),
  };
}

export async function listProducts(db: Db, tenantId: number, touchpointId: number, body: ProductListRequest) {
  const window = repo.productsWindow(body);
  await getTouchpoint(db, tenantId, touchpointId);
  return presentPage(await repo.listProductRows(db, tenantId, touchpointId, body, window), toProduct);
}

/** A percentage as stored ("5.00"), refused beyond two decimals or outside 0–100. */
function percent(value: number | string, name: 'gst' | 'cess'): string {
  const text = String(value);
  const n = Number(text);
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text) || n < 0 || n > 100)
    throw badRequest(`${name} must be a percentage from 0 to 100 with at most 2 decimals.`, 'BAD_PERCENT');
  return n.toFixed(2);
}

function priced(input: ProductBody): repo.ProductFields {
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
  const taken = await repo.productInSlot(db, touchpointId, slot, exceptId);
  if (taken) throw conflict(`Slot ${slot} already holds ${taken.name}.`, 'SLOT_TAKEN');
}

const guardSlot = <T>(work: () => Promise<T>) =>
  refuseUniqueViolation(
    'touchpoint_products_slot_uq',
    () => conflict('That slot already holds a product.', 'SLOT_TAKEN'),
    work,
  );

async function getProduct(db: DbOrTx, tenantId: number, touchpointId: number, id: number): Promise<TouchpointProduct> {
  return toProduct(foundOr404(await repo.findProduct(db, tenantId, touchpointId, id), 'Product'));
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
      const id = await repo.insertProduct(tx, actor.tenantId, touchpointId, slot, values);
      return auditCreate(
        tx,
        actor,
        'touchpoint_product',
        await getProduct(tx, actor.tenantId, touchpointId, id),
        (product) => ({ ...product, touchpoint_id: touchpointId }),
      );
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
  const unchanged = repo.productUnchangedSince(input.updated_at);
  return guardSlot(() =>
    db.transaction(async (tx) => {
      const before = await getProduct(tx, actor.tenantId, touchpointId, id);
      const slot = await checkedSlot(tx, actor.tenantId, touchpointId, input.slot);
      await assertSlotFree(tx, touchpointId, slot, id);
      const updated = await repo.updateProductFields(tx, touchpointId, id, slot, values, unchanged);
      assertUnchanged(updated);
      await repo.touchTouchpoint(tx, touchpointId);
      return auditUpdate(
        tx,
        actor,
        'touchpoint_product',
        before,
        await getProduct(tx, actor.tenantId, touchpointId, id),
      );
    }),
  );
}
