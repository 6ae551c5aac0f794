/** The §5 rule strings of the catalog and category forms, shared with the API. */
export const CATALOG_NAME_MAX = 80;

export const CATALOG_RULES = { name: `required|max:${CATALOG_NAME_MAX}` } as const;
export const CATEGORY_RULES = { name: `required|max:${CATALOG_NAME_MAX}` } as const;
