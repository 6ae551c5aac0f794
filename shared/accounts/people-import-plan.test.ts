import { describe, expect, it } from 'vitest';
import { parsePeopleCsv } from './people-csv';
import {
  type ExistingAccount,
  outcomeCounts,
  type PlanContext,
  planPeopleImport,
} from './people-import-plan';

const ACME = { id: 'e-acme', name: 'Acme Learning BV' };
const FLAT = { id: 'e-flat', name: 'Flat Fee Group' };
const account = (id: string, roles: string[], more: Partial<ExistingAccount> = {}) => ({
  id,
  portalId: 'demo',
  fullName: `Person ${id}`,
  entityId: ACME.id,
  locale: 'nl',
  roles,
  ...more,
});

const context = (over: Partial<PlanContext> = {}): PlanContext => ({
  portalId: 'demo',
  viewerId: 'ada',
  grantable: ['admin', 'support', 'author', 'financial_controller', 'coach', 'student'],
  entities: [ACME, FLAT],
  locales: ['nl', 'en', 'ro'],
  defaultLocale: 'nl',
  existing: new Map([
    ['stijn@demo.academy', account('stijn', ['student'])],
    ['ada@demo.academy', account('ada', ['academy_admin'])],
    ['cora@demo.academy', account('cora', ['coach'])],
    ['lars@unlimited.academy', account('lars', ['student'], { portalId: 'unlimited' })],
  ]),
  ...over,
});

function plan(lines: string[], over: Partial<PlanContext> = {}) {
  const parsed = parsePeopleCsv(`${lines.join('\n')}\n`);
  if (!parsed.ok) throw new Error('bad file');
  return planPeopleImport(parsed.rows, context(over));
}
const summary = (rows: ReturnType<typeof plan>) =>
  rows.map((row) => [row.outcome, ...row.problems.map((p) => `${p.column}:${p.code}`)]);

describe('planning a people import: update-or-create by e-mail (issue 43, item 2)', () => {
  it('creates with defaults, updates what differs, leaves the same alone', () => {
    const rows = plan([
      'email,full_name,entity,roles,language',
      'new@example.org,New Person,acme learning bv,,',
      'STIJN@demo.academy,Stijn S.,,,en',
      'cora@demo.academy,Person cora,Acme Learning BV,coach,nl',
    ]);
    expect(summary(rows)).toEqual([['create'], ['update'], ['unchanged']]);
    expect(rows[0]?.target).toEqual({
      fullName: 'New Person',
      entityId: ACME.id,
      locale: 'nl',
      roles: ['student'],
    });
    expect(rows[1]?.changes).toEqual(['full_name', 'language']);
    expect(rows[1]?.target).toMatchObject({
      fullName: 'Stijn S.',
      locale: 'en',
      roles: ['student'],
    });
    expect(outcomeCounts(rows)).toEqual({ create: 1, update: 1, unchanged: 1, error: 0 });
  });

  it('needs a name and an entity for a new account, and knows the portal’s entities and languages', () => {
    const rows = plan([
      'email,full_name,entity,language',
      'a@example.org,,Acme Learning BV,',
      'b@example.org,Bo,,',
      'c@example.org,Cy,Nowhere Ltd,de',
    ]);
    expect(summary(rows)).toEqual([
      ['error', 'full_name:NAME_REQUIRED'],
      ['error', 'entity:ENTITY_REQUIRED'],
      ['error', 'entity:ENTITY_UNKNOWN', 'language:LANGUAGE_UNKNOWN'],
    ]);
  });

  it('keeps portals apart: an address of another portal’s account is refused', () => {
    expect(summary(plan(['email', 'lars@unlimited.academy']))).toEqual([
      ['error', 'email:EMAIL_ELSEWHERE'],
    ]);
  });

  it('never grants above the importer: sales make learners, and change nobody above them', () => {
    const sales = { viewerId: 'sven', grantable: ['student'] };
    const rows = plan(
      [
        'email,full_name,entity,roles',
        'n1@example.org,Nina,Acme Learning BV,student',
        'n2@example.org,Noor,Acme Learning BV,coach',
        'stijn@demo.academy,Stijn Renamed,,',
        'stijn@demo.academy,,,student|coach',
        'cora@demo.academy,Cora Renamed,,',
        'cora@demo.academy,,,',
      ],
      sales,
    );
    expect(summary(rows)).toEqual([
      ['create'],
      ['error', 'roles:ROLE_NOT_GRANTABLE'],
      ['update'],
      ['error', 'email:DUPLICATE_EMAIL'],
      ['error', 'email:ACCOUNT_NOT_YOURS'],
      ['error', 'email:DUPLICATE_EMAIL'],
    ]);
  });

  it('an admin changes roles they may give, not one they may not, and never their own', () => {
    const rows = plan([
      'email,roles',
      'stijn@demo.academy,student|coach',
      'cora@demo.academy,academy_admin',
      'ada@demo.academy,academy_admin|student',
    ]);
    expect(summary(rows)).toEqual([
      ['update'],
      ['error', 'roles:ROLE_NOT_GRANTABLE'],
      ['error', 'roles:OWN_ROLES'],
    ]);
  });

  it('an entity named twice on the portal is ambiguous', () => {
    const rows = plan(['email,full_name,entity', 'z@example.org,Zoë,Acme'], {
      entities: [
        { id: '1', name: 'Acme' },
        { id: '2', name: 'ACME' },
      ],
    });
    expect(summary(rows)).toEqual([['error', 'entity:ENTITY_AMBIGUOUS']]);
  });
});
