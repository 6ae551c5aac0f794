import { Hono } from 'hono';
import type { AppEnv } from '../app-env';

export const courseQuizRoutes = new Hono<AppEnv>();
export const quizAttemptRoutes = new Hono<AppEnv>();
