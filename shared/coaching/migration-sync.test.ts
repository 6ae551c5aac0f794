import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROGRESS_BANDS } from './progress';
import { OPEN_TICKET_STATUSES } from './ticket-status';

/**
 * The triggers of the coach workspace's migration keep coach_participants and
 * course_progress_stats in SQL; the numbers they use must be the ones of shared/ (the screens and
 * the rules read these). Found by name: migrations are renumbered when branches merge.
 */
const folder = path.join(import.meta.dirname, '../../academy-api/db/migrations');
const file = fs.readdirSync(folder).find((name) => name.endsWith('_coach_workspace.sql'));
const migration = fs.readFileSync(path.join(folder, file ?? 'missing_coach_workspace.sql'), 'utf8');

describe('the coach workspace migration agrees with the rules in shared/coaching', () => {
  it('counts the open ticket statuses of OPEN_TICKET_STATUSES', () => {
    const list = OPEN_TICKET_STATUSES.map((status) => `'${status}'`).join(', ');
    expect(migration).toContain(`t.status IN (${list})`);
  });

  it('counts participants in the progress bands of PROGRESS_BANDS', () => {
    for (const band of PROGRESS_BANDS) {
      const condition =
        band.min === band.max
          ? `progress >= ${band.min}`
          : `progress BETWEEN ${band.min} AND ${band.max}`;
      // Once in the running deltas, once in the back-fill of what exists.
      expect(migration.split(condition).length - 1).toBe(2);
    }
  });
});
