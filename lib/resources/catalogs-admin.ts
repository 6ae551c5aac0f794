import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';
import { serialize, snakeizeKeys } from '@/lib/api/jsonapi';
import { fetchResource, sendResource } from '@/lib/api/transport';
import type { catalogs, categories, courses } from '@/shared/catalog/contract';
import type { Read, With } from '@/shared/contract/resource';

/** A course as the catalogs board places it (title, status, place and category only). */
export type AdminCourse = With<Read<typeof courses>, 'position' | 'categoryId'>;

export type AdminCategory = With<Read<typeof categories>, 'parentId' | 'catalogId'>;

/**
 * GET /v1/catalogs: a catalog with its audience (both empty: everyone, guests included, sees
 * it), categories and courses.
 */
export type AdminCatalog = With<Read<typeof catalogs>, 'audienceRoles' | 'audienceEntityIds'> & {
  categories: AdminCategory[];
  courses: AdminCourse[];
};

export interface CatalogsBoard {
  catalogs: AdminCatalog[];
  /** The audience editor's choices: this portal's entities and the known role names. */
  entities: { id: string; name: string }[];
  roles: string[];
}

export interface CatalogInput {
  name?: string;
  audienceRoles?: string[];
  audienceEntityIds?: string[];
}

export interface CatalogOrder {
  categories: { id: string; courses: string[] }[];
  uncategorised: string[];
}

export const catalogsAdminKeys = {
  all: () => ['catalogs_admin'] as const,
  board: () => ['catalogs_admin', 'board'] as const,
};

export const catalogsAdminQuery = () =>
  queryOptions({
    queryKey: catalogsAdminKeys.board(),
    queryFn: async (context): Promise<CatalogsBoard> => {
      const { data, meta } = await fetchResource<AdminCatalog[]>(context, '/v1/catalogs');
      return {
        catalogs: (data ?? []).map((catalog) => ({
          ...catalog,
          categories: catalog.categories ?? [],
          courses: catalog.courses ?? [],
        })),
        entities: (meta.entities as CatalogsBoard['entities'] | undefined) ?? [],
        roles: (meta.roles as string[] | undefined) ?? [],
      };
    },
  });

const catalogPath = (id: string) => `/v1/catalogs/${encodeURIComponent(id)}`;
const categoryPath = (catalogId: string, id: string) =>
  `${catalogPath(catalogId)}/categories/${encodeURIComponent(id)}`;

export async function createCatalog(input: CatalogInput) {
  return sendResource<AdminCatalog>('/v1/catalogs', {
    method: 'POST',
    body: serialize('catalogs', { ...input }),
  });
}

export function updateCatalog(id: string, input: CatalogInput) {
  return apiFetch(catalogPath(id), { method: 'PATCH', body: serialize('catalogs', { ...input }) });
}

export function deleteCatalog(id: string) {
  return apiFetch(catalogPath(id), { method: 'DELETE' });
}

export function createCategory(
  catalogId: string,
  input: { name: string; parentId?: string | null },
) {
  return apiFetch(`${catalogPath(catalogId)}/categories`, {
    method: 'POST',
    body: serialize('categories', { ...input }),
  });
}

export function updateCategory(
  catalogId: string,
  id: string,
  input: { name?: string; parentId?: string | null },
) {
  return apiFetch(categoryPath(catalogId, id), {
    method: 'PATCH',
    body: serialize('categories', { ...input }),
  });
}

export function deleteCategory(catalogId: string, id: string) {
  return apiFetch(categoryPath(catalogId, id), { method: 'DELETE' });
}

/** PUT /v1/catalogs/{id}/order: every category and course of the catalog, in order. */
export function saveCatalogOrder(catalogId: string, order: CatalogOrder) {
  return apiFetch(`${catalogPath(catalogId)}/order`, {
    method: 'PUT',
    body: { data: { type: 'catalogs', attributes: snakeizeKeys(order) } },
  });
}
