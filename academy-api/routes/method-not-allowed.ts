import type { Context } from 'hono';
import { methodNotAllowed } from '../jsonapi/errors';

/** Registered after a path's real handlers: the path exists, the method does not. */
export function methodNotAllowedFor(c: Context): never {
  throw methodNotAllowed(c.req.method);
}
