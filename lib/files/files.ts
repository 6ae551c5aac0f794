import { apiFetch } from '@/lib/api/client';

/** DELETE /v1/files/{id}: the uploader, a course's managers or the portfolio's owner. */
export function deleteFile(id: string) {
  return apiFetch(`/v1/files/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
