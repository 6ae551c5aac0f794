import { describe, expect, it } from 'vitest';
import { splitFieldErrors } from '@/lib/validation/form-response';
import { liftedErrors, pointerPath, QUESTION_API_FIELDS, SETTINGS_API_FIELDS } from './errors';

const at = (pointer?: string, detail = 'wrong') => ({
  status: '422',
  detail,
  ...(pointer ? { source: { pointer } } : {}),
});

/** Where useForm lands each error of a 422, given a form's `apiFields`. */
const landed = (fields: Readonly<Record<string, string>>, ...pointers: (string | undefined)[]) => {
  const { byField, unclaimed } = splitFieldErrors(
    liftedErrors(pointers.map((pointer) => at(pointer, pointer ?? 'none'))),
    fields,
  );
  return {
    fields: Object.fromEntries(
      Object.entries(byField).map(([field, messages]) => [
        field,
        messages.map((message) => ('text' in message ? message.text : '')),
      ]),
    ),
    unclaimed: unclaimed.map((error) => error.detail),
  };
};

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

  it('lifts a nested field to the top and leaves the rest as they are', () => {
    expect(
      liftedErrors([
        at('/data/attributes/definition/options/2/text'),
        at('/data/attributes/settings.time_limit_minutes'),
        at('/data/attributes/settings'),
        at('/data/attributes/points'),
        at(),
      ]).map((error) => error.source?.pointer),
    ).toEqual([
      '/data/attributes/options/2/text',
      '/data/attributes/time_limit_minutes',
      '/data/attributes/settings',
      '/data/attributes/points',
      undefined,
    ]);
  });

  it('lands question errors on their fields, the rest on the form', () => {
    expect(
      landed(
        QUESTION_API_FIELDS,
        '/data/attributes/points',
        '/data/attributes/definition/correct',
        '/data/attributes/definition/options/0/text',
        '/data/attributes/definition/case_sensitive',
        '/data/attributes/options',
        '/data/attributes/definition',
        undefined,
      ),
    ).toEqual({
      fields: {
        points: ['/data/attributes/points'],
        correct: ['/data/attributes/definition/correct'],
        options: ['/data/attributes/definition/options/0/text', '/data/attributes/options'],
        accepted: ['/data/attributes/definition/case_sensitive'],
      },
      unclaimed: ['/data/attributes/definition', 'none'],
    });
  });

  it('lands settings errors on their fields, the rest above the settings', () => {
    expect(
      landed(
        SETTINGS_API_FIELDS,
        '/data/attributes/settings/pass_mark',
        '/data/attributes/max_attempts',
        '/data/attributes/settings/draw_count',
        '/data/attributes/settings',
      ),
    ).toEqual({
      fields: {
        passMark: ['/data/attributes/settings/pass_mark'],
        maxAttempts: ['/data/attributes/max_attempts'],
        drawCount: ['/data/attributes/settings/draw_count'],
      },
      unclaimed: ['/data/attributes/settings'],
    });
  });
});
