/**
 * The file storage's browser side (SCREENS "Files"): POST /api/v1/files, multipart with the
 * field `file`; the answer is a JSON:API `files` resource. CONTRACT — implemented by the files
 * work of issue 15; callers (the editor's image insert, course covers, portfolio files) use
 * only what is declared here.
 */
export type FilePurpose = 'course_cover' | 'lesson_image' | 'portfolio' | 'submission' | 'avatar';

/** spec §9: the largest upload, in bytes. */
export const MAX_UPLOAD_BYTES = 50_000_000;

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
  /** 0…1 while the bytes are sent. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** The browser path of a stored file's bytes. */
export const fileContentUrl = (id: string) => `/api/v1/files/${encodeURIComponent(id)}/content`;
