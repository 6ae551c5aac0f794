import { multipart } from '../files/multipart-fixtures';
import type { EmbeddedApi } from '../index';

/** How a test sends a package zip (multipart, field `file`) straight to the API. */
export type ZipUpload = {
  token?: string;
  domain?: string;
  language?: string;
  /** Content-Length to declare (default: the exact length; null: none, as a chunked body). */
  contentLength?: number | null;
  name?: string;
};

export async function uploadZip(
  api: EmbeddedApi,
  urlPath: string,
  zip: Uint8Array,
  options: ZipUpload = {},
) {
  const form = multipart([], { name: options.name ?? 'course.zip', head: zip });
  const headers: Record<string, string> = {
    'x-portal-domain': options.domain ?? 'localhost',
    'content-type': form.contentType,
    'accept-language': options.language ?? 'en',
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const length = options.contentLength === undefined ? form.length : options.contentLength;
  if (length !== null) headers['content-length'] = String(length);
  const response = await api.fetch(
    new Request(`http://api${urlPath}`, {
      method: 'POST',
      headers,
      body: form.body,
      duplex: 'half',
    } as RequestInit),
  );
  const text = await response.text();
  // biome-ignore lint/suspicious/noExplicitAny: a JSON:API document the test reads freely.
  return { status: response.status, body: (text ? JSON.parse(text) : null) as any };
}

/**
 * A request of the content origin (`/package-content/{token}/…` of a launch): no session, no
 * portal, only the path's token. `suffix` is what follows the token (`~/launch`, `f/index.html`).
 */
export function contentRequests(api: EmbeddedApi) {
  return async (launchPath: string, suffix: string, init: RequestInit = {}) => {
    const base = launchPath
      .replace('/package-content/', '/v1/package_content/')
      .replace(/~\/launch$/, '');
    const response = await api.fetch(new Request(`http://api${base}${suffix}`, init));
    return { status: response.status, headers: response.headers, text: await response.text() };
  };
}
