/**
 * Remembers the results of a pure async function for a while, within a size bound: concurrent
 * calls for one key share one run, a failed run is forgotten at once, and when full the oldest
 * entry goes (a Map keeps insertion order). For derived values only (the same on every
 * instance), never for state that instances must share.
 */
export function ttlMemo<V>(
  compute: (key: string) => Promise<V>,
  options: { ttlMs: number; maxEntries: number; now?: () => number },
): (key: string) => Promise<V> {
  const entries = new Map<string, { value: Promise<V>; expires: number }>();
  const now = options.now ?? Date.now;
  return (key) => {
    const at = now();
    const hit = entries.get(key);
    if (hit && hit.expires > at) return hit.value;
    entries.delete(key);
    if (entries.size >= options.maxEntries) {
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
    const entry = { value: compute(key), expires: at + options.ttlMs };
    entries.set(key, entry);
    entry.value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return entry.value;
  };
}
