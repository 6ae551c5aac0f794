import type { PackageKind } from './description';

/**
 * What progress reads of a package's run-time data (issue 37 item 2): its completion, success and
 * score, from the `cmi` object the player commits. Pure, so the rules are tested on their own.
 */
export type CommitFacts = {
  /** SCORM 1.2's lesson_status, SCORM 2004's completion_status; null when not given. */
  completionStatus: string | null;
  successStatus: 'passed' | 'failed' | 'unknown' | null;
  /** 0–1; null when the package gave no score. */
  scoreScaled: number | null;
  /** The item counts as done: completed or passed, and not failed. */
  done: boolean;
};

type Tree = Record<string, unknown>;

const tree = (value: unknown): Tree =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Tree) : {};

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

const number = (value: unknown): number | null => {
  const parsed = typeof value === 'number' ? value : Number(text(value) ?? Number.NaN);
  return Number.isFinite(parsed) ? parsed : null;
};

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/**
 * SCORM 1.2's raw score on its min–max range (0–100 when the package sets no range): 85 of 100
 * is 0.85, 17 of 20 is 0.85 too, never 85 % shown as 20 %.
 */
function scaledFromRaw(score: Tree): number | null {
  const raw = number(score.raw);
  if (raw === null) return null;
  const min = number(score.min) ?? 0;
  const max = number(score.max) ?? 100;
  if (max <= min) return null;
  return clamp01((raw - min) / (max - min));
}

/** The facts of a committed `cmi` object (with or without its `cmi` wrapper). */
export function commitFacts(kind: PackageKind, committed: unknown): CommitFacts {
  const root = tree(committed);
  const cmi = 'cmi' in root ? tree(root.cmi) : root;
  if (kind === 'scorm12') {
    const core = tree(cmi.core);
    const status = text(core.lesson_status);
    const success = status === 'passed' || status === 'failed' ? status : null;
    return {
      completionStatus: status,
      successStatus: success,
      scoreScaled: scaledFromRaw(tree(core.score)),
      done: status === 'passed' || status === 'completed',
    };
  }
  const completion = text(cmi.completion_status);
  const successText = text(cmi.success_status);
  const success =
    successText === 'passed' || successText === 'failed' || successText === 'unknown'
      ? successText
      : null;
  const score = tree(cmi.score);
  const scaled = number(score.scaled);
  return {
    completionStatus: completion,
    successStatus: success,
    scoreScaled: scaled !== null ? clamp01(scaled) : scaledFromRaw(score),
    done: (completion === 'completed' || success === 'passed') && success !== 'failed',
  };
}

/** What a SCO of an attempt last committed, as progress reads it (a package_attempt_scos row). */
export type ScoFacts = {
  identifier: string;
  done: boolean;
  successStatus: string | null;
  scoreScaled: number | null;
};

/**
 * An attempt's facts from its SCOs' (issue 37 item 2): done once every SCO the package launches
 * is done; failed when one failed, passed once done and every SCO that said so passed; the mean of the
 * scaled scores given. A package of assets only (no run-time API to report anything) is done
 * once any of them was opened.
 */
export function rollUp(
  launchables: readonly { identifier: string; type: 'sco' | 'asset' | 'au' }[],
  scos: readonly ScoFacts[],
): CommitFacts {
  const byId = new Map(scos.map((sco) => [sco.identifier, sco]));
  const required = launchables.filter((launchable) => launchable.type !== 'asset');
  const done =
    required.length > 0
      ? required.every((launchable) => byId.get(launchable.identifier)?.done === true)
      : scos.length > 0;
  const successes = scos.map((sco) => sco.successStatus).filter((status) => status !== null);
  const scores = scos.map((sco) => sco.scoreScaled).filter((score) => score !== null);
  return {
    completionStatus: scos.length === 0 ? null : done ? 'completed' : 'incomplete',
    successStatus: successes.includes('failed')
      ? 'failed'
      : done && successes.length > 0 && successes.every((status) => status === 'passed')
        ? 'passed'
        : null,
    scoreScaled:
      scores.length > 0 ? scores.reduce((sum, score) => sum + score, 0) / scores.length : null,
    done,
  };
}
