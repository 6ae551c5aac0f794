import { describe, expect, it } from 'vitest';
import { mayReceiveReport, reportScope, scopedEntity } from './report-scope';

const ACME = '00000000-0000-4000-8000-000000000001';
const FLAT = '00000000-0000-4000-8000-000000000002';

describe('reportScope', () => {
  it('the academy group reads the whole portal, an entity manager their entity, others none', () => {
    expect(reportScope({ roles: ['academy_admin'], entityId: ACME })).toEqual({ kind: 'portal' });
    expect(reportScope({ roles: ['admin'], entityId: ACME })).toEqual({ kind: 'portal' });
    expect(reportScope({ roles: ['academy_manager', 'entity_manager'], entityId: ACME })).toEqual({
      kind: 'portal',
    });
    expect(reportScope({ roles: ['entity_manager', 'student'], entityId: ACME })).toEqual({
      kind: 'entity',
      entityId: ACME,
    });
    expect(reportScope({ roles: ['support', 'student'], entityId: ACME })).toEqual({
      kind: 'none',
    });
  });
});

describe('scopedEntity', () => {
  const manager = reportScope({ roles: ['entity_manager'], entityId: ACME });
  it('keeps the filter of the academy group', () => {
    expect(scopedEntity({ kind: 'portal' }, undefined)).toEqual({ entityId: undefined });
    expect(scopedEntity({ kind: 'portal' }, FLAT)).toEqual({ entityId: FLAT });
  });
  it("forces an entity manager's own entity, and refuses another", () => {
    expect(scopedEntity(manager, undefined)).toEqual({ entityId: ACME });
    expect(scopedEntity(manager, ACME)).toEqual({ entityId: ACME });
    expect(scopedEntity(manager, FLAT)).toBe('outside');
    expect(scopedEntity({ kind: 'none' }, undefined)).toBe('outside');
  });
});

describe('mayReceiveReport', () => {
  it('the academy group receives any; an entity manager only their own entity', () => {
    expect(mayReceiveReport({ roles: ['admin'], entityId: FLAT }, undefined)).toBe(true);
    expect(mayReceiveReport({ roles: ['entity_manager'], entityId: ACME }, ACME)).toBe(true);
    expect(mayReceiveReport({ roles: ['entity_manager'], entityId: ACME }, FLAT)).toBe(false);
    expect(mayReceiveReport({ roles: ['entity_manager'], entityId: ACME }, undefined)).toBe(false);
    expect(mayReceiveReport({ roles: ['student'], entityId: ACME }, ACME)).toBe(false);
    expect(mayReceiveReport({ roles: ['author', 'support'], entityId: ACME }, undefined)).toBe(
      false,
    );
  });
});
