/**
 * The coaching domain's JSON:API resource contracts (shared/contract/resource.ts,
 * docs/adding-a-resource.md): one `defineResource` per resource type the API serialises.
 */
export {};
