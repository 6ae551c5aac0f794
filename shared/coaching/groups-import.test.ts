import { describe, expect, it } from 'vitest';
import { parseGroupCsv, planGroupImport } from './groups-import';

const context = {
  students: new Map([
    ['a@example.org', 'A'],
    ['b@example.org', 'B'],
    ['c@example.org', 'C'],
    ['d@example.org', 'D'],
  ]),
  groups: [
    { id: 'g1', name: 'Team North', memberIds: ['A', 'B'], locked: true },
    { id: 'g2', name: 'Team South', memberIds: [], locked: false },
  ],
};

describe('groups from CSV `email,group` (SCREENS "Coaching"; a preview of every error by row)', () => {
  it('reads an optional header, commas or semicolons, and names every error by row and column', () => {
    const parsed = parseGroupCsv(
      'email;group\nc@example.org;Team East\n;Team East\nnot-mail;\nc@example.org;Team West\n',
    );
    expect(parsed.rows).toEqual([{ row: 2, email: 'c@example.org', group: 'Team East' }]);
    expect(parsed.errors.map((e) => [e.row, e.column, e.code])).toEqual([
      [3, 'email', 'EMAIL_REQUIRED'],
      [4, 'email', 'INVALID_EMAIL'],
      [4, 'group', 'GROUP_REQUIRED'],
      [5, 'email', 'DUPLICATE_EMAIL'],
    ]);
    expect(parseGroupCsv('  \n').errors[0]?.code).toBe('EMPTY_FILE');
  });

  it('plans new groups and placements; a group must end with 2–10 members', () => {
    const ok = planGroupImport(
      parseGroupCsv('c@example.org,Team East\nd@example.org,team east\n').rows,
      context,
    );
    expect(ok.errors).toEqual([]);
    expect(ok.plan).toEqual({
      create: ['Team East'],
      placements: [
        { accountId: 'C', group: 'Team East' },
        { accountId: 'D', group: 'Team East' },
      ],
      groupCount: 1,
    });
    const small = planGroupImport(parseGroupCsv('c@example.org,Team East\n').rows, context);
    expect(small.errors.map((e) => e.code)).toEqual(['GROUP_TOO_SMALL']);
  });

  it('refuses students not enrolled, and moving out of a group that has submitted work', () => {
    const planned = planGroupImport(
      parseGroupCsv('x@example.org,Team South\na@example.org,Team South\n').rows,
      context,
    );
    expect(planned.errors.map((e) => [e.row, e.code])).toEqual([
      [1, 'NOT_ENROLLED'],
      [2, 'MEMBER_LOCKED'],
      // Nobody could join Team South, so it would stay empty.
      [2, 'GROUP_TOO_SMALL'],
    ]);
  });

  it('a student already in the named group stays where they are', () => {
    const planned = planGroupImport(
      parseGroupCsv('a@example.org,Team North\nb@example.org,TEAM NORTH\n').rows,
      context,
    );
    expect(planned.errors).toEqual([]);
    expect(planned.plan.placements).toEqual([]);
  });
});
