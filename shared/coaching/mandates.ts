import { MANDATE_LIMITS, type MandateStatus } from './types';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface MandateFacts {
  status: MandateStatus;
  expiresAt: Date | null;
}

/**
 * What a mandate is at `now`: an approved one past its expiry counts as expired whether or not
 * the row says so yet. Pure: the clock is a parameter.
 */
export function mandateStatus(mandate: MandateFacts, now: Date): MandateStatus {
  if (
    mandate.status === 'approved' &&
    mandate.expiresAt !== null &&
    mandate.expiresAt.getTime() <= now.getTime()
  ) {
    return 'expired';
  }
  return mandate.status;
}

/** Whether the mandate lets its coach act for the student at `now`. */
export const isActiveMandate = (mandate: MandateFacts, now: Date) =>
  mandateStatus(mandate, now) === 'approved';

/** An approval at `decidedAt` lasts the portal's number of days (365 unless set). */
export function mandateExpiry(decidedAt: Date, days: number = MANDATE_LIMITS.defaultDays): Date {
  return new Date(decidedAt.getTime() + days * DAY_MS);
}

/** Days left of an active mandate at `now`, rounded up (0 when not active). */
export function daysLeft(mandate: MandateFacts, now: Date): number {
  if (!isActiveMandate(mandate, now) || !mandate.expiresAt) return 0;
  return Math.ceil((mandate.expiresAt.getTime() - now.getTime()) / DAY_MS);
}

/**
 * Who decides a pending mandate: the student's primary coach or an admin of the portal — never
 * the coach who asked (unless they are an admin: admins decide every request).
 */
export function mayDecide(params: {
  viewerId: string;
  viewerIsAdmin: boolean;
  studentPrimaryCoachId: string | null;
  coachId: string;
}): boolean {
  if (params.viewerIsAdmin) return true;
  if (params.viewerId === params.coachId) return false;
  return params.studentPrimaryCoachId === params.viewerId;
}
