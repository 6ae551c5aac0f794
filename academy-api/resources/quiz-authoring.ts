import { quizProblem } from '../../shared/authoring/publish-check';
import type { Question, QuizSettings } from '../../shared/quiz/types';
import { toWire } from '../../shared/quiz/wire';
import { buildDocument, type ResourceObject } from '../jsonapi/document';
import type { Locale } from '../jsonapi/messages';
import type { AuthoringQuiz } from '../queries/quiz-authoring';

/** A question as its author edits it: the definition (the key) included, in wire form. */
export function questionResource(question: Question): ResourceObject {
  const { id, ...rest } = question;
  return { type: 'questions', id, attributes: toWire<Record<string, unknown>>(rest) };
}

export type QuizProblem = { code: string; detail: string };

/** What keeps the quiz from being published, in the request's language. */
export function quizProblems(
  params: { title: string; questionCount: number; settings: QuizSettings; poolSize: number },
  locale: Locale,
): QuizProblem[] {
  const problem = quizProblem({
    questionCount: params.questionCount,
    drawCount: params.settings.drawCount,
    poolSize: params.poolSize,
  });
  if (!problem) return [];
  const title = params.title;
  if (problem.code === 'QUIZ_WITHOUT_QUESTIONS') {
    const detail = {
      en: `Quiz “${title}” has no questions yet.`,
      nl: `Quiz “${title}” heeft nog geen vragen.`,
      ro: `Testul „${title}” nu are încă întrebări.`,
    }[locale];
    return [{ code: problem.code, detail }];
  }
  const { drawCount: n, poolSize: m } = problem;
  const detail = {
    en: `Quiz “${title}” draws ${n} questions but its pool holds only ${m}.`,
    nl: `Quiz “${title}” trekt ${n} vragen, maar de pool bevat er maar ${m}.`,
    ro: `Testul „${title}” extrage ${n} întrebări, dar setul conține doar ${m}.`,
  }[locale];
  return [{ code: problem.code, detail }];
}

export type QuizAuthoringData = {
  quiz: AuthoringQuiz;
  settings: QuizSettings;
  questions: Question[];
  poolSize: number;
  categories: string[];
  labels: string[];
  features: { randomQuizzes: boolean; quizImport: boolean };
};

/** The quiz as its editor reads it (docs/quizzes-api.md "Authoring a quiz"). */
export function quizAuthoringDocument(data: QuizAuthoringData, locale: Locale) {
  const resource: ResourceObject = {
    type: 'quizzes',
    id: data.quiz.itemId,
    attributes: {
      title: data.quiz.title,
      course_id: data.quiz.courseId,
      course_title: data.quiz.courseTitle,
      settings: toWire(data.settings),
      questions: data.questions.map((question) => toWire(question)),
      question_count: data.questions.length,
      pool_size: data.poolSize,
      problems: quizProblems(
        {
          title: data.quiz.title,
          questionCount: data.questions.length,
          settings: data.settings,
          poolSize: data.poolSize,
        },
        locale,
      ),
    },
  };
  return buildDocument(resource, {
    meta: {
      categories: data.categories,
      labels: data.labels,
      features: {
        random_quizzes: data.features.randomQuizzes,
        quiz_import: data.features.quizImport,
      },
    },
  });
}
