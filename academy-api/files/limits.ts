/** Spec §9: the largest file anyone may upload, in bytes (the `files.size_bytes` check agrees). */
export const MAX_UPLOAD_BYTES = 50_000_000;

/**
 * What a multipart request may carry besides the file's own bytes: boundaries, part headers and
 * the small fields (`purpose`, `course_id`, `portfolio_item_id`). A request whose Content-Length
 * is larger than the file limit plus this cannot hold an acceptable file, so it is refused
 * before a byte is read.
 */
export const MULTIPART_ALLOWANCE = 64 * 1024;

/** The largest upload request (Content-Length) worth reading. */
export const MAX_UPLOAD_REQUEST_BYTES = MAX_UPLOAD_BYTES + MULTIPART_ALLOWANCE;

/**
 * How much of the file's start is read before its type is decided. 4,100 bytes identify most
 * formats; zip-based office files and MP3s with a large ID3 tag need to look a little further.
 */
export const SNIFF_BYTES = 64 * 1024;

/** The longest file name kept (longer ones are shortened, keeping the extension). */
export const MAX_FILE_NAME_LENGTH = 200;
