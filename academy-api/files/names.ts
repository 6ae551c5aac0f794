import { MAX_FILE_NAME_LENGTH } from './limits';

/**
 * The name a file is kept and offered under: the last path segment only (some browsers send
 * the whole path), without control characters, NULs, broken Unicode or path separators, at
 * most MAX_FILE_NAME_LENGTH characters (the extension kept). Never empty.
 */
export function cleanFileName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .toWellFormed()
    .replaceAll('\uFFFD', '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
    .replace(/[\u0000-\u001f\u007f-\u009f"<>|*?:]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (!cleaned) return 'file';
  const characters = [...cleaned];
  if (characters.length <= MAX_FILE_NAME_LENGTH) return cleaned;
  const extension = /\.[A-Za-z0-9]{1,10}$/.exec(cleaned)?.[0] ?? '';
  return characters.slice(0, MAX_FILE_NAME_LENGTH - extension.length).join('') + extension;
}

/** RFC 6266 / RFC 5987: an ASCII fallback name and the exact UTF-8 name. */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
