export type Daypart = 'night' | 'morning' | 'afternoon' | 'evening';

/** Spec §9: night before 05:00, morning before 12:00, afternoon before 18:00, else evening. */
export function daypart(hour: number): Daypart {
  if (hour < 5) return 'night';
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}

/** The hour (0–23) of a moment in a time zone. */
export function hourIn(date: Date, timeZone: string): number {
  const hour = new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone })
    .formatToParts(date)
    .find((part) => part.type === 'hour')?.value;
  return Number(hour);
}
