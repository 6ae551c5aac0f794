import { describe, expect, it } from 'vitest';
import { mappingOf } from './scim';

describe('the SCIM group mapping select (issue 39)', () => {
  it('reads a role or an organisation from its value', () => {
    expect(mappingOf('role:coach')).toEqual({ role: 'coach', entityId: null });
    expect(mappingOf('entity:0193a-1')).toEqual({ role: null, entityId: '0193a-1' });
    expect(mappingOf('')).toEqual({ role: null, entityId: null });
    expect(mappingOf('role:')).toEqual({ role: null, entityId: null });
  });
});
