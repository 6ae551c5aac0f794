import type { SalesCatalog, SalesProduct } from '@/lib/resources/commerce';

/** A catalog's products in its order (ids it names that are gone are left out). */
export function productsOf(catalog: SalesCatalog, products: readonly SalesProduct[]) {
  const byId = new Map(products.map((product) => [product.id, product]));
  return catalog.productIds.flatMap((id) => byId.get(id) ?? []);
}

/** The products a catalog does not have yet (what "Add a product" offers), in the portal's order. */
export function productsMissingFrom(catalog: SalesCatalog, products: readonly SalesProduct[]) {
  const present = new Set(catalog.productIds);
  return products.filter((product) => !present.has(product.id));
}

/** The catalogs with one catalog's products set to `productIds` (the optimistic reorder). */
export function withCatalogProducts(
  catalogs: readonly SalesCatalog[],
  catalogId: string,
  productIds: readonly string[],
): SalesCatalog[] {
  return catalogs.map((catalog) =>
    catalog.id === catalogId ? { ...catalog, productIds: [...productIds] } : catalog,
  );
}

/** The product's price in a currency, or null when it has none there. */
export function priceIn(product: Pick<SalesProduct, 'prices'>, currency: string) {
  return product.prices.find((price) => price.currency === currency)?.amountCents ?? null;
}
