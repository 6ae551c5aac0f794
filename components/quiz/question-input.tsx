'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { Input, NativeSelect, Textarea } from '@/components/forms/native-fields';
import { formatNumeric, moveItem, optionText, orderOf, parseNumeric } from '@/lib/quiz/answers';
import { MAX_OPEN_ANSWER_LENGTH, MAX_SHORT_ANSWER_LENGTH } from '@/shared/quiz/attempt';
import type { Answer, PublicQuestion } from '@/shared/quiz/types';

export interface QuestionInputProps {
  question: PublicQuestion;
  answer: Answer | undefined;
  /** A complete or partial answer to keep; null when the input holds nothing sendable. */
  onChange: (answer: Answer | null) => void;
  /** The legend (the question's prompt): the name of controls that have no label of their own. */
  legendId: string;
}

/**
 * The controls of one question, by type, inside the question's fieldset (whose legend is the
 * prompt): radios, checkboxes, a text or numeric input, a select per matching item, an ordering
 * list moved with buttons, or a text area. All of them work with the keyboard alone.
 */
export function QuestionInput(props: QuestionInputProps) {
  const { question, answer, onChange, legendId } = props;
  const t = useTranslations('quiz.inputs');
  const name = `quiz-${question.id}`;
  const body = question.body;
  switch (body.type) {
    case 'single_choice':
      return (
        <ul className="quiz-options">
          {body.options.map((option) => (
            <li key={option.id}>
              <label className="quiz-choice">
                <Input
                  type="radio"
                  name={name}
                  value={option.id}
                  checked={answer?.type === 'single_choice' && answer.option === option.id}
                  onChange={() => onChange({ type: 'single_choice', option: option.id })}
                />
                <span>{option.text}</span>
              </label>
            </li>
          ))}
        </ul>
      );
    case 'multiple_choice': {
      const chosen = answer?.type === 'multiple_choice' ? answer.options : [];
      return (
        <ul className="quiz-options">
          {body.options.map((option) => (
            <li key={option.id}>
              <label className="quiz-choice">
                <Input
                  type="checkbox"
                  name={name}
                  value={option.id}
                  checked={chosen.includes(option.id)}
                  onChange={(event) => {
                    const next = event.currentTarget.checked
                      ? [...chosen, option.id]
                      : chosen.filter((id) => id !== option.id);
                    // In the order shown, whatever the order of clicks.
                    const order = body.options.map((o) => o.id).filter((id) => next.includes(id));
                    onChange({ type: 'multiple_choice', options: order });
                  }}
                />
                <span>{option.text}</span>
              </label>
            </li>
          ))}
        </ul>
      );
    }
    case 'true_false':
      return (
        <ul className="quiz-options quiz-options-inline">
          {[true, false].map((value) => (
            <li key={String(value)}>
              <label className="quiz-choice">
                <Input
                  type="radio"
                  name={name}
                  value={String(value)}
                  checked={answer?.type === 'true_false' && answer.value === value}
                  onChange={() => onChange({ type: 'true_false', value })}
                />
                <span>{value ? t('true') : t('false')}</span>
              </label>
            </li>
          ))}
        </ul>
      );
    case 'short_answer':
      return (
        <Input
          type="text"
          className="quiz-text"
          aria-labelledby={legendId}
          autoComplete="off"
          spellCheck={false}
          maxLength={MAX_SHORT_ANSWER_LENGTH}
          value={answer?.type === 'short_answer' ? answer.text : ''}
          onChange={(event) => onChange({ type: 'short_answer', text: event.currentTarget.value })}
        />
      );
    case 'numeric':
      return <NumericInput {...props} />;
    case 'matching':
      return <MatchingInput {...props} />;
    case 'ordering':
      return <OrderingInput {...props} />;
    case 'open':
      return (
        <Textarea
          className="quiz-textarea"
          aria-labelledby={legendId}
          rows={6}
          maxLength={MAX_OPEN_ANSWER_LENGTH}
          value={answer?.type === 'open' ? answer.text : ''}
          onChange={(event) => onChange({ type: 'open', text: event.currentTarget.value })}
        />
      );
  }
}

/** A number typed with a comma or a dot; kept as typed, sent once it reads as a number. */
function NumericInput({ answer, onChange, legendId }: QuestionInputProps) {
  const t = useTranslations('quiz.inputs');
  const separator = useLocale() === 'en' ? '.' : ',';
  const hintId = useId();
  const errorId = useId();
  const [text, setText] = useState(() =>
    answer?.type === 'numeric' ? formatNumeric(answer.value, separator) : '',
  );
  const invalid = text.trim() !== '' && parseNumeric(text) === null;
  return (
    <div className="quiz-numeric">
      <Input
        type="text"
        inputMode="decimal"
        className="quiz-text quiz-number"
        autoComplete="off"
        aria-labelledby={legendId}
        aria-describedby={invalid ? `${hintId} ${errorId}` : hintId}
        aria-invalid={invalid || undefined}
        value={text}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setText(next);
          const value = parseNumeric(next);
          onChange(value === null ? null : { type: 'numeric', value });
        }}
      />
      <p id={hintId} className="quiz-hint">
        {t('numericHint')}
      </p>
      {invalid && (
        <p id={errorId} className="field-error">
          {t('numericInvalid')}
        </p>
      )}
    </div>
  );
}

/** One select per left item, choosing among the rights. */
function MatchingInput({ question, answer, onChange }: QuestionInputProps) {
  const t = useTranslations('quiz.inputs');
  const id = useId();
  if (question.body.type !== 'matching') return null;
  const { lefts, rights } = question.body;
  const matches = answer?.type === 'matching' ? answer.matches : {};
  return (
    <ul className="quiz-matches">
      {lefts.map((left, index) => (
        <li key={left.id} className="quiz-match">
          <label htmlFor={`${id}-${index}`}>{left.text}</label>
          <NativeSelect
            id={`${id}-${index}`}
            value={matches[left.id] ?? ''}
            onChange={(event) => {
              const value = event.currentTarget.value;
              const next = { ...matches };
              if (value) next[left.id] = value;
              else delete next[left.id];
              onChange({ type: 'matching', matches: next });
            }}
          >
            <option value="">{t('chooseMatch')}</option>
            {rights.map((right) => (
              <option key={right.id} value={right.id}>
                {right.text}
              </option>
            ))}
          </NativeSelect>
        </li>
      ))}
    </ul>
  );
}

/**
 * The items in the student's order, each with "Move up" and "Move down". The focus stays on the
 * moved item's button (or its other one at an edge) and the new position is announced.
 */
function OrderingInput({ question, answer, onChange, legendId }: QuestionInputProps) {
  const t = useTranslations('quiz.inputs');
  const [announcement, setAnnouncement] = useState('');
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const order = orderOf(question, answer);
  const move = (from: number, step: -1 | 1) => {
    const next = moveItem(order, from, step);
    const itemId = order[from]!;
    const to = next.indexOf(itemId);
    if (to === from) return;
    onChange({ type: 'ordering', order: next });
    setAnnouncement(
      t('moved', {
        item: optionText(question, itemId) ?? '',
        position: to + 1,
        total: next.length,
      }),
    );
    // After React has moved it: the same button, or the other one when it reached an edge.
    const atEdge = to === 0 || to === next.length - 1;
    const direction = atEdge ? (to === 0 ? 'down' : 'up') : step === -1 ? 'up' : 'down';
    requestAnimationFrame(() => buttons.current.get(`${itemId}:${direction}`)?.focus());
  };
  const ref = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };
  return (
    <>
      <ol className="quiz-order" aria-labelledby={legendId}>
        {order.map((itemId, index) => {
          const text = optionText(question, itemId) ?? '';
          return (
            <li key={itemId} className="quiz-order-item">
              <span className="quiz-order-position" aria-hidden="true">
                {index + 1}
              </span>
              <span className="quiz-order-text">{text}</span>
              <span className="quiz-order-buttons">
                <button
                  type="button"
                  className="button"
                  ref={ref(`${itemId}:up`)}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  {t('moveUp')}
                  <span className="visually-hidden">: {text}</span>
                </button>
                <button
                  type="button"
                  className="button"
                  ref={ref(`${itemId}:down`)}
                  disabled={index === order.length - 1}
                  onClick={() => move(index, 1)}
                >
                  {t('moveDown')}
                  <span className="visually-hidden">: {text}</span>
                </button>
              </span>
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </>
  );
}
