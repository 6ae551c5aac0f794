import { describe, expect, it } from 'vitest';
import {
  hasLessonContent,
  type PublishCheckCourse,
  type PublishCheckItem,
  type PublishCheckModule,
  type PublishProblem,
  publishProblems,
  publishProblemText,
} from './publish-check';

const ready = (): PublishCheckCourse => ({
  title: 'Safety first',
  summary: 'What to do when the alarm goes.',
  catalogId: 'cat-1',
  modules: [
    {
      id: 'm1',
      title: 'Basics',
      items: [{ id: 'l1', kind: 'lesson', title: 'Alarms', hasContent: true }],
    },
  ],
});

describe('the publish check (SCREENS "Authoring": says what is missing)', () => {
  it('passes a complete course', () => {
    expect(publishProblems(ready())).toEqual([]);
  });

  it('lists every missing detail with a pointer', () => {
    const problems = publishProblems({ title: ' ', summary: '', catalogId: null, modules: [] });
    expect(problems.map((p) => [p.code, p.pointer])).toEqual([
      ['TITLE_MISSING', '/data/attributes/title'],
      ['SUMMARY_MISSING', '/data/attributes/summary'],
      ['CATALOG_MISSING', '/data/attributes/catalog_id'],
      ['NO_MODULES', '/data/relationships/modules'],
    ]);
  });

  it('needs a lesson, content in every lesson, titled modules and quizzes with questions', () => {
    const course = ready();
    course.modules = [
      {
        id: 'm1',
        title: '',
        items: [{ id: 'q', kind: 'quiz', title: 'Check', hasContent: false }],
      },
      {
        id: 'm2',
        title: 'Two',
        items: [{ id: 'a', kind: 'assignment', title: 'Do', hasContent: false }],
      },
    ];
    expect(publishProblems(course).map((p) => p.code)).toEqual([
      'NO_LESSONS',
      'MODULE_TITLE_MISSING',
      'QUIZ_WITHOUT_QUESTIONS',
    ]);
    // An uploaded SCORM or cmi5 package teaches as a lesson does (issue 37).
    const withPackage = structuredClone(course);
    withPackage.modules.push({
      id: 'm4',
      title: 'Four',
      items: [{ id: 'p', kind: 'package', title: 'Fire safety', hasContent: false }],
    });
    expect(publishProblems(withPackage).map((p) => p.code)).not.toContain('NO_LESSONS');
    course.modules.push({
      id: 'm3',
      title: 'Three',
      items: [{ id: 'l', kind: 'lesson', title: 'Empty one', hasContent: false }],
    });
    const problems = publishProblems(course);
    expect(problems.map((p) => p.code)).toEqual([
      'MODULE_TITLE_MISSING',
      'QUIZ_WITHOUT_QUESTIONS',
      'LESSON_EMPTY',
    ]);
    expect(problems[1]).toMatchObject({
      targetId: 'q',
      pointer: '/data/relationships/modules/0/items/0',
    });
    expect(publishProblemText(problems[1] as (typeof problems)[number])).toBe(
      'Quiz “Check” has no questions yet.',
    );
  });

  it('lets a quiz with questions through', () => {
    const course = ready();
    course.modules[0]?.items.push({
      id: 'q',
      kind: 'quiz',
      title: 'Q',
      hasContent: false,
      questionCount: 3,
    });
    expect(publishProblems(course)).toEqual([]);
  });

  it('refuses a random draw of more questions than the pool holds', () => {
    const course = ready();
    const quiz = (extra: Partial<PublishCheckItem>): PublishCheckItem => ({
      id: 'q',
      kind: 'quiz',
      title: 'Data quiz',
      hasContent: false,
      ...extra,
    });
    const module = course.modules[0] as PublishCheckModule;
    module.items.push(quiz({ questionCount: 8, drawCount: 5 }));
    expect(publishProblems(course)).toEqual([]);
    module.items[1] = quiz({ questionCount: 3, drawCount: 5 });
    const [problem] = publishProblems(course);
    expect(problem).toEqual({
      code: 'POOL_TOO_SMALL',
      pointer: '/data/relationships/modules/0/items/1',
      subject: 'Data quiz',
      targetId: 'q',
      drawCount: 5,
      poolSize: 3,
    });
    expect(publishProblemText(problem as PublishProblem)).toBe(
      'Quiz “Data quiz” draws 5 questions but its pool holds only 3.',
    );
    // A pool of the portal's questions counts, not the quiz's own.
    module.items[1] = quiz({ questionCount: 0, drawCount: 5, poolSize: 12 });
    expect(publishProblems(course)).toEqual([]);
    module.items[1] = quiz({ questionCount: 9, drawCount: 5, poolSize: 4 });
    expect(publishProblems(course)[0]).toMatchObject({ drawCount: 5, poolSize: 4 });
    module.items[1] = quiz({ questionCount: 9, drawCount: 5, poolSize: 0 });
    expect(publishProblems(course).map((p) => p.code)).toEqual(['QUIZ_WITHOUT_QUESTIONS']);
    // Without a draw every question is asked: the pool does not matter.
    module.items[1] = quiz({ questionCount: 2, drawCount: null, poolSize: 0 });
    expect(publishProblems(course)).toEqual([]);
  });

  it('counts text and media as lesson content, empty paragraphs not', () => {
    expect(hasLessonContent('<p></p>')).toBe(false);
    expect(hasLessonContent('<p> &nbsp; </p><p><br></p>')).toBe(false);
    expect(hasLessonContent('')).toBe(false);
    expect(hasLessonContent('<p>Hello</p>')).toBe(true);
    expect(hasLessonContent('<p><img src="/api/v1/files/x/content" alt="A chart"></p>')).toBe(true);
    expect(hasLessonContent('<table><tr><td></td></tr></table>')).toBe(true);
  });
});

describe('publishProblemText in the request’s language', () => {
  // The API's 422 on publish and the bulk results show these: a Dutch author read them in English.
  it('writes every problem in en, nl and ro, each different', () => {
    const codes: PublishProblem['code'][] = [
      'TITLE_MISSING',
      'SUMMARY_MISSING',
      'CATALOG_MISSING',
      'NO_MODULES',
      'NO_LESSONS',
      'MODULE_TITLE_MISSING',
      'LESSON_EMPTY',
      'QUIZ_WITHOUT_QUESTIONS',
      'POOL_TOO_SMALL',
      'ASSIGNMENT_WITHOUT_INSTRUCTIONS',
    ];
    for (const code of codes) {
      const problem: PublishProblem = {
        code,
        pointer: '',
        subject: 'X',
        drawCount: 5,
        poolSize: 3,
      };
      const [en, nl, ro] = (['en', 'nl', 'ro'] as const).map((l) => publishProblemText(problem, l));
      expect(new Set([en, nl, ro]).size, code).toBe(3);
    }
  });

  it('names the subject and the numbers in each', () => {
    const pool: PublishProblem = {
      code: 'POOL_TOO_SMALL',
      pointer: '',
      subject: 'Data quiz',
      drawCount: 5,
      poolSize: 3,
    };
    expect(publishProblemText(pool, 'nl')).toBe(
      'Quiz “Data quiz” trekt 5 vragen, maar de pool bevat er maar 3.',
    );
    expect(publishProblemText({ code: 'NO_MODULES', pointer: '' }, 'ro')).toBe(
      'Adaugă cel puțin un modul cu o lecție.',
    );
  });
});
