import { Hono } from 'hono';
import type { AppEnv } from '../app-env';

export const qualificationRoutes = new Hono<AppEnv>();
export const coachQualificationRoutes = new Hono<AppEnv>();
