import type { QuizAnswer, QuizEditorData } from '@/lib/resources/quiz-editor';
import type { Question } from '@/shared/quiz/types';

/**
 * Pure updates of the cached quiz editor (quizEditorKeys.detail) after a write the server
 * confirmed; the editor refetches afterwards for what the server derives (problems, pool size).
 */

/** A created question at the end of the list (once, even when a refetch brought it already). */
export function withQuestionAdded(data: QuizEditorData, question: Question): QuizEditorData {
  if (data.questions.some((q) => q.id === question.id)) return withQuestionReplaced(data, question);
  return { ...data, questions: [...data.questions, question] };
}

/** An updated question in its place. */
export function withQuestionReplaced(data: QuizEditorData, question: Question): QuizEditorData {
  return {
    ...data,
    questions: data.questions.map((q) => (q.id === question.id ? question : q)),
  };
}

export function withQuestionRemoved(data: QuizEditorData, id: string): QuizEditorData {
  return { ...data, questions: data.questions.filter((q) => q.id !== id) };
}

/**
 * The questions in the order of `ids`; any question the ids leave out keeps its relative place
 * at the end (a question added meanwhile is not lost).
 */
export function withQuestionOrder(data: QuizEditorData, ids: readonly string[]): QuizEditorData {
  const byId = new Map(data.questions.map((q) => [q.id, q]));
  const ordered = ids.flatMap((id) => byId.get(id) ?? []);
  const rest = data.questions.filter((q) => !ids.includes(q.id));
  return { ...data, questions: [...ordered, ...rest] };
}

/** A quiz a write answered with (settings saved): its meta and questions only when it has them. */
export function withQuizAnswer(data: QuizEditorData, answer: QuizAnswer): QuizEditorData {
  return { ...data, ...answer.quiz, ...(answer.meta ?? {}) };
}
