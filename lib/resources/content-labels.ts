import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';
import { deserialize, serialize } from '@/lib/api/jsonapi';
import { fetchResource } from '@/lib/api/transport';
import type { labels } from '@/shared/catalog/contract';
import type { Read, With } from '@/shared/contract/resource';

/** GET /v1/labels: a content label as the settings screen shows it, with its usage. */
export type AdminLabel = With<
  Read<typeof labels>,
  'textColor' | 'contrastRatio' | 'usageCount' | 'createdAt'
>;

/** What the label form sends: a name per language (English required) and `#rrggbb`. */
export interface LabelInput {
  nameEn: string;
  nameNl: string;
  nameRo: string;
  color: string;
}

export const contentLabelKeys = {
  all: () => ['content_labels'] as const,
  list: () => ['content_labels', 'list'] as const,
};

export const contentLabelsQuery = () =>
  queryOptions({
    queryKey: contentLabelKeys.list(),
    queryFn: async (context) =>
      (await fetchResource<AdminLabel[]>(context, '/v1/labels?page[size]=100')).data ?? [],
  });

const one = (id: string) => `/v1/labels/${encodeURIComponent(id)}`;

async function labelOf(document: Awaited<ReturnType<typeof apiFetch>>) {
  return (await deserialize<AdminLabel>(document)).data;
}

export async function createLabel(input: LabelInput) {
  return labelOf(
    await apiFetch('/v1/labels', { method: 'POST', body: serialize('labels', { ...input }) }),
  );
}

export async function updateLabel(id: string, input: LabelInput) {
  return labelOf(
    await apiFetch(one(id), { method: 'PATCH', body: serialize('labels', { ...input }) }),
  );
}

export function deleteLabel(id: string) {
  return apiFetch(one(id), { method: 'DELETE' });
}

/** POST /v1/labels/{id}/merge: the label it was merged into, with its new usage count. */
export async function mergeLabel(id: string, into: string) {
  return labelOf(
    await apiFetch(`${one(id)}/merge`, { method: 'POST', body: serialize('labels', { into }) }),
  );
}
