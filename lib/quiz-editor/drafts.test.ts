import { describe, expect, it } from 'vitest';
import { QUESTION_TYPES, type Question } from '@/shared/quiz/types';
import { OPTION_ID } from '@/shared/quiz/wire';
import {
  draftOf,
  emptyDraft,
  excerpt,
  hasAnswerFeedback,
  newQuestion,
  nextId,
  parseNumber,
  questionOf,
  splitLabels,
} from './drafts';

const idsOf = (question: ReturnType<typeof newQuestion>): string[] => {
  const d = question.definition;
  if (d.type === 'single_choice' || d.type === 'multiple_choice') return d.options.map((o) => o.id);
  if (d.type === 'matching') return d.pairs.map((p) => p.id);
  if (d.type === 'ordering') return d.items.map((i) => i.id);
  return [];
};

describe('a new question per type', () => {
  it.each(QUESTION_TYPES)('%s has unique ids that survive the wire mapping', (type) => {
    const question = newQuestion(type);
    expect(question.definition.type).toBe(type);
    expect(question.points).toBe(1);
    const ids = idsOf(question);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(OPTION_ID);
  });

  it('numbers options o1, o2…, pairs p1, p2… and starts with the fewest allowed', () => {
    expect(newQuestion('single_choice').definition).toEqual({
      type: 'single_choice',
      options: [
        { id: 'o1', text: '' },
        { id: 'o2', text: '' },
      ],
      correct: '',
    });
    expect(newQuestion('matching').definition).toEqual({
      type: 'matching',
      pairs: [
        { id: 'p1', left: '', right: '' },
        { id: 'p2', left: '', right: '' },
      ],
    });
    expect(newQuestion('short_answer').definition).toEqual({
      type: 'short_answer',
      accepted: [''],
      caseSensitive: false,
    });
  });

  it('leaves a new numeric question’s value for the author to type', () => {
    expect(emptyDraft('numeric').value).toBe('');
    expect(emptyDraft('numeric').tolerance).toBe('0');
  });
});

describe('nextId', () => {
  it('is one above the highest number in use, never a removed one’s', () => {
    expect(nextId([], 'o')).toBe('o1');
    expect(nextId([{ id: 'o1' }, { id: 'o2' }], 'o')).toBe('o3');
    expect(nextId([{ id: 'o1' }, { id: 'o7' }], 'o')).toBe('o8');
    expect(nextId([{ id: 'a' }, { id: 'b' }], 'o')).toBe('o1');
  });

  it('never hands out a taken id', () => {
    expect(nextId([{ id: 'p2' }, { id: 'o1' }], 'p')).toBe('p3');
    expect(OPTION_ID.test(nextId([{ id: 'o99' }], 'o'))).toBe(true);
  });
});

describe('draft ⇄ question', () => {
  const stored: Question[] = [
    {
      id: 'q1',
      prompt: 'Which exit?',
      points: 2,
      feedback: 'The nearest.',
      category: 'Safety',
      labels: ['fire', 'exits'],
      definition: {
        type: 'multiple_choice',
        options: [
          { id: 'o1', text: 'A' },
          { id: 'o2', text: 'B' },
          { id: 'o3', text: 'C' },
        ],
        correct: ['o3', 'o1'],
        scoring: 'proportional',
      },
      image: { fileId: '0190aaaa-0000-7000-8000-00000000000a', alt: 'The floor plan' },
    },
    {
      id: 'q2',
      prompt: 'Pi?',
      points: 1,
      feedback: '',
      category: '',
      labels: [],
      definition: { type: 'numeric', value: 3.14, tolerance: 0.01 },
      image: null,
    },
    {
      id: 'q3',
      prompt: 'Colour?',
      points: 1,
      feedback: '',
      category: '',
      labels: [],
      definition: { type: 'short_answer', accepted: ['green', 'groen'], caseSensitive: true },
      image: null,
    },
  ];

  it.each(stored)('a stored question comes back the same ($definition.type)', (question) => {
    const { id: _, ...input } = question;
    const back = questionOf(draftOf(input));
    if (back.definition.type === 'multiple_choice') {
      // The correct ones in the options' order.
      expect(back.definition.correct).toEqual(['o1', 'o3']);
      expect({ ...back, definition: { ...back.definition, correct: ['o3', 'o1'] } }).toEqual(input);
    } else {
      expect(back).toEqual(input);
    }
  });

  it('trims texts and reads labels and numbers as typed', () => {
    const draft = {
      ...emptyDraft('single_choice'),
      prompt: '  Call?  ',
      points: ' 3 ',
      labels: ' fire, , safety,fire ',
      options: [
        { id: 'o1', text: ' 112 ' },
        { id: 'o2', text: '911' },
      ],
      correct: ['o1'],
    };
    expect(questionOf(draft)).toEqual({
      prompt: 'Call?',
      points: 3,
      feedback: '',
      category: '',
      labels: ['fire', 'safety'],
      definition: {
        type: 'single_choice',
        options: [
          { id: 'o1', text: '112' },
          { id: 'o2', text: '911' },
        ],
        correct: 'o1',
      },
      image: null,
    });
    // An image's alt text is trimmed; without a file there is no image, whatever the alt says.
    expect(questionOf({ ...draft, image: 'f1', imageAlt: ' A map ' }).image).toEqual({
      fileId: 'f1',
      alt: 'A map',
    });
    expect(questionOf({ ...draft, image: '', imageAlt: 'left over' }).image).toBeNull();
    expect(
      questionOf({ ...emptyDraft('numeric'), prompt: 'x', value: '1,5', tolerance: '' }).definition,
    ).toEqual({ type: 'numeric', value: 1.5, tolerance: 0 });
  });
});

describe('small helpers', () => {
  it('knows a question with feedback per answer (issue 41), and keeps it through a draft', () => {
    const plain = newQuestion('single_choice');
    expect(hasAnswerFeedback(plain)).toBe(false);
    expect(hasAnswerFeedback(newQuestion('true_false'))).toBe(false);
    const d = plain.definition;
    if (d.type !== 'single_choice') throw new Error('single choice expected');
    const withFeedback = {
      ...plain,
      prompt: 'Which?',
      definition: {
        ...d,
        options: [
          { id: 'o1', text: 'A', feedback: 'Why A.' },
          { id: 'o2', text: 'B' },
        ],
        correct: 'o1',
      },
    };
    expect(hasAnswerFeedback(withFeedback)).toBe(true);
    expect(questionOf(draftOf(withFeedback)).definition).toEqual(withFeedback.definition);
  });

  it('splits labels', () => {
    expect(splitLabels('')).toEqual([]);
    expect(splitLabels('a,b , a')).toEqual(['a', 'b']);
  });

  it('parses numbers strictly', () => {
    expect(parseNumber('-2.5')).toBe(-2.5);
    expect(parseNumber('1e3')).toBe(1000);
    expect(parseNumber('two')).toBeNaN();
    expect(parseNumber('')).toBeNaN();
    expect(parseNumber('1.2.3')).toBeNaN();
  });

  it('makes a one-line excerpt', () => {
    expect(excerpt('Short\nprompt')).toBe('Short prompt');
    expect(excerpt('x'.repeat(100), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
