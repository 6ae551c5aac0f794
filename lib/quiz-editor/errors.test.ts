import { describe, expect, it } from 'vitest';
import { detailsByField, pointerPath, questionFieldOf, settingsFieldOf } from './errors';

const at = (pointer?: string, detail = 'wrong') => ({
  status: '422',
  detail,
  ...(pointer ? { source: { pointer } } : {}),
});

describe('where a 422 belongs', () => {
  it('reads the path beneath /data/attributes, camelCase, without indexes', () => {
    expect(pointerPath('/data/attributes/prompt')).toEqual(['prompt']);
    expect(pointerPath('/data/attributes/definition/options/2/text')).toEqual([
      'definition',
      'options',
      'text',
    ]);
    expect(pointerPath('/data/attributes/settings/pass_mark')).toEqual(['settings', 'passMark']);
    expect(pointerPath('/data/attributes/settings.time_limit_minutes')).toEqual([
      'settings',
      'timeLimitMinutes',
    ]);
    expect(pointerPath(undefined)).toEqual([]);
    expect(pointerPath('/meta/x')).toEqual([]);
  });

  it('places question errors on their fields', () => {
    expect(questionFieldOf(at('/data/attributes/points'))).toBe('points');
    expect(questionFieldOf(at('/data/attributes/definition/correct'))).toBe('correct');
    expect(questionFieldOf(at('/data/attributes/definition/options/0/text'))).toBe('options');
    expect(questionFieldOf(at('/data/attributes/definition/case_sensitive'))).toBe('accepted');
    expect(questionFieldOf(at('/data/attributes/options'))).toBe('options');
    expect(questionFieldOf(at('/data/attributes/definition'))).toBe('form');
    expect(questionFieldOf(at())).toBe('form');
  });

  it('places settings errors on their fields', () => {
    expect(settingsFieldOf(at('/data/attributes/settings/pass_mark'))).toBe('passMark');
    expect(settingsFieldOf(at('/data/attributes/max_attempts'))).toBe('maxAttempts');
    expect(settingsFieldOf(at('/data/attributes/settings/draw_count'))).toBe('drawCount');
    expect(settingsFieldOf(at('/data/attributes/settings'))).toBeNull();
  });

  it('keeps the first detail of each field', () => {
    const { fields, other } = detailsByField(
      [
        at('/data/attributes/settings/pass_mark', 'first'),
        at('/data/attributes/settings/pass_mark', 'second'),
        at(undefined, 'elsewhere'),
      ],
      settingsFieldOf,
    );
    expect(fields).toEqual({ passMark: 'first' });
    expect(other).toEqual(['elsewhere']);
  });
});
