/** True when a (possibly driver-wrapped) error is PostgreSQL's unique_violation (23505). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; ) {
    if (e.code === '23505') return true;
    e = e.cause as typeof e;
  }
  return false;
}
