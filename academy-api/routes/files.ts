import { Hono } from 'hono';
import type { AppEnv } from '../app-env';

/** /v1/files (SCREENS "Files"): upload, metadata and content. */
export const filesRoutes = new Hono<AppEnv>();
