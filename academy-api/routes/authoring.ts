import { Hono } from 'hono';
import type { AppEnv } from '../app-env';

/** course authoring under /v1/courses (SCREENS "Authoring"). */
export const authoringRoutes = new Hono<AppEnv>();
