import { describe, expect, it } from 'vitest';
import { chatTags } from './tags';

describe('chatTags (spec §3)', () => {
  it("holds the user's full name and id", () => {
    expect(chatTags({ fullName: 'Cora Coach', id: 'acc-1' })).toEqual(['Cora Coach', 'acc-1']);
  });

  it('falls back to "Naam onbekend" and "ID onbekend"', () => {
    expect(chatTags(null)).toEqual(['Naam onbekend', 'ID onbekend']);
    expect(chatTags({ fullName: '  ', id: '' })).toEqual(['Naam onbekend', 'ID onbekend']);
    expect(chatTags({ id: 'acc-2' })).toEqual(['Naam onbekend', 'acc-2']);
  });
});
