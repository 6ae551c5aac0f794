import { apiHeaders } from '@/lib/api/client';
import { ApiError, isErrorDocument, noResponseError } from '@/lib/api/errors';
import { MAX_UPLOAD_BYTES } from './limits';

/**
 * The file storage's browser side (SCREENS "Files"): POST /api/v1/files, multipart with the
 * field `file`; the answer is a JSON:API `files` resource. The answer's attributes are
 * file_name, content_type (sniffed), size_bytes. Used by the editor's image insert, course
 * covers and portfolio files.
 */
export type FilePurpose =
  | 'course_cover'
  | 'lesson_image'
  | 'portfolio'
  | 'submission'
  | 'avatar'
  | 'portal_logo'
  | 'question_image';

/** spec §9: the largest upload, in bytes. */
export { MAX_UPLOAD_BYTES } from './limits';

export interface UploadedFile {
  id: string;
  fileName: string;
  /** Sniffed by the server from the bytes. */
  contentType: string;
  sizeBytes: number;
  /** Where the browser reads it: /api/v1/files/{id}/content. */
  url: string;
}

export interface UploadOptions {
  purpose: FilePurpose;
  /** The course a cover or lesson image belongs to (its access rules apply to the file). */
  courseId?: string;
  /** The portfolio item a file belongs to. */
  portfolioItemId?: string;
  /** The portal a portal_logo is for (academy roles manage every portal; default the current one). */
  portalId?: string;
  /** 0…1 while the bytes are sent. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** The browser path of a stored file's bytes. */
export const fileContentUrl = (id: string) => `/api/v1/files/${encodeURIComponent(id)}/content`;

/** A file too large for spec §9, refused before a byte is sent (the server refuses it too). */
export function tooLargeError(): ApiError {
  return new ApiError(413, [{ status: '413', code: 'FILE_TOO_LARGE' }]);
}

/**
 * Sends one file (XMLHttpRequest: fetch has no upload progress). Resolves to the stored file,
 * rejects with ApiError (413 too large, 415 a type this purpose does not take, 403 …) or
 * AbortError.
 */
export function uploadFile(file: File, options: UploadOptions): Promise<UploadedFile> {
  if (file.size > MAX_UPLOAD_BYTES) return Promise.reject(tooLargeError());
  const form = new FormData();
  form.append('purpose', options.purpose);
  if (options.courseId) form.append('course_id', options.courseId);
  if (options.portfolioItemId) form.append('portfolio_item_id', options.portfolioItemId);
  if (options.portalId) form.append('portal_id', options.portalId);
  // Last: the server reads the fields before it streams the file.
  form.append('file', file, file.name);

  return postMultipart('/api/v1/files', form, options).then((document) => {
    const data = (document as { data?: { id?: string; attributes?: Record<string, unknown> } })
      .data;
    if (!data?.id) throw noResponseError();
    const attributes = data.attributes ?? {};
    return {
      id: data.id,
      fileName: String(attributes.file_name ?? file.name),
      contentType: String(attributes.content_type ?? ''),
      sizeBytes: Number(attributes.size_bytes ?? file.size),
      url: fileContentUrl(data.id),
    };
  });
}

/**
 * POSTs a multipart form through the BFF (XMLHttpRequest: fetch has no upload progress) and
 * resolves to the answer's JSON document; rejects with ApiError for a refusal (its error
 * objects), with AbortError when cancelled. Every upload of the app goes this way.
 */
export function postMultipart(
  url: string,
  form: FormData,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.withCredentials = true;
    // Multipart: the browser writes Content-Type with its boundary; the rest as every call.
    for (const [name, value] of Object.entries(apiHeaders())) {
      if (name !== 'Content-Type') request.setRequestHeader(name, value);
    }
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    request.onerror = () => reject(noResponseError());
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    request.onload = () => {
      let document: unknown = {};
      try {
        document = JSON.parse(request.responseText);
      } catch {
        // An answer that is not JSON: the status says enough.
      }
      if (request.status < 200 || request.status >= 300) {
        reject(
          new ApiError(
            request.status,
            isErrorDocument(document) ? document.errors : [{ status: String(request.status) }],
          ),
        );
        return;
      }
      resolve(document);
    };
    if (options.signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}
