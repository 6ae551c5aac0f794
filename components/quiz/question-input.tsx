'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { Input, NativeSelect, Textarea } from '@/components/forms/native-fields';
import { Options } from '@/components/forms/options';
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
        <ChoiceList
          name={name}
          type="radio"
          options={body.options}
          isChecked={(id) => answer?.type === 'single_choice' && answer.option === id}
          onPick={(option) => onChange({ type: 'single_choice', option })}
        />
      );
    case 'multiple_choice': {
      const chosen = answer?.type === 'multiple_choice' ? answer.options : [];
      return (
        <ChoiceList
          name={name}
          type="checkbox"
          options={body.options}
          isChecked={(id) => chosen.includes(id)}
          onPick={(option, checked) => {
            const next = checked ? [...chosen, option] : chosen.filter((id) => id !== option);
            // In the order shown, whatever the order of clicks.
            const order = body.options.map((o) => o.id).filter((id) => next.includes(id));
            onChange({ type: 'multiple_choice', options: order });
          }}
        />
      );
    }
    case 'true_false':
      return (
        <ChoiceList
          name={name}
          type="radio"
          inline
          options={[
            { id: 'true', text: t('true') },
            { id: 'false', text: t('false') },
          ]}
          isChecked={(id) => answer?.type === 'true_false' && String(answer.value) === id}
          onPick={(value) => onChange({ type: 'true_false', value: value === 'true' })}
        />
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

/**
 * Radios or checkboxes, one labelled option a line (`inline`: side by side), each with its id as
 * its value. `onPick` gets the id of the one changed and whether it is now checked (a radio only
 * changes when it gets checked).
 */
function ChoiceList({
  name,
  type,
  inline = false,
  options,
  isChecked,
  onPick,
}: {
  name: string;
  type: 'radio' | 'checkbox';
  inline?: boolean;
  options: readonly { id: string; text: string }[];
  isChecked: (id: string) => boolean;
  onPick: (id: string, checked: boolean) => void;
}) {
  return (
    <ul
      className={
        inline
          ? 'quiz-options quiz-options-inline kit-list kit-stack'
          : 'quiz-options kit-list kit-stack'
      }
    >
      {options.map((option) => (
        <li key={option.id}>
          <label className="quiz-choice">
            <Input
              type={type}
              name={name}
              value={option.id}
              checked={isChecked(option.id)}
              onChange={(event) => onPick(option.id, event.currentTarget.checked)}
            />
            <span>{option.text}</span>
          </label>
        </li>
      ))}
    </ul>
  );
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
      <p id={hintId} className="quiz-hint kit-meta">
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
    <ul className="quiz-matches kit-list">
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
            <Options items={rights} value="id" label="text" empty={t('chooseMatch')} />
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
      <ol className="quiz-order kit-list kit-stack" aria-labelledby={legendId}>
        {order.map((itemId, index) => {
          const text = optionText(question, itemId) ?? '';
          return (
            <li key={itemId} className="quiz-order-item kit-surface">
              <span className="quiz-order-position" aria-hidden="true">
                {index + 1}
              </span>
              <span className="quiz-order-text">{text}</span>
              <span className="quiz-order-buttons">
                {([-1, 1] as const).map((step) => {
                  const up = step < 0;
                  return (
                    <button
                      key={step}
                      type="button"
                      className="button"
                      ref={ref(`${itemId}:${up ? 'up' : 'down'}`)}
                      disabled={up ? index === 0 : index === order.length - 1}
                      onClick={() => move(index, step)}
                    >
                      {t(up ? 'moveUp' : 'moveDown')}
                      <span className="visually-hidden">: {text}</span>
                    </button>
                  );
                })}
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
