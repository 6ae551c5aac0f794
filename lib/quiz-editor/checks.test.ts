import { describe, expect, it } from 'vitest';
import { DEFAULT_QUIZ_SETTINGS } from '@/shared/quiz/types';
import {
  checkQuestion,
  type SettingsForm,
  settingsChanges,
  settingsFormOf,
  settingsOf,
} from './checks';
import { emptyDraft, type QuestionDraft } from './drafts';

const options = (...texts: string[]) => texts.map((text, i) => ({ id: `o${i + 1}`, text }));
const choice = (overrides: Partial<QuestionDraft> = {}): QuestionDraft => ({
  ...emptyDraft('single_choice'),
  prompt: 'Which number?',
  options: options('112', '911'),
  correct: ['o1'],
  ...overrides,
});

describe('question checks', () => {
  it('accepts a complete single-choice question', () => {
    expect(checkQuestion(choice())).toEqual({});
  });

  it('asks for a prompt and whole points 1–100', () => {
    expect(checkQuestion(choice({ prompt: '  ', points: '0' }))).toEqual({
      prompt: { code: 'required' },
      points: { code: 'pointsRange', values: { min: 1, max: 100 } },
    });
    expect(checkQuestion(choice({ points: '1.5' })).points?.code).toBe('pointsRange');
    expect(checkQuestion(choice({ points: '100' })).points).toBeUndefined();
    expect(checkQuestion(choice({ prompt: 'x'.repeat(2001) })).prompt).toEqual({
      code: 'tooLong',
      values: { max: 2000 },
    });
  });

  it('asks for an image’s alt text, at most 250 characters (issue 41)', () => {
    expect(checkQuestion(choice({ image: 'f1', imageAlt: '  ' })).imageAlt).toEqual({
      code: 'required',
    });
    expect(checkQuestion(choice({ image: 'f1', imageAlt: 'x'.repeat(251) })).imageAlt).toEqual({
      code: 'tooLong',
      values: { max: 250 },
    });
    expect(checkQuestion(choice({ image: 'f1', imageAlt: 'A map' }))).toEqual({});
    // No image: the alt text is not asked for.
    expect(checkQuestion(choice({ image: '', imageAlt: '' }))).toEqual({});
  });

  it('takes 2–20 options, none empty, none twice', () => {
    expect(checkQuestion(choice({ options: options('one'), correct: ['o1'] })).options).toEqual({
      code: 'optionsCount',
      values: { min: 2, max: 20 },
    });
    const many = options(...Array.from({ length: 21 }, (_, i) => `option ${i}`));
    expect(checkQuestion(choice({ options: many })).options?.code).toBe('optionsCount');
    expect(checkQuestion(choice({ options: options('a', ' ') })).options).toEqual({
      code: 'optionEmpty',
      values: { number: 2 },
    });
    expect(checkQuestion(choice({ options: options('a', 'b', 'A ') })).options).toEqual({
      code: 'optionDuplicate',
      values: { number: 3 },
    });
  });

  it('needs a correct option among the options', () => {
    expect(checkQuestion(choice({ correct: [] })).correct).toEqual({ code: 'correctMissing' });
    expect(checkQuestion(choice({ correct: ['o9'] })).correct).toEqual({ code: 'correctMissing' });
    const multiple = { ...choice(), type: 'multiple_choice' as const, correct: [] };
    expect(checkQuestion(multiple).correct).toEqual({ code: 'correctNone' });
    expect(checkQuestion({ ...multiple, correct: ['o1', 'o2'] })).toEqual({});
  });

  it('takes 1–10 accepted answers', () => {
    const short = { ...emptyDraft('short_answer'), prompt: 'Colour?' };
    expect(checkQuestion(short).accepted).toEqual({ code: 'acceptedEmpty', values: { number: 1 } });
    expect(checkQuestion({ ...short, accepted: ['green'] })).toEqual({});
    expect(checkQuestion({ ...short, accepted: [] }).accepted?.code).toBe('acceptedCount');
    expect(
      checkQuestion({ ...short, accepted: Array.from({ length: 11 }, (_, i) => `a${i}`) }).accepted
        ?.code,
    ).toBe('acceptedCount');
  });

  it('needs a number and a tolerance of at least 0', () => {
    const numeric = { ...emptyDraft('numeric'), prompt: 'How many?' };
    expect(checkQuestion(numeric).value).toEqual({ code: 'numberInvalid' });
    expect(checkQuestion({ ...numeric, value: 'two' }).value).toEqual({ code: 'numberInvalid' });
    expect(checkQuestion({ ...numeric, value: '2', tolerance: '-1' }).tolerance).toEqual({
      code: 'toleranceInvalid',
    });
    expect(checkQuestion({ ...numeric, value: '2', tolerance: '' })).toEqual({});
  });

  it('checks matching pairs and ordering items', () => {
    const matching = { ...emptyDraft('matching'), prompt: 'Match' };
    expect(checkQuestion(matching).pairs).toEqual({ code: 'pairEmpty', values: { number: 1 } });
    const filled = matching.pairs.map((p, i) => ({ ...p, left: `L${i}`, right: `R${i}` }));
    expect(checkQuestion({ ...matching, pairs: filled })).toEqual({});
    expect(checkQuestion({ ...matching, pairs: filled.slice(0, 1) }).pairs?.code).toBe(
      'pairsCount',
    );
    const ordering = { ...emptyDraft('ordering'), prompt: 'Order' };
    expect(checkQuestion(ordering).items?.code).toBe('itemEmpty');
    expect(
      checkQuestion({ ...ordering, items: ordering.items.map((i) => ({ ...i, text: i.id })) }),
    ).toEqual({});
  });

  it('asks nothing more of true/false and open questions', () => {
    expect(checkQuestion({ ...emptyDraft('true_false'), prompt: 'Yes?' })).toEqual({});
    expect(checkQuestion({ ...emptyDraft('open'), prompt: 'Why?' })).toEqual({});
  });
});

describe('settings form', () => {
  const form = (overrides: Partial<SettingsForm> = {}): SettingsForm => ({
    ...settingsFormOf(DEFAULT_QUIZ_SETTINGS),
    ...overrides,
  });

  it('reads the defaults back unchanged', () => {
    expect(settingsOf(form())).toEqual({ settings: DEFAULT_QUIZ_SETTINGS, errors: null });
  });

  it('refuses values outside the ranges', () => {
    expect(
      settingsOf(
        form({ passMark: '101', maxAttempts: '11', timeLimitMinutes: '0', drawCount: '101' }),
      ).errors,
    ).toEqual({
      passMark: { code: 'passMarkRange', values: { min: 0, max: 100 } },
      maxAttempts: { code: 'attemptsRange', values: { min: 1, max: 10 } },
      timeLimitMinutes: { code: 'timeLimitRange', values: { min: 1, max: 600 } },
      drawCount: { code: 'drawCountRange', values: { min: 1, max: 100 } },
    });
    expect(settingsOf(form({ passMark: '' })).errors?.passMark?.code).toBe('passMarkRange');
  });

  it('reads empty as unlimited / none', () => {
    const { settings } = settingsOf(
      form({ maxAttempts: '3', timeLimitMinutes: '', drawCount: '5', poolCategory: 'Safety' }),
    );
    expect(settings).toMatchObject({
      maxAttempts: 3,
      timeLimitMinutes: null,
      drawCount: 5,
      poolCategory: 'Safety',
      poolLabel: null,
    });
  });

  it('sends only what changed', () => {
    const next = { ...DEFAULT_QUIZ_SETTINGS, passMark: 80, showAfterwards: ['feedback' as const] };
    expect(settingsChanges(next, DEFAULT_QUIZ_SETTINGS)).toEqual({
      passMark: 80,
      showAfterwards: ['feedback'],
    });
    const reordered = {
      ...DEFAULT_QUIZ_SETTINGS,
      showAfterwards: [...DEFAULT_QUIZ_SETTINGS.showAfterwards].reverse(),
    };
    expect(settingsChanges(reordered, DEFAULT_QUIZ_SETTINGS)).toEqual({});
  });
});

describe('the API’s text limits', () => {
  const base = choice();

  it('takes at most 10 labels of 50 characters and a category of 100', () => {
    expect(checkQuestion({ ...base, labels: 'a, b' })).toEqual({});
    const eleven = Array.from({ length: 11 }, (_, i) => `l${i}`).join(',');
    expect(checkQuestion({ ...base, labels: eleven }).labels).toEqual({
      code: 'labelsInvalid',
      values: { max: 10, length: 50 },
    });
    expect(checkQuestion({ ...base, labels: 'x'.repeat(51) }).labels?.code).toBe('labelsInvalid');
    expect(checkQuestion({ ...base, category: 'c'.repeat(101) }).category).toEqual({
      code: 'tooLong',
      values: { max: 100 },
    });
  });

  it('refuses the same text twice in pairs and items', () => {
    const pairs = [
      { id: 'p1', left: 'A', right: '1' },
      { id: 'p2', left: 'a', right: '2' },
    ];
    expect(checkQuestion({ ...emptyDraft('matching'), prompt: 'M', pairs }).pairs).toEqual({
      code: 'pairDuplicate',
      values: { number: 2 },
    });
    const items = [
      { id: 'i1', text: 'First' },
      { id: 'i2', text: 'first ' },
    ];
    expect(checkQuestion({ ...emptyDraft('ordering'), prompt: 'O', items }).items).toEqual({
      code: 'itemDuplicate',
      values: { number: 2 },
    });
  });
});
