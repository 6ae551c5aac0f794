import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { getConfig } from '../config';
import { notFound, text } from '../jsonapi/errors';

/**
 * Content packages answer only where they are on (ACADEMY_CONTENT_PACKAGES; unset, on except in
 * production without a content origin); elsewhere their paths do not exist, as the API answers
 * any unknown path.
 */
export const packagesSwitchedOn: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (getConfig().ACADEMY_CONTENT_PACKAGES !== 'on') {
    throw notFound(text('noSuchPath', { path: c.req.path }));
  }
  await next();
};
