import { domainRoutes } from '../app-env';
import * as reports from './reports.routes';

/** Where the reports' routes are mounted, and what they answer (domainRoutes). */
export const { mounts, answers } = domainRoutes([reports], [['/v1/reports', reports.reportRoutes]]);
