import { Hono } from 'hono';
import type { AppEnv } from '../app-env';

/** /v1/content_issues: problems learners reported (SCREENS "Authoring"). */
export const contentIssueRoutes = new Hono<AppEnv>();
