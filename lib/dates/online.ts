import { type DateInput, toDate } from './format-date';

/** Spec §4/§9: an account is online when it was last online within 15 minutes. */
export const ONLINE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Whether `lastOnline` lies within 15 minutes of `now`. Either side counts, so a server clock
 * a little ahead of the browser's does not hide the dot.
 */
export function isOnline(lastOnline: DateInput | null | undefined, now: Date): boolean {
  const date = toDate(lastOnline);
  return date !== null && Math.abs(now.getTime() - date.getTime()) <= ONLINE_WINDOW_MS;
}
