import { Hono } from 'hono';
import type { AppEnv } from '../app-env';

export const quizAuthoringRoutes = new Hono<AppEnv>();
