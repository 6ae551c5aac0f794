import type { Answer, PublicQuestion, QuestionDefinition } from '@/shared/quiz/types';

/*
 * Answers as the attempt view edits them: whether one is complete, the numeric input's reading
 * (comma or dot), and the moves of an ordering question.
 */

/** Whether `answer` answers `question` completely (the navigator's mark, "unanswered" count). */
export function isAnswered(question: PublicQuestion, answer: Answer | null | undefined): boolean {
  if (!answer || answer.type !== question.body.type) return false;
  const body = question.body;
  switch (answer.type) {
    case 'single_choice':
      return body.type === 'single_choice' && body.options.some((o) => o.id === answer.option);
    case 'multiple_choice':
      return answer.options.length > 0;
    case 'true_false':
      return typeof answer.value === 'boolean';
    case 'short_answer':
    case 'open':
      return answer.text.trim() !== '';
    case 'numeric':
      return Number.isFinite(answer.value);
    case 'matching':
      return (
        body.type === 'matching' &&
        body.lefts.every((left) => body.rights.some((r) => r.id === answer.matches[left.id]))
      );
    case 'ordering':
      return (
        body.type === 'ordering' &&
        answer.order.length === body.items.length &&
        body.items.every((item) => answer.order.includes(item.id))
      );
  }
}

/** The questions of an attempt not (completely) answered. */
export function unansweredQuestions(
  questions: readonly PublicQuestion[],
  answers: Readonly<Record<string, Answer>>,
): PublicQuestion[] {
  return questions.filter((question) => !isAnswered(question, answers[question.id]));
}

const NUMBER = /^[-+]?(\d+([.,]\d*)?|[.,]\d+)$/;

/**
 * What a student typed in a numeric question, as a number: "3,5", "3.5", " -12 ", ",5"; null
 * for nothing or anything else ("1.000,5", "3e2", "abc").
 */
export function parseNumeric(text: string): number | null {
  const trimmed = text.trim().replace(/\s/g, '');
  if (!NUMBER.test(trimmed)) return null;
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

/** A number as the numeric input shows it back, with the locale's decimal separator. */
export function formatNumeric(value: number, decimalSeparator: '.' | ',' = '.'): string {
  const text = String(value);
  return decimalSeparator === ',' ? text.replace('.', ',') : text;
}

/** The order with the item at `from` moved one place up (-1) or down (+1); unchanged at an edge. */
export function moveItem(order: readonly string[], from: number, step: -1 | 1): string[] {
  const to = from + step;
  if (from < 0 || from >= order.length || to < 0 || to >= order.length) return [...order];
  const next = [...order];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/** The ordering question's items as the student sees them: their answer's order, else as shown. */
export function orderOf(question: PublicQuestion, answer: Answer | null | undefined): string[] {
  if (question.body.type !== 'ordering') return [];
  const shown = question.body.items.map((item) => item.id);
  if (answer?.type !== 'ordering') return shown;
  const known = answer.order.filter((id) => shown.includes(id));
  return [...known, ...shown.filter((id) => !known.includes(id))];
}

/** An option's text by id (choice options, matching lefts/rights, ordering items). */
export function optionText(question: PublicQuestion, id: string): string | null {
  const body = question.body;
  const lists =
    body.type === 'single_choice' || body.type === 'multiple_choice'
      ? [body.options]
      : body.type === 'matching'
        ? [body.lefts, body.rights]
        : body.type === 'ordering'
          ? [body.items]
          : [];
  for (const list of lists) {
    const found = list.find((option) => option.id === id);
    if (found) return found.text;
  }
  return null;
}

/** The parts of a written-out answer or key: each a line the result view shows. */
export type AnswerLine =
  | { kind: 'text'; text: string }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'number'; value: number; tolerance?: number }
  | { kind: 'pair'; left: string; right: string };

/** The student's answer as lines of text (the result view's "Your answer"). */
export function answerLines(question: PublicQuestion, answer: Answer | null | undefined) {
  if (!answer) return [];
  const text = (id: string) => optionText(question, id) ?? id;
  switch (answer.type) {
    case 'single_choice':
      return [{ kind: 'text', text: text(answer.option) }] as AnswerLine[];
    case 'multiple_choice':
      return answer.options.map((id): AnswerLine => ({ kind: 'text', text: text(id) }));
    case 'true_false':
      return [{ kind: 'boolean', value: answer.value }] as AnswerLine[];
    case 'short_answer':
    case 'open':
      return answer.text.trim() ? ([{ kind: 'text', text: answer.text }] as AnswerLine[]) : [];
    case 'numeric':
      return [{ kind: 'number', value: answer.value }] as AnswerLine[];
    case 'matching':
      return Object.entries(answer.matches).map(
        ([left, right]): AnswerLine => ({ kind: 'pair', left: text(left), right: text(right) }),
      );
    case 'ordering':
      return answer.order.map((id): AnswerLine => ({ kind: 'text', text: text(id) }));
  }
}

/** A question's key as lines of text (the result view's "Correct answer"). */
export function keyLines(definition: QuestionDefinition): AnswerLine[] {
  switch (definition.type) {
    case 'single_choice': {
      const option = definition.options.find((o) => o.id === definition.correct);
      return option ? [{ kind: 'text', text: option.text }] : [];
    }
    case 'multiple_choice':
      return definition.options
        .filter((option) => definition.correct.includes(option.id))
        .map((option) => ({ kind: 'text', text: option.text }));
    case 'true_false':
      return [{ kind: 'boolean', value: definition.correct }];
    case 'short_answer':
      return definition.accepted.map((text) => ({ kind: 'text', text }));
    case 'numeric':
      return [{ kind: 'number', value: definition.value, tolerance: definition.tolerance }];
    case 'matching':
      return definition.pairs.map((pair) => ({ kind: 'pair', left: pair.left, right: pair.right }));
    case 'ordering':
      return definition.items.map((item) => ({ kind: 'text', text: item.text }));
    case 'open':
      return [];
  }
}
