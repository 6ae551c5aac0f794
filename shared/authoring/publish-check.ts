/**
 * The publish check of SCREENS "Authoring": what a course needs before students may see it.
 * Pure and free of server code, so the API (422 on publish) and the editor's live checklist
 * give the same answer from the same function.
 */

export type PublishCheckItem = {
  id: string;
  kind: 'lesson' | 'quiz' | 'assignment';
  title: string;
  /** The lesson has content (sanitised HTML with text or media). */
  hasContent: boolean;
  /** Questions a quiz holds (quizzes arrive with a later issue: 0 until then). */
  questionCount?: number;
};

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
  | 'QUIZ_WITHOUT_QUESTIONS';

export type PublishProblem = {
  code: PublishProblemCode;
  /** A JSON pointer into the course document, e.g. /data/attributes/summary. */
  pointer: string;
  /** What the problem is about (a module's or item's title), for the message. */
  subject?: string;
  /** The module or item it is about (the editor links to it). */
  targetId?: string;
};

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
  } else if (!course.modules.some((module) => module.items.some((i) => i.kind === 'lesson'))) {
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
      if (item.kind === 'quiz' && !(item.questionCount && item.questionCount > 0)) {
        problems.push({
          code: 'QUIZ_WITHOUT_QUESTIONS',
          pointer,
          subject: item.title,
          targetId: item.id,
        });
      }
    });
  });
  return problems;
}

/** English texts of the problems (the API's 422 details; the UI has its own translations). */
export function publishProblemText(problem: PublishProblem): string {
  const subject = problem.subject ?? '';
  switch (problem.code) {
    case 'TITLE_MISSING':
      return 'The course has no title.';
    case 'SUMMARY_MISSING':
      return 'The course has no summary.';
    case 'CATALOG_MISSING':
      return 'Choose the catalog the course appears in.';
    case 'NO_MODULES':
      return 'Add at least one module with a lesson.';
    case 'NO_LESSONS':
      return 'Add at least one lesson.';
    case 'MODULE_TITLE_MISSING':
      return 'A module has no title.';
    case 'LESSON_EMPTY':
      return `Lesson “${subject}” has no content yet.`;
    case 'QUIZ_WITHOUT_QUESTIONS':
      return `Quiz “${subject}” has no questions yet.`;
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
