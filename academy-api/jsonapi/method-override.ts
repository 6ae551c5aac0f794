const OVERRIDES = new Set(['PUT', 'PATCH', 'DELETE']);

function methodInBody(text: string): unknown {
  try {
    const body = JSON.parse(text) as {
      _method?: unknown;
      data?: { attributes?: { _method?: unknown } };
    };
    return body?._method ?? body?.data?.attributes?._method;
  } catch {
    return undefined; // The route reports the broken body; here it just has no override.
  }
}

/**
 * Applies a `_method` override (query or JSON body) to a POST, before routing: browsers and
 * some proxies only send GET and POST, so clients tunnel PUT/PATCH/DELETE through POST.
 */
export async function applyMethodOverride(request: Request): Promise<Request> {
  if (request.method !== 'POST') return request;
  // A multipart body (a file upload) is never JSON and may be 50 MB: it is streamed to its
  // route, not read here.
  if (/^multipart\//i.test(request.headers.get('content-type') ?? '')) return request;
  const fromQuery = new URL(request.url).searchParams.get('_method');
  const text = fromQuery === null ? await request.clone().text() : null;
  const requested = fromQuery ?? (text ? methodInBody(text) : undefined);
  const method = typeof requested === 'string' ? requested.toUpperCase() : '';
  if (!OVERRIDES.has(method)) return request;
  const body = text ?? (await request.text());
  return new Request(request.url, {
    method,
    headers: request.headers,
    body,
    signal: request.signal,
  });
}
