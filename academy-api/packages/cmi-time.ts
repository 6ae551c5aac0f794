/**
 * SCORM's times (issue 37 item 2): SCORM 1.2's CMITimespan (`HHHH:MM:SS.SS`) and SCORM 2004's
 * ISO 8601 duration (`PT1H2M3.5S`, days and longer units allowed), in seconds; null for what is
 * neither.
 */
export function timespanSeconds(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const clock = /^(\d{1,4}):([0-5]?\d):([0-5]?\d(?:\.\d{1,2})?)$/.exec(text);
  if (clock) return Number(clock[1]) * 3600 + Number(clock[2]) * 60 + Number(clock[3]);
  const iso =
    /^P(?:(\d+(?:\.\d+)?)Y)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(
      text,
    );
  if (!iso || text === 'P' || text.endsWith('T')) return null;
  const [, years, months, days, hours, minutes, seconds] = iso.map((part) => Number(part ?? 0));
  return (
    (years ?? 0) * 365 * 86_400 +
    (months ?? 0) * 30 * 86_400 +
    (days ?? 0) * 86_400 +
    (hours ?? 0) * 3600 +
    (minutes ?? 0) * 60 +
    (seconds ?? 0)
  );
}

type Tree = Record<string, unknown>;

const tree = (value: unknown): Tree =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Tree) : {};

/** Where a committed cmi keeps its total time: `cmi.core.total_time` (1.2), `cmi.total_time`. */
function totalTimeHolder(committed: Tree): Tree | null {
  const cmi = tree(committed.cmi);
  if ('core' in cmi) return tree(cmi.core);
  return 'cmi' in committed ? cmi : null;
}

/** A committed cmi's total time in seconds (null when it holds none). */
export function totalTimeSeconds(committed: unknown): number | null {
  const holder = totalTimeHolder(tree(committed));
  return holder ? timespanSeconds(holder.total_time) : null;
}

/**
 * The cmi to keep: the new commit, with the total time of the last one kept when the new one
 * has none. Only a run-time's final commit of a session carries the total (its session added),
 * so a session that ends without one (a crash, no beacon) must not lose the sessions before it.
 */
export function withKeptTotalTime(
  kind: 'scorm12' | 'scorm2004' | 'cmi5',
  next: Record<string, unknown>,
  previous: Record<string, unknown> | null,
): Record<string, unknown> {
  if (!previous || totalTimeSeconds(next) !== null) return next;
  const kept = totalTimeHolder(previous)?.total_time;
  if (typeof kept !== 'string') return next;
  const cmi = { ...tree(next.cmi) };
  if (kind === 'scorm12') cmi.core = { ...tree(cmi.core), total_time: kept };
  else cmi.total_time = kept;
  return { ...next, cmi };
}
