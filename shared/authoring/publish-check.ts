import { ASSIGNMENT_PROBLEM_TEXT, type AssignmentProblemCode } from '../coaching/assignment-schema';

/**
 * The publish check of SCREENS "Authoring": what a course needs before students may see it.
 * Pure and free of server code, so the API (422 on publish) and the editor's live checklist
 * give the same answer from the same function.
 */

export type PublishCheckItem = {
  id: string;
  kind: 'lesson' | 'quiz' | 'assignment' | 'package' | 'lti';
  title: string;
  /** The lesson has content (sanitised HTML with text or media). */
  hasContent: boolean;
  /** Questions a quiz holds (its own). */
  questionCount?: number;
  /** random-quizzes: questions drawn per attempt (null or absent: every question). */
  drawCount?: number | null;
  /** The questions a random draw picks from (absent: the quiz's own). */
  poolSize?: number;
  /** Assignments: what keeps them from being taken (shared/coaching/assignment-schema.ts). */
  assignmentProblems?: AssignmentProblemCode[];
};

/** What a learner learns from: a lesson, an uploaded SCORM or cmi5 package, or an LTI tool. */
const teaches = (item: PublishCheckItem) =>
  item.kind === 'lesson' || item.kind === 'package' || item.kind === 'lti';

export type PublishCheckModule = { id: string; title: string; items: PublishCheckItem[] };

export type PublishCheckCourse = {
  title: string;
  summary: string;
  catalogId: string | null;
  modules: PublishCheckModule[];
};

export type PublishProblemCode =
  | 'TITLE_MISSING'
  | 'SUMMARY_MISSING'
  | 'CATALOG_MISSING'
  | 'NO_MODULES'
  | 'NO_LESSONS'
  | 'MODULE_TITLE_MISSING'
  | 'LESSON_EMPTY'
  | 'QUIZ_WITHOUT_QUESTIONS'
  | 'POOL_TOO_SMALL'
  | AssignmentProblemCode;

export type PublishProblem = {
  code: PublishProblemCode;
  /** A JSON pointer into the course document, e.g. /data/attributes/summary. */
  pointer: string;
  /** What the problem is about (a module's or item's title), for the message. */
  subject?: string;
  /** The module or item it is about (the editor links to it). */
  targetId?: string;
  /** POOL_TOO_SMALL: how many the quiz draws, and how many its pool holds. */
  drawCount?: number;
  poolSize?: number;
};

/**
 * What keeps a quiz from being published: no questions to ask, or a random draw of more
 * questions than its pool holds (SCREENS "random-quizzes"). Null when it is ready.
 */
export function quizProblem(
  item: Pick<PublishCheckItem, 'questionCount' | 'drawCount' | 'poolSize'>,
):
  | { code: 'QUIZ_WITHOUT_QUESTIONS' }
  | { code: 'POOL_TOO_SMALL'; drawCount: number; poolSize: number }
  | null {
  const own = item.questionCount ?? 0;
  const drawCount = item.drawCount ?? null;
  const available = drawCount !== null ? (item.poolSize ?? own) : own;
  if (available <= 0) return { code: 'QUIZ_WITHOUT_QUESTIONS' };
  if (drawCount !== null && drawCount > available) {
    return { code: 'POOL_TOO_SMALL', drawCount, poolSize: available };
  }
  return null;
}

const blank = (text: string | null | undefined) => !text || text.trim() === '';

/** Every missing thing, in the editor's order (details first, then the outline). Empty: ready. */
export function publishProblems(course: PublishCheckCourse): PublishProblem[] {
  const problems: PublishProblem[] = [];
  if (blank(course.title))
    problems.push({ code: 'TITLE_MISSING', pointer: '/data/attributes/title' });
  if (blank(course.summary))
    problems.push({ code: 'SUMMARY_MISSING', pointer: '/data/attributes/summary' });
  if (!course.catalogId)
    problems.push({ code: 'CATALOG_MISSING', pointer: '/data/attributes/catalog_id' });
  if (course.modules.length === 0) {
    problems.push({ code: 'NO_MODULES', pointer: '/data/relationships/modules' });
  } else if (!course.modules.some((module) => module.items.some(teaches))) {
    problems.push({ code: 'NO_LESSONS', pointer: '/data/relationships/modules' });
  }
  course.modules.forEach((module, m) => {
    if (blank(module.title)) {
      problems.push({
        code: 'MODULE_TITLE_MISSING',
        pointer: `/data/relationships/modules/${m}/title`,
        targetId: module.id,
      });
    }
    module.items.forEach((item, i) => {
      const pointer = `/data/relationships/modules/${m}/items/${i}`;
      if (item.kind === 'lesson' && !item.hasContent) {
        problems.push({ code: 'LESSON_EMPTY', pointer, subject: item.title, targetId: item.id });
      }
      const quiz = item.kind === 'quiz' ? quizProblem(item) : null;
      if (quiz) problems.push({ ...quiz, pointer, subject: item.title, targetId: item.id });
      if (item.kind === 'assignment') {
        for (const code of item.assignmentProblems ?? []) {
          problems.push({ code, pointer, subject: item.title, targetId: item.id });
        }
      }
    });
  });
  return problems;
}

type Language = 'en' | 'nl' | 'ro';
type Texts = Record<Language, string>;

/** The course's own problems, which name no subject. */
const COURSE_PROBLEM_TEXT: Record<
  | 'TITLE_MISSING'
  | 'SUMMARY_MISSING'
  | 'CATALOG_MISSING'
  | 'NO_MODULES'
  | 'NO_LESSONS'
  | 'MODULE_TITLE_MISSING',
  Texts
> = {
  TITLE_MISSING: {
    en: 'The course has no title.',
    nl: 'De cursus heeft geen titel.',
    ro: 'Cursul nu are titlu.',
  },
  SUMMARY_MISSING: {
    en: 'The course has no summary.',
    nl: 'De cursus heeft geen samenvatting.',
    ro: 'Cursul nu are rezumat.',
  },
  CATALOG_MISSING: {
    en: 'Choose the catalog the course appears in.',
    nl: 'Kies de catalogus waarin de cursus verschijnt.',
    ro: 'Alege catalogul în care apare cursul.',
  },
  NO_MODULES: {
    en: 'Add at least one module with a lesson.',
    nl: 'Voeg minstens één module met een les toe.',
    ro: 'Adaugă cel puțin un modul cu o lecție.',
  },
  NO_LESSONS: {
    en: 'Add at least one lesson.',
    nl: 'Voeg minstens één les toe.',
    ro: 'Adaugă cel puțin o lecție.',
  },
  MODULE_TITLE_MISSING: {
    en: 'A module has no title.',
    nl: 'Een module heeft geen titel.',
    ro: 'Un modul nu are titlu.',
  },
};

/**
 * A problem in words (the API's 422 details on publish, the bulk results and the quiz editor's
 * problems), in the request's language: a Dutch author read them in English. The
 * editor's live checklist has its own texts in messages/ (authoring.publish.problems).
 */
export function publishProblemText(problem: PublishProblem, language: Language = 'en'): string {
  const subject = problem.subject ?? '';
  switch (problem.code) {
    case 'LESSON_EMPTY':
      return {
        en: `Lesson “${subject}” has no content yet.`,
        nl: `Les “${subject}” heeft nog geen inhoud.`,
        ro: `Lecția „${subject}” nu are încă conținut.`,
      }[language];
    case 'QUIZ_WITHOUT_QUESTIONS':
      return {
        en: `Quiz “${subject}” has no questions yet.`,
        nl: `Quiz “${subject}” heeft nog geen vragen.`,
        ro: `Testul „${subject}” nu are încă întrebări.`,
      }[language];
    case 'POOL_TOO_SMALL': {
      const [n, m] = [problem.drawCount ?? 0, problem.poolSize ?? 0];
      return {
        en: `Quiz “${subject}” draws ${n} questions but its pool holds only ${m}.`,
        nl: `Quiz “${subject}” trekt ${n} vragen, maar de pool bevat er maar ${m}.`,
        ro: `Testul „${subject}” extrage ${n} întrebări, dar setul conține doar ${m}.`,
      }[language];
    }
    case 'TITLE_MISSING':
    case 'SUMMARY_MISSING':
    case 'CATALOG_MISSING':
    case 'NO_MODULES':
    case 'NO_LESSONS':
    case 'MODULE_TITLE_MISSING':
      return COURSE_PROBLEM_TEXT[problem.code][language];
    default:
      return ASSIGNMENT_PROBLEM_TEXT[problem.code](subject)[language];
  }
}

/**
 * Whether stored lesson HTML counts as content: visible text, or an image, table, video or
 * embedded media. `<p></p>` (what an emptied editor leaves) does not.
 */
export function hasLessonContent(html: string): boolean {
  if (/<(img|table|iframe|video|audio)\b/i.test(html)) return true;
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim();
  return text.length > 0;
}
