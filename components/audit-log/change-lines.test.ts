import { describe, expect, it } from 'vitest';
import { changeLines, compactChange, shortValue, VALUE_MAX, wholeState } from './change-lines';

/** Issue 42, item 5: an entry shows what it was before → after, field by field. */
describe('the audit log’s change lines', () => {
  it('shows each changed field with both sides, as JSON', () => {
    expect(changeLines({ enabled: true }, { enabled: false })).toEqual([
      { key: 'enabled', before: 'true', after: 'false' },
    ]);
    expect(changeLines({ status: 'pending_payment' }, { status: 'cancelled' })).toEqual([
      { key: 'status', before: '"pending_payment"', after: '"cancelled"' },
    ]);
  });

  it('keeps a side only where the record had the field (made, removed, one side new)', () => {
    expect(changeLines(null, { name: 'HR sync', scopes: ['orders:write'] })).toEqual([
      { key: 'name', after: '"HR sync"' },
      { key: 'scopes', after: '["orders:write"]' },
    ]);
    expect(changeLines({ url: 'https://hooks.example.com/a' }, null)).toEqual([
      { key: 'url', before: '"https://hooks.example.com/a"' },
    ]);
    expect(changeLines({ a: 1 }, { b: null })).toEqual([
      { key: 'a', before: '1' },
      { key: 'b', after: 'null' },
    ]);
    expect(changeLines(null, null)).toEqual([]);
  });

  it('writes objects and arrays compactly and cuts long values with an ellipsis', () => {
    expect(shortValue({ roles: ['coach', 'student'], on: true })).toBe(
      '{"roles":["coach","student"],"on":true}',
    );
    const long = shortValue('x'.repeat(200));
    expect(long).toHaveLength(VALUE_MAX);
    expect(long.endsWith('…')).toBe(true);
    expect(shortValue(undefined)).toBe('null');
  });

  it('shows the first few lines and counts the rest', () => {
    const after = { a: 1, b: 2, c: 3, d: 4, e: 5, f: 6 };
    const { lines, more } = compactChange(null, after, 4);
    expect(lines.map((line) => line.key)).toEqual(['a', 'b', 'c', 'd']);
    expect(more).toBe(2);
    expect(compactChange({ a: 1 }, { a: 2 }).more).toBe(0);
  });

  it('gives the whole state, indented, for the disclosure', () => {
    expect(wholeState({ enabled: true })).toBe('{\n  "enabled": true\n}');
    expect(wholeState(null)).toBeNull();
  });
});
