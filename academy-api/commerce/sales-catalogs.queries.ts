import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { BusinessModel } from '../../shared/access/subscription';
import type { BillingPeriod } from '../../shared/commerce/products';
import type { Db } from '../db/database';
import {
  catalogs,
  courses,
  productCatalogs,
  productCourses,
  productPrices,
  products,
  salesCatalogProducts,
  salesCatalogs,
} from '../db/schema';

export type Price = { currency: string; amountCents: number };
export type Ref = { id: string; title: string };

/** A product as the sales screens show it: its prices and what it unlocks. */
export type SalesProduct = typeof products.$inferSelect & {
  prices: Price[];
  courses: Ref[];
  catalogs: Ref[];
};

export type SalesCatalogRow = typeof salesCatalogs.$inferSelect & { productIds: string[] };

/** Prices (by currency), linked courses and catalogs (A–Z) of each of `ids`. */
async function productParts(db: Db, ids: string[]) {
  if (ids.length === 0) return { prices: [], courses: [], catalogs: [] };
  const [priceRows, courseRows, catalogRows] = await Promise.all([
    db
      .select()
      .from(productPrices)
      .where(inArray(productPrices.productId, ids))
      .orderBy(asc(productPrices.currency)),
    db
      .select({ productId: productCourses.productId, id: courses.id, title: courses.title })
      .from(productCourses)
      .innerJoin(courses, eq(courses.id, productCourses.courseId))
      .where(inArray(productCourses.productId, ids))
      .orderBy(asc(courses.title)),
    db
      .select({ productId: productCatalogs.productId, id: catalogs.id, title: catalogs.name })
      .from(productCatalogs)
      .innerJoin(catalogs, eq(catalogs.id, productCatalogs.catalogId))
      .where(inArray(productCatalogs.productId, ids))
      .orderBy(asc(catalogs.name)),
  ]);
  return { prices: priceRows, courses: courseRows, catalogs: catalogRows };
}

async function withParts(db: Db, rows: (typeof products.$inferSelect)[]): Promise<SalesProduct[]> {
  const parts = await productParts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    prices: parts.prices
      .filter((price) => price.productId === row.id)
      .map(({ currency, amountCents }) => ({ currency, amountCents })),
    courses: parts.courses
      .filter((course) => course.productId === row.id)
      .map(({ id, title }) => ({ id, title })),
    catalogs: parts.catalogs
      .filter((catalog) => catalog.productId === row.id)
      .map(({ id, title }) => ({ id, title })),
  }));
}

/** The portal's products in their order (visible and hidden ones: staff set them up). */
export async function listSalesProducts(db: Db, params: { portalId: string }) {
  const rows = await db
    .select()
    .from(products)
    .where(eq(products.portalId, params.portalId))
    .orderBy(asc(products.position), asc(products.name), asc(products.id));
  return withParts(db, rows);
}

export async function findSalesProduct(db: Db, params: { portalId: string; id: string }) {
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.portalId, params.portalId), eq(products.id, params.id)));
  const [row] = await withParts(db, rows);
  return row ?? null;
}

export type ProductInput = {
  name: string;
  description: string;
  /** The name's and description's language (one of the portal's). */
  language: string | null;
  businessModel: BusinessModel;
  billingPeriod: BillingPeriod | null;
  trialDays: number;
  accessMonths: number | null;
  vatRateBasisPoints: number;
  visible: boolean;
  coversAllCourses: boolean;
  prices: Price[];
  courseIds: string[];
  catalogIds: string[];
};

async function replaceLinks(db: Db, productId: string, input: Partial<ProductInput>) {
  if (input.prices) {
    await db.delete(productPrices).where(eq(productPrices.productId, productId));
    if (input.prices.length > 0) {
      await db.insert(productPrices).values(input.prices.map((price) => ({ productId, ...price })));
    }
  }
  if (input.courseIds) {
    await db.delete(productCourses).where(eq(productCourses.productId, productId));
    if (input.courseIds.length > 0) {
      await db
        .insert(productCourses)
        .values(input.courseIds.map((courseId) => ({ productId, courseId })));
    }
  }
  if (input.catalogIds) {
    await db.delete(productCatalogs).where(eq(productCatalogs.productId, productId));
    if (input.catalogIds.length > 0) {
      await db
        .insert(productCatalogs)
        .values(input.catalogIds.map((catalogId) => ({ productId, catalogId })));
    }
  }
}

type Links = 'prices' | 'courseIds' | 'catalogIds';

/** The product's own columns of an input (its lists are rows of other tables). */
function productColumns<I extends Partial<ProductInput>>(input: I): Omit<I, Links> {
  const { prices: _p, courseIds: _c, catalogIds: _k, ...columns } = input;
  return columns;
}

/** A new product, last in the portal's order, and in `catalogId`'s list when given (last). */
export async function createSalesProduct(
  db: Db,
  params: { portalId: string; catalogId: string | null; input: ProductInput },
): Promise<SalesProduct> {
  return db.transaction(async (tx) => {
    const [last] = await tx
      .select({ value: max(products.position) })
      .from(products)
      .where(eq(products.portalId, params.portalId));
    const [row] = await tx
      .insert(products)
      .values({
        portalId: params.portalId,
        ...productColumns(params.input),
        position: (last?.value ?? -1) + 1,
      })
      .returning({ id: products.id });
    if (!row) throw new Error('Inserting a product returned no row');
    await replaceLinks(tx, row.id, params.input);
    if (params.catalogId)
      await addToCatalog(tx, { catalogId: params.catalogId, productId: row.id });
    const created = await findSalesProduct(tx, { portalId: params.portalId, id: row.id });
    if (!created) throw new Error('The new product is gone');
    return created;
  });
}

/** Changes what is given (lists replace the old ones). Null when not the portal's. */
export async function updateSalesProduct(
  db: Db,
  params: { portalId: string; id: string; input: Partial<ProductInput> },
): Promise<SalesProduct | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(products)
      .set({ ...productColumns(params.input), updatedAt: new Date() })
      .where(and(eq(products.portalId, params.portalId), eq(products.id, params.id)))
      .returning({ id: products.id });
    if (!row) return null;
    await replaceLinks(tx, row.id, params.input);
    return findSalesProduct(tx, { portalId: params.portalId, id: row.id });
  });
}

/**
 * Deletes a product. Orders keep their lines (the product's name and price as sold); its
 * automations and catalog places go with it. False when not the portal's.
 */
export async function deleteSalesProduct(db: Db, params: { portalId: string; id: string }) {
  const rows = await db
    .delete(products)
    .where(and(eq(products.portalId, params.portalId), eq(products.id, params.id)))
    .returning({ id: products.id });
  return rows.length > 0;
}

/** Which of `ids` are the portal's (products, courses or catalogs). */
export async function idsOfPortal(
  db: Db,
  params: { portalId: string; table: 'products' | 'courses' | 'catalogs'; ids: string[] },
): Promise<Set<string>> {
  if (params.ids.length === 0) return new Set();
  const table = { products, courses, catalogs }[params.table];
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.portalId, params.portalId), inArray(table.id, params.ids)));
  return new Set(rows.map((row) => row.id));
}

/** The portal's course catalogs, A–Z (what a product may unlock). */
export async function portalCatalogChoices(db: Db, params: { portalId: string }): Promise<Ref[]> {
  return db
    .select({ id: catalogs.id, title: catalogs.name })
    .from(catalogs)
    .where(eq(catalogs.portalId, params.portalId))
    .orderBy(asc(catalogs.name), asc(catalogs.id));
}

// ---------------------------------------------------------------------------------------------
// Sales catalogs
// ---------------------------------------------------------------------------------------------

/** The portal's sales catalogs in order, each with its products' ids in their order. */
export async function listSalesCatalogs(
  db: Db,
  params: { portalId: string; id?: string },
): Promise<SalesCatalogRow[]> {
  const conditions = [eq(salesCatalogs.portalId, params.portalId)];
  if (params.id) conditions.push(eq(salesCatalogs.id, params.id));
  const rows = await db
    .select()
    .from(salesCatalogs)
    .where(and(...conditions))
    .orderBy(asc(salesCatalogs.position), asc(salesCatalogs.name), asc(salesCatalogs.id));
  if (rows.length === 0) return [];
  const members = await db
    .select()
    .from(salesCatalogProducts)
    .where(
      inArray(
        salesCatalogProducts.catalogId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(salesCatalogProducts.position), asc(salesCatalogProducts.productId));
  return rows.map((row) => ({
    ...row,
    productIds: members.filter((m) => m.catalogId === row.id).map((m) => m.productId),
  }));
}

export async function findSalesCatalog(db: Db, params: { portalId: string; id: string }) {
  const [row] = await listSalesCatalogs(db, params);
  return row ?? null;
}

export async function createSalesCatalog(
  db: Db,
  params: { portalId: string; name: string; currency: string },
): Promise<SalesCatalogRow> {
  const [last] = await db
    .select({ value: max(salesCatalogs.position) })
    .from(salesCatalogs)
    .where(eq(salesCatalogs.portalId, params.portalId));
  const [row] = await db
    .insert(salesCatalogs)
    .values({ ...params, position: (last?.value ?? -1) + 1 })
    .returning();
  if (!row) throw new Error('Inserting a sales catalog returned no row');
  return { ...row, productIds: [] };
}

export async function updateSalesCatalog(
  db: Db,
  params: { portalId: string; id: string; name?: string; currency?: string },
) {
  const { portalId, id, ...changes } = params;
  const [row] = await db
    .update(salesCatalogs)
    .set(changes)
    .where(and(eq(salesCatalogs.portalId, portalId), eq(salesCatalogs.id, id)))
    .returning({ id: salesCatalogs.id });
  return row ? findSalesCatalog(db, { portalId, id }) : null;
}

/** Deletes a catalog (its products stay; orders keep their lines). */
export async function deleteSalesCatalog(db: Db, params: { portalId: string; id: string }) {
  const rows = await db
    .delete(salesCatalogs)
    .where(and(eq(salesCatalogs.portalId, params.portalId), eq(salesCatalogs.id, params.id)))
    .returning({ id: salesCatalogs.id });
  return rows.length > 0;
}

/** Puts a product last in a catalog (nothing when it is there already). */
export async function addToCatalog(db: Db, params: { catalogId: string; productId: string }) {
  await db
    .insert(salesCatalogProducts)
    .values({
      ...params,
      position: sql`(select coalesce(max(${salesCatalogProducts.position}), -1) + 1
        from ${salesCatalogProducts} where ${salesCatalogProducts.catalogId} = ${params.catalogId})`,
    })
    .onConflictDoNothing();
}

/**
 * The catalog's products, exactly these in this order (added ones join, left-out ones leave).
 * In one transaction with the catalog's row locked, so two people reordering at once end with
 * one of their orders, never a mix.
 */
export async function setCatalogProducts(
  db: Db,
  params: { catalogId: string; productIds: string[] },
) {
  await db.transaction(async (tx) => {
    await tx
      .select({ id: salesCatalogs.id })
      .from(salesCatalogs)
      .where(eq(salesCatalogs.id, params.catalogId))
      .for('update');
    await tx
      .delete(salesCatalogProducts)
      .where(eq(salesCatalogProducts.catalogId, params.catalogId));
    if (params.productIds.length > 0) {
      await tx.insert(salesCatalogProducts).values(
        params.productIds.map((productId, position) => ({
          catalogId: params.catalogId,
          productId,
          position,
        })),
      );
    }
  });
}

/**
 * What the order form may sell from a catalog: its products that have a price in its currency,
 * with that price and their VAT rate.
 */
export async function catalogOffer(db: Db, params: { portalId: string; catalogId: string }) {
  const catalog = await findSalesCatalog(db, { portalId: params.portalId, id: params.catalogId });
  if (!catalog) return null;
  const rows = await db
    .select({
      productId: products.id,
      name: products.name,
      language: products.language,
      businessModel: products.businessModel,
      billingPeriod: products.billingPeriod,
      accessMonths: products.accessMonths,
      vatRateBasisPoints: products.vatRateBasisPoints,
      unitPriceCents: productPrices.amountCents,
    })
    .from(salesCatalogProducts)
    .innerJoin(products, eq(products.id, salesCatalogProducts.productId))
    .innerJoin(
      productPrices,
      and(eq(productPrices.productId, products.id), eq(productPrices.currency, catalog.currency)),
    )
    .where(eq(salesCatalogProducts.catalogId, catalog.id))
    .orderBy(asc(salesCatalogProducts.position));
  return { catalog, products: rows };
}

export type CatalogOffer = NonNullable<Awaited<ReturnType<typeof catalogOffer>>>;
