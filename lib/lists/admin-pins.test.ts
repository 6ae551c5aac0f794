import { describe, expect, it } from 'vitest';
import { accountPin, parsePins, togglePin } from './admin-pins';

describe('admin account pins (spec §3: uri, title, image)', () => {
  const stijn = accountPin({ id: 'a1', fullName: 'Stijn Student' });

  it('builds the pin of an account', () => {
    expect(stijn).toEqual({ uri: '/admin/accounts/a1', title: 'Stijn Student', image: null });
  });

  it('toggles by uri', () => {
    expect(togglePin([], stijn)).toEqual([stijn]);
    expect(togglePin([stijn], { ...stijn, title: 'renamed' })).toEqual([]);
  });

  it('parses stored payloads and drops junk', () => {
    expect(parsePins([stijn, { uri: '' }, 'x', null])).toEqual([stijn]);
    expect(parsePins('not a list')).toEqual([]);
  });
});
