import { domainRoutes } from '../app-env';
import * as audit from './audit.routes';

/** Where the audit log's routes are mounted, and what they answer (domainRoutes). */
export const { mounts, answers } = domainRoutes([audit], [['/v1/audit_events', audit.auditRoutes]]);
