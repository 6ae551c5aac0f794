import { Hono } from 'hono';
import type { AppEnv } from '../app-env';

export const certificationRoutes = new Hono<AppEnv>();
export const certificateRoutes = new Hono<AppEnv>();
export const verifyRoutes = new Hono<AppEnv>();
export const accountCertificateRoutes = new Hono<AppEnv>();
