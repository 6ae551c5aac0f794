/**
 * Spec §9's upload limit as the app applies it (the browser before sending, the BFF while
 * streaming). The Academy API applies the same numbers on its side (academy-api/files/limits.ts):
 * the BFF talks to it only through the upstream contract.
 */

/** The largest file anyone may upload, in bytes. */
export const MAX_UPLOAD_BYTES = 50_000_000;

/** Room for the multipart boundaries, part headers and the small fields around the file. */
export const MULTIPART_ALLOWANCE = 64 * 1024;

/** The largest upload request body (Content-Length, or bytes streamed) the BFF passes on. */
export const MAX_UPLOAD_REQUEST_BYTES = MAX_UPLOAD_BYTES + MULTIPART_ALLOWANCE;

/** "50 MB": how the limit reads in messages (decimal megabytes, like the spec's number). */
export const MAX_UPLOAD_MEGABYTES = MAX_UPLOAD_BYTES / 1_000_000;
