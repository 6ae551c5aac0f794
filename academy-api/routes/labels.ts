import { Hono } from 'hono';
import type { AppEnv } from '../app-env';

/** /v1/labels: content labels (SCREENS "Authoring"). */
export const labelRoutes = new Hono<AppEnv>();
