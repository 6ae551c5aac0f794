import { createMiddleware } from 'hono/factory';
import { undecodableParameter } from '../../shared/http/query-encoding';
import type { AppEnv } from '../app-env';
import { isCleanText } from '../jsonapi/body';
import { ApiError, invalidQuery, text } from '../jsonapi/errors';

/**
 * A NUL byte or broken Unicode in the path or a query parameter is a 400 naming the
 * parameter (and so is a parameter that is not valid percent-encoded UTF-8), before
 * any route runs (PostgreSQL would refuse it with a 500). Bodies are checked
 * where they are parsed (parseBodyText), field by field.
 */
export const refuseUncleanInput = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    throw ApiError.of(400, 'INVALID_PATH', text('pathNotUtf8'));
  }
  if (!isCleanText(path)) {
    throw ApiError.of(400, 'INVALID_PATH', text('pathHasBadCharacters'));
  }
  const undecodable = undecodableParameter(url.search);
  if (undecodable !== null) {
    throw invalidQuery(undecodable, text('parameterNotUtf8', { name: undecodable }));
  }
  for (const [name, value] of url.searchParams) {
    if (!isCleanText(name) || !isCleanText(value)) {
      throw invalidQuery(
        name.replaceAll('\u0000', ''),
        `${name.replaceAll('\u0000', '')} contains a NUL byte or broken Unicode.`,
      );
    }
  }
  await next();
});
