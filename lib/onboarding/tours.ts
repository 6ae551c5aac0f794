/** Spec §3: the account preference holding the tours a user has seen. */
export const ONBOARDING_PROPERTY = 'onboarding-features';

/** Spec §4: the main-menu tour, one step on the menu button. Bump the version to show it again. */
export const MAIN_MENU_TOUR = { id: 'main-menu', version: 1 } as const;

/** Parses "id@version;id@version" into id → highest version seen; junk is skipped. */
export function parseSeenTours(payload: unknown): Map<string, number> {
  const seen = new Map<string, number>();
  if (typeof payload !== 'string') return seen;
  for (const pair of payload.split(';')) {
    const [id, version] = pair.trim().split('@');
    const number = Number(version);
    if (!id || !Number.isInteger(number) || number < 0) continue;
    seen.set(id, Math.max(number, seen.get(id) ?? 0));
  }
  return seen;
}

export function hasSeenTour(payload: unknown, tour: { id: string; version: number }): boolean {
  return (parseSeenTours(payload).get(tour.id) ?? -1) >= tour.version;
}

/** The payload after closing a tour: its version recorded, the others kept. */
export function markTourSeen(payload: unknown, tour: { id: string; version: number }): string {
  const seen = parseSeenTours(payload);
  seen.set(tour.id, Math.max(tour.version, seen.get(tour.id) ?? 0));
  return [...seen].map(([id, version]) => `${id}@${version}`).join(';');
}
