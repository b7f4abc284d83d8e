/**
 * A touchpoint's store, as SQL: the products' list page, one product, the product in a slot, and
 * the writes (an edit also marks the touchpoint updated).
 */
import type { ProductListRequest, PRODUCT_SORTABLE } from '@console/shared/contracts';
import { and, eq, ilike, ne, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import { touchpointProducts as products, touchpoints } from '../../../db/schema';
import { likePattern, listWindow, readPage, type ListSpec, type ListWindow, type RowOf } from '../../../lib/list';
import { tableSource } from '../../../lib/list-source';
import { unchangedSince, updateUnchanged } from '../../../lib/stale-record';
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
export type ProductRecord = RowOf<typeof columns>;

/** A product's priced fields as written (its slot apart). */
export type ProductFields = Pick<
  typeof products.$inferInsert,
  'name' | 'productMrp' | 'productGst' | 'productCess' | 'stock'
>;

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

/** The products list's window (400 for a sort it does not offer). */
export const productsWindow = (body: ProductListRequest): ListWindow => listWindow(body, spec);

/** One page of a touchpoint's products in `window`, with its pagination. */
export async function listProductRows(
  db: Db,
  tenantId: number,
  touchpointId: number,
  body: ProductListRequest,
  window: ListWindow,
) {
  const filters = { tenantId, touchpointId, search: body.search?.trim() ? likePattern(body.search) : undefined };
  const where = () =>
    and(
      eq(products.tenantId, P('tenantId')),
      eq(products.touchpointId, P('touchpointId')),
      filters.search !== undefined ? ilike(products.name, P('search')) : undefined,
    );
  return readPage<ProductRecord>(db, {
    name: 'touchpoint-products',
    window,
    filters,
    ...tableSource(db, products, columns, where),
  });
}

/** The name of the product in the touchpoint's `slot` (not `exceptId`), if any. */
export async function productInSlot(
  db: DbOrTx,
  touchpointId: number,
  slot: string,
  exceptId?: number,
): Promise<{ name: string } | undefined> {
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
  return taken;
}

/** A product of the tenant's touchpoint, or undefined. */
export async function findProduct(db: DbOrTx, tenantId: number, touchpointId: number, id: number) {
  const [row] = await db
    .select(columns)
    .from(products)
    .where(and(eq(products.tenantId, P('tenantId')), eq(products.touchpointId, touchpointId), eq(products.id, id)))
    .limit(1)
    .execute({ tenantId });
  return row;
}

export async function insertProduct(
  tx: Tx,
  tenantId: number,
  touchpointId: number,
  slot: string | null,
  fields: ProductFields,
): Promise<number> {
  const [created] = await tx
    .insert(products)
    .values({ tenantId, touchpointId, coil: slot, ...fields })
    .returning({ id: products.id });
  return created!.id;
}

/** An edit's guard: the product is still at the version its form loaded (400 for a malformed one). */
export const productUnchangedSince = (loaded: string): SQL => unchangedSince(products.updatedAt, loaded);

/** Writes a product still at the loaded version (`unchanged`); the ids written (none: it changed). */
export async function updateProductFields(
  tx: Tx,
  touchpointId: number,
  id: number,
  slot: string | null,
  fields: ProductFields,
  unchanged: SQL,
): Promise<{ id: number }[]> {
  return updateUnchanged(tx, products, and(eq(products.id, id), eq(products.touchpointId, touchpointId), unchanged), {
    coil: slot,
    ...fields,
  });
}

/** Marks the touchpoint's store as changed now. */
export async function touchTouchpoint(tx: Tx, touchpointId: number): Promise<void> {
  await tx
    .update(touchpoints)
    .set({ lastUpdated: sql`now()` })
    .where(eq(touchpoints.id, touchpointId));
}
