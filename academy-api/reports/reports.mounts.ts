import { domainRoutes } from '../app-env';
import * as schedules from './report-schedules.routes';
import * as reports from './reports.routes';

/** Where the reports' routes are mounted, and what they answer (domainRoutes). */
export const { mounts, answers } = domainRoutes(
  [reports, schedules],
  [
    ['/v1/reports', reports.reportRoutes],
    ['/v1/report_schedules', schedules.reportScheduleRoutes],
  ],
);
