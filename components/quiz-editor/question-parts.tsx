'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Input, NativeSelect } from '@/components/forms/native-fields';
import type { QuestionField } from '@/lib/quiz-editor/checks';
import { ID_PREFIX, nextId, type QuestionDraft, type Scoring } from '@/lib/quiz-editor/drafts';
import { moveBy, removeAt } from '@/lib/quiz-editor/ordering';
import { QUIZ_LIMITS } from '@/shared/quiz/types';

/** What the question form gives its parts to show errors the one way. */
export interface FieldState {
  /** The control's id in this form. */
  id: (part: string) => string;
  /** The error text of a field, if any. */
  error: (field: QuestionField) => string | undefined;
  /** The row (0-based) an error is about, when it names one. */
  index: (field: QuestionField) => number | undefined;
  /** aria-invalid / aria-describedby for a control of a field (with an optional hint's id). */
  described: (field: QuestionField, hint?: string) => Record<string, unknown>;
  /** The error line of a field (the id `described` points to). */
  errorLine: (field: QuestionField) => ReactNode;
}

interface PartProps {
  draft: QuestionDraft;
  fields: FieldState;
  onChange: (next: Partial<QuestionDraft>) => void;
}

const { minOptions, maxOptions, maxAcceptedAnswers, maxOptionLength } = QUIZ_LIMITS;

/** The focus moves to a row added or the list's Add button after a removal. */
function useFocusAfter() {
  const target = useRef<string | null>(null);
  useEffect(() => {
    if (!target.current) return;
    document.getElementById(target.current)?.focus();
    target.current = null;
  });
  return (id: string) => {
    target.current = id;
  };
}

/** The part of the form that belongs to the question's type. */
export function TypeParts(props: PartProps) {
  const t = useTranslations('quizEditor.form');
  switch (props.draft.type) {
    case 'single_choice':
    case 'multiple_choice':
      return <ChoiceOptions {...props} />;
    case 'true_false':
      return <TrueFalse {...props} />;
    case 'short_answer':
      return <ShortAnswer {...props} />;
    case 'numeric':
      return <Numeric {...props} />;
    case 'matching':
      return <Matching {...props} />;
    case 'ordering':
      return <Ordering {...props} />;
    case 'open':
      return <p className="field-hint">{t('openHint')}</p>;
  }
}

/** Invalid when the field's error names this row (or names no row, for the first). */
const rowInvalid = (fields: FieldState, field: QuestionField, index: number) =>
  fields.error(field) !== undefined && (fields.index(field) ?? -1) === index;

function ChoiceOptions({ draft, fields, onChange }: PartProps) {
  const t = useTranslations('quizEditor.form');
  const focus = useFocusAfter();
  const single = draft.type === 'single_choice';
  const { id } = fields;
  const groupErrors = [
    fields.error('options') ? id('options-error') : '',
    fields.error('correct') ? id('correct-error') : '',
  ]
    .filter(Boolean)
    .join(' ');

  const setText = (index: number, text: string) =>
    onChange({ options: draft.options.map((o, i) => (i === index ? { ...o, text } : o)) });
  const toggle = (optionId: string, on: boolean) =>
    onChange({
      correct: single
        ? [optionId]
        : on
          ? [...draft.correct.filter((c) => c !== optionId), optionId]
          : draft.correct.filter((c) => c !== optionId),
    });
  const add = () => {
    focus(id(`options-${draft.options.length}`));
    onChange({
      options: [...draft.options, { id: nextId(draft.options, ID_PREFIX.option), text: '' }],
    });
  };
  const remove = (index: number) => {
    const removed = draft.options[index];
    focus(id('add-option'));
    onChange({
      options: removeAt(draft.options, index),
      correct: draft.correct.filter((c) => c !== removed?.id),
    });
  };

  return (
    <>
      <fieldset
        className="quiz-list-group"
        aria-describedby={[id('options-hint'), groupErrors].filter(Boolean).join(' ')}
      >
        <legend>{t('options')}</legend>
        <p id={id('options-hint')} className="field-hint">
          {single ? t('optionsHintSingle') : t('optionsHintMultiple')}
        </p>
        <ol className="quiz-rows">
          {draft.options.map((option, index) => {
            const number = index + 1;
            return (
              <li key={option.id} className="quiz-row">
                <label className="quiz-correct">
                  <Input
                    id={id(`correct-${index}`)}
                    type={single ? 'radio' : 'checkbox'}
                    name={id('correct')}
                    aria-label={t('correctOption', { number })}
                    checked={draft.correct.includes(option.id)}
                    onChange={(event) => toggle(option.id, event.target.checked)}
                  />
                  {t('correct')}
                </label>
                <div className="field quiz-row-text">
                  <label htmlFor={id(`options-${index}`)}>{t('option', { number })}</label>
                  <Input
                    id={id(`options-${index}`)}
                    value={option.text}
                    maxLength={maxOptionLength}
                    onChange={(event) => setText(index, event.target.value)}
                    {...(rowInvalid(fields, 'options', index)
                      ? { 'aria-invalid': true, 'aria-describedby': id('options-error') }
                      : {})}
                  />
                </div>
                <button
                  type="button"
                  className="button button-ghost quiz-delete"
                  disabled={draft.options.length <= minOptions}
                  aria-label={t('removeOption', { number })}
                  onClick={() => remove(index)}
                >
                  {t('remove')}
                </button>
              </li>
            );
          })}
        </ol>
        {fields.errorLine('options')}
        {fields.errorLine('correct')}
        <button
          id={id('add-option')}
          type="button"
          className="button"
          disabled={draft.options.length >= maxOptions}
          onClick={add}
        >
          {t('addOption')}
        </button>
      </fieldset>
      {!single && (
        <div className="field">
          <label htmlFor={id('scoring')}>{t('scoring')}</label>
          <NativeSelect
            id={id('scoring')}
            value={draft.scoring}
            onChange={(event) => onChange({ scoring: event.target.value as Scoring })}
            {...fields.described('scoring')}
          >
            <option value="all_or_nothing">{t('scoringAllOrNothing')}</option>
            <option value="proportional">{t('scoringProportional')}</option>
          </NativeSelect>
          {fields.errorLine('scoring')}
        </div>
      )}
    </>
  );
}

function TrueFalse({ draft, fields, onChange }: PartProps) {
  const t = useTranslations('quizEditor.form');
  return (
    <fieldset className="quiz-choices" {...fields.described('correct')}>
      <legend>{t('correctAnswer')}</legend>
      {([true, false] as const).map((value) => (
        <label key={String(value)} className="quiz-choice">
          <Input
            id={fields.id(`correct-${value ? 0 : 1}`)}
            type="radio"
            name={fields.id('truth')}
            checked={draft.truth === value}
            onChange={() => onChange({ truth: value })}
          />
          {value ? t('true') : t('false')}
        </label>
      ))}
      {fields.errorLine('correct')}
    </fieldset>
  );
}

function ShortAnswer({ draft, fields, onChange }: PartProps) {
  const t = useTranslations('quizEditor.form');
  const focus = useFocusAfter();
  const { id } = fields;
  const add = () => {
    focus(id(`accepted-${draft.accepted.length}`));
    onChange({ accepted: [...draft.accepted, ''] });
  };
  return (
    <fieldset
      className="quiz-list-group"
      aria-describedby={[id('accepted-hint'), fields.error('accepted') ? id('accepted-error') : '']
        .filter(Boolean)
        .join(' ')}
    >
      <legend>{t('accepted')}</legend>
      <p id={id('accepted-hint')} className="field-hint">
        {t('acceptedHint', { max: maxAcceptedAnswers })}
      </p>
      <ol className="quiz-rows">
        {draft.accepted.map((answer, index) => {
          const number = index + 1;
          return (
            // Accepted answers have no ids: their place is their identity while editing.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <li key={index} className="quiz-row">
              <div className="field quiz-row-text">
                <label htmlFor={id(`accepted-${index}`)}>{t('acceptedAnswer', { number })}</label>
                <Input
                  id={id(`accepted-${index}`)}
                  value={answer}
                  maxLength={maxOptionLength}
                  onChange={(event) =>
                    onChange({
                      accepted: draft.accepted.map((a, i) =>
                        i === index ? event.target.value : a,
                      ),
                    })
                  }
                  {...(rowInvalid(fields, 'accepted', index)
                    ? { 'aria-invalid': true, 'aria-describedby': id('accepted-error') }
                    : {})}
                />
              </div>
              <button
                type="button"
                className="button button-ghost quiz-delete"
                disabled={draft.accepted.length <= 1}
                aria-label={t('removeAccepted', { number })}
                onClick={() => {
                  focus(id('add-accepted'));
                  onChange({ accepted: removeAt(draft.accepted, index) });
                }}
              >
                {t('remove')}
              </button>
            </li>
          );
        })}
      </ol>
      {fields.errorLine('accepted')}
      <button
        id={id('add-accepted')}
        type="button"
        className="button"
        disabled={draft.accepted.length >= maxAcceptedAnswers}
        onClick={add}
      >
        {t('addAccepted')}
      </button>
      <label className="quiz-choice">
        <Input
          type="checkbox"
          checked={draft.caseSensitive}
          onChange={(event) => onChange({ caseSensitive: event.target.checked })}
        />
        {t('caseSensitive')}
      </label>
    </fieldset>
  );
}

function Numeric({ draft, fields, onChange }: PartProps) {
  const t = useTranslations('quizEditor.form');
  const { id } = fields;
  return (
    <div className="quiz-settings-row">
      <div className="field">
        <label htmlFor={id('value')}>{t('value')}</label>
        <Input
          id={id('value')}
          inputMode="decimal"
          value={draft.value}
          onChange={(event) => onChange({ value: event.target.value })}
          {...fields.described('value')}
        />
        {fields.errorLine('value')}
      </div>
      <div className="field">
        <label htmlFor={id('tolerance')}>{t('tolerance')}</label>
        <Input
          id={id('tolerance')}
          inputMode="decimal"
          value={draft.tolerance}
          onChange={(event) => onChange({ tolerance: event.target.value })}
          {...fields.described('tolerance', id('tolerance-hint'))}
        />
        <p id={id('tolerance-hint')} className="field-hint">
          {t('toleranceHint')}
        </p>
        {fields.errorLine('tolerance')}
      </div>
    </div>
  );
}

function Matching({ draft, fields, onChange }: PartProps) {
  const t = useTranslations('quizEditor.form');
  const focus = useFocusAfter();
  const { id } = fields;
  const set = (index: number, side: 'left' | 'right', text: string) =>
    onChange({ pairs: draft.pairs.map((p, i) => (i === index ? { ...p, [side]: text } : p)) });
  const invalid = (index: number) =>
    rowInvalid(fields, 'pairs', index)
      ? { 'aria-invalid': true, 'aria-describedby': id('pairs-error') }
      : {};
  return (
    <fieldset
      className="quiz-list-group"
      aria-describedby={[id('pairs-hint'), fields.error('pairs') ? id('pairs-error') : '']
        .filter(Boolean)
        .join(' ')}
    >
      <legend>{t('pairs')}</legend>
      <p id={id('pairs-hint')} className="field-hint">
        {t('pairsHint')}
      </p>
      <ol className="quiz-rows">
        {draft.pairs.map((pair, index) => {
          const number = index + 1;
          return (
            <li key={pair.id} className="quiz-row quiz-pair">
              <div className="field quiz-row-text">
                <label htmlFor={id(`pairs-${index}`)}>{t('left', { number })}</label>
                <Input
                  id={id(`pairs-${index}`)}
                  value={pair.left}
                  maxLength={maxOptionLength}
                  onChange={(event) => set(index, 'left', event.target.value)}
                  {...invalid(index)}
                />
              </div>
              <div className="field quiz-row-text">
                <label htmlFor={id(`pairs-${index}-right`)}>{t('right', { number })}</label>
                <Input
                  id={id(`pairs-${index}-right`)}
                  value={pair.right}
                  maxLength={maxOptionLength}
                  onChange={(event) => set(index, 'right', event.target.value)}
                  {...invalid(index)}
                />
              </div>
              <button
                type="button"
                className="button button-ghost quiz-delete"
                disabled={draft.pairs.length <= minOptions}
                aria-label={t('removePair', { number })}
                onClick={() => {
                  focus(id('add-pair'));
                  onChange({ pairs: removeAt(draft.pairs, index) });
                }}
              >
                {t('remove')}
              </button>
            </li>
          );
        })}
      </ol>
      {fields.errorLine('pairs')}
      <button
        id={id('add-pair')}
        type="button"
        className="button"
        disabled={draft.pairs.length >= maxOptions}
        onClick={() => {
          focus(id(`pairs-${draft.pairs.length}`));
          onChange({
            pairs: [
              ...draft.pairs,
              { id: nextId(draft.pairs, ID_PREFIX.pair), left: '', right: '' },
            ],
          });
        }}
      >
        {t('addPair')}
      </button>
    </fieldset>
  );
}

function Ordering({ draft, fields, onChange }: PartProps) {
  const t = useTranslations('quizEditor.form');
  const focus = useFocusAfter();
  const [announcement, setAnnouncement] = useState('');
  const { id } = fields;
  const move = (index: number, by: -1 | 1) => {
    const next = moveBy(draft.items, index, by);
    if (next === draft.items) return;
    const to = index + by;
    const item = draft.items[index];
    const edge = (by < 0 && to === 0) || (by > 0 && to === next.length - 1);
    const direction = by < 0 !== edge ? 'up' : 'down';
    if (item) focus(id(`item-${item.id}-${direction}`));
    setAnnouncement(
      t('itemMoved', { text: item?.text || t('item', { number: index + 1 }), position: to + 1 }),
    );
    onChange({ items: next });
  };
  return (
    <fieldset
      className="quiz-list-group"
      aria-describedby={[id('items-hint'), fields.error('items') ? id('items-error') : '']
        .filter(Boolean)
        .join(' ')}
    >
      <legend>{t('items')}</legend>
      <p id={id('items-hint')} className="field-hint">
        {t('itemsHint')}
      </p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <ol className="quiz-rows">
        {draft.items.map((item, index) => {
          const number = index + 1;
          return (
            <li key={item.id} className="quiz-row">
              <div className="field quiz-row-text">
                <label htmlFor={id(`items-${index}`)}>{t('item', { number })}</label>
                <Input
                  id={id(`items-${index}`)}
                  value={item.text}
                  maxLength={maxOptionLength}
                  onChange={(event) =>
                    onChange({
                      items: draft.items.map((it, i) =>
                        i === index ? { ...it, text: event.target.value } : it,
                      ),
                    })
                  }
                  {...(rowInvalid(fields, 'items', index)
                    ? { 'aria-invalid': true, 'aria-describedby': id('items-error') }
                    : {})}
                />
              </div>
              <div className="quiz-row-buttons">
                <button
                  id={id(`item-${item.id}-up`)}
                  type="button"
                  className="button button-ghost"
                  disabled={index === 0}
                  aria-label={t('moveItemUp', { number })}
                  onClick={() => move(index, -1)}
                >
                  ↑
                </button>
                <button
                  id={id(`item-${item.id}-down`)}
                  type="button"
                  className="button button-ghost"
                  disabled={index === draft.items.length - 1}
                  aria-label={t('moveItemDown', { number })}
                  onClick={() => move(index, 1)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="button button-ghost quiz-delete"
                  disabled={draft.items.length <= minOptions}
                  aria-label={t('removeItem', { number })}
                  onClick={() => {
                    focus(id('add-item'));
                    onChange({ items: removeAt(draft.items, index) });
                  }}
                >
                  {t('remove')}
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      {fields.errorLine('items')}
      <button
        id={id('add-item')}
        type="button"
        className="button"
        disabled={draft.items.length >= maxOptions}
        onClick={() => {
          focus(id(`items-${draft.items.length}`));
          onChange({
            items: [...draft.items, { id: nextId(draft.items, ID_PREFIX.item), text: '' }],
          });
        }}
      >
        {t('addItem')}
      </button>
    </fieldset>
  );
}
