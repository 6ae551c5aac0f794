import { Hono } from 'hono';
import type { AppEnv } from '../app-env';

/** /v1/catalogs: catalogs, categories, course order and audiences (SCREENS "Authoring"). */
export const catalogAdminRoutes = new Hono<AppEnv>();
