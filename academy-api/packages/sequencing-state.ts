import { z } from 'zod';
import type { CommitFacts, ScoFacts } from './commit-facts';

/**
 * What a sequenced SCORM 2004 package's launcher keeps (issue 37 item 2): scorm-again's
 * serialised sequencing state (`serializeSequencingState()`: the activity tree's tracking, the
 * global objectives, the suspended activity), sent after every delivery and commit and as the
 * page goes away, and what the item's progress reads of it. Pure, so the rules are tested alone.
 */

/** The most a state may weigh: the tracking of a few hundred activities with their objectives. */
export const MAX_SEQUENCING_STATE_BYTES = 2_000_000;

/** The body of `POST ~/sequencing-state`: the launcher's sending number and the state. */
export const sequencingStateBody = z.object({
  sequence: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  state: z
    .object({
      sequencing: z
        .object({ activityStates: z.record(z.string(), z.record(z.string(), z.unknown())) })
        .passthrough()
        .nullable(),
    })
    .passthrough(),
});

export type SequencingStateBody = z.infer<typeof sequencingStateBody>;

type ActivityState = Record<string, unknown>;

const SUCCESS = new Set(['passed', 'failed', 'unknown']);

/** The tracking of one activity in a state, or null. */
export function activityState(state: SequencingStateBody['state'], id: string) {
  return (state.sequencing?.activityStates[id] as ActivityState | undefined) ?? null;
}

/**
 * The attempt's facts from the root activity of the tree, as the package's own rollup rules
 * left it (SCORM 2004 SN, the Overall Rollup Process): done once the root is completed or
 * satisfied, and not failed. The score is the root's normalized measure when the rollup knows
 * it (objectiveMeasureWeight), else the mean of the SCOs' scaled scores. Null when the state has
 * no tracking of the root (nothing was delivered yet).
 */
export function sequencedFacts(
  state: SequencingStateBody['state'],
  rootId: string,
  scos: readonly ScoFacts[],
): CommitFacts | null {
  const root = activityState(state, rootId);
  if (!root) return null;
  const completion = typeof root.completionStatus === 'string' ? root.completionStatus : null;
  const successText = typeof root.successStatus === 'string' ? root.successStatus : null;
  const success =
    successText !== null && SUCCESS.has(successText)
      ? (successText as 'passed' | 'failed' | 'unknown')
      : null;
  const measure =
    root.objectiveMeasureStatus === true && typeof root.objectiveNormalizedMeasure === 'number'
      ? Math.min(1, Math.max(0, root.objectiveNormalizedMeasure))
      : null;
  const scores = scos.map((sco) => sco.scoreScaled).filter((score) => score !== null);
  const mean = scores.length > 0 ? scores.reduce((sum, s) => sum + s, 0) / scores.length : null;
  return {
    completionStatus: completion === 'unknown' ? null : completion,
    successStatus: success,
    scoreScaled: measure ?? mean,
    done: (completion === 'completed' || success === 'passed') && success !== 'failed',
  };
}
