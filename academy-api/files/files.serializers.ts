import { files } from '../../shared/catalog/contract';
import type { ResourceObject } from '../jsonapi/document';
import { iso } from '../jsonapi/iso';
import { resourceOf } from '../jsonapi/resource';
import type { FileRow } from './files.queries';

/** Sparse fieldsets of `files`. */
export const FILE_TYPE_FIELDS = {
  files: ['file_name', 'content_type', 'size_bytes', 'purpose', 'created_at'],
} as const;

/** The path of a file's bytes, relative to the API root (through the BFF: /api + this). */
export const fileContentPath = (id: string) => `/v1/files/${id}/content`;

/**
 * A stored file (SCREENS "Files"): what records refer to by id. `content_type` is the sniffed
 * type; the bytes are at fileContentPath (served with the owning record's access check).
 */
export function fileResource(row: FileRow): ResourceObject {
  return resourceOf(
    files,
    row.id,
    {
      file_name: row.fileName,
      content_type: row.contentType,
      size_bytes: row.sizeBytes,
      purpose: row.purpose,
      created_at: iso(row.createdAt),
    },
    { links: { self: `/v1/files/${row.id}` } },
  );
}
