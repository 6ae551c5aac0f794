import { describe, expect, it } from 'vitest';
import { isEmpty, isUuid } from './empty';

describe('isEmpty (spec §5: empty string, zero, empty list, empty object; undefined, null)', () => {
  it.each([
    ['undefined', undefined],
    ['null', null],
    ['the empty string', ''],
    ['zero', 0],
    ['an empty list', []],
    ['an empty object', {}],
    ['NaN', Number.NaN],
    ['an empty Set', new Set()],
  ])('%s is empty', (_, value) => {
    expect(isEmpty(value)).toBe(true);
  });

  it.each([
    ['a space', ' '],
    ['text', 'a'],
    ['1', 1],
    ['-1', -1],
    ['false', false],
    ['a list with an item', [0]],
    ['an object with a key', { a: undefined }],
    ['a Date', new Date(0)],
  ])('%s is not empty', (_, value) => {
    expect(isEmpty(value)).toBe(false);
  });
});

describe('isUuid (spec §5 UUID check)', () => {
  it.each([
    '6f1c2a4e-8b1d-4c3e-9a2f-0d5e7b9c1a3f',
    '6F1C2A4E-8B1D-4C3E-9A2F-0D5E7B9C1A3F',
    '00000000-0000-0000-0000-000000000000',
    '018f4b7c-1d2e-7a3b-8c4d-5e6f7a8b9c0d',
  ])('accepts %s', (value) => {
    expect(isUuid(value)).toBe(true);
  });

  it.each([
    '6f1c2a4e8b1d4c3e9a2f0d5e7b9c1a3f',
    '6f1c2a4e-8b1d-4c3e-9a2f-0d5e7b9c1a3',
    '6f1c2a4e-8b1d-4c3e-9a2f-0d5e7b9c1a3fa',
    'g f1c2a4e-8b1d-4c3e-9a2f-0d5e7b9c1a3f',
    ' 6f1c2a4e-8b1d-4c3e-9a2f-0d5e7b9c1a3f',
    '',
    42,
    null,
  ])('rejects %s', (value) => {
    expect(isUuid(value)).toBe(false);
  });
});
