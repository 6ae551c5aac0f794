'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useState } from 'react';
import { Input, NativeSelect } from '@/components/forms/native-fields';
import { ID_PREFIX, nextId } from '@/lib/quiz-editor/drafts';
import { moveBy } from '@/lib/quiz-editor/ordering';
import { QUIZ_LIMITS, type QuestionType } from '@/shared/quiz/types';
import { DraftField, type PartProps } from './draft-fields';
import { QuizChoice } from './quiz-choice';
import { RemoveRow, RowGroup, RowText, useRowList } from './row-list';

const { maxAcceptedAnswers } = QUIZ_LIMITS;

/** The part of the form that belongs to the question's type. */
export function TypeParts(props: PartProps) {
  const Part = PARTS[props.draft.type];
  return <Part {...props} />;
}

/** An open question has nothing to set here: the hint says a coach grades the answer. */
function OpenHint() {
  const t = useTranslations('quizEditor.form');
  return <p className="field-hint">{t('openHint')}</p>;
}

function ChoiceOptions(props: PartProps) {
  const { draft, fields, onChange } = props;
  const t = useTranslations('quizEditor.form');
  const single = draft.type === 'single_choice';
  const { id } = fields;
  // A removed option is no longer among the correct ones.
  const list = useRowList(props, 'options', (removed) => ({
    correct: draft.correct.filter((c) => c !== removed.id),
  }));
  const toggle = (optionId: string, on: boolean) =>
    onChange({
      correct: single
        ? [optionId]
        : on
          ? [...draft.correct.filter((c) => c !== optionId), optionId]
          : draft.correct.filter((c) => c !== optionId),
    });

  return (
    <>
      <RowGroup
        list={list}
        legend={t('options')}
        hint={single ? t('optionsHintSingle') : t('optionsHintMultiple')}
        alsoErrors={['correct']}
        addLabel={t('addOption')}
        newRow={() => ({ id: nextId(draft.options, ID_PREFIX.option), text: '' })}
      >
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
              <RowText
                list={list}
                index={index}
                label={t('option', { number })}
                value={option.text}
                onValue={(text) => list.set(index, { ...option, text })}
              />
              <RemoveRow list={list} index={index} label={t('removeOption', { number })} />
              {/* Shown afterwards under this answer when the student chose it (issue 41). */}
              <RowText
                list={list}
                index={index}
                idSuffix="-feedback"
                label={t('optionFeedback', { number })}
                value={option.feedback ?? ''}
                onValue={(feedback) => list.set(index, { ...option, feedback })}
              />
            </li>
          );
        })}
      </RowGroup>
      {!single && (
        <DraftField {...props} field="scoring" label={t('scoring')}>
          {(control) => (
            <NativeSelect {...control}>
              <option value="all_or_nothing">{t('scoringAllOrNothing')}</option>
              <option value="proportional">{t('scoringProportional')}</option>
            </NativeSelect>
          )}
        </DraftField>
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
        <QuizChoice
          key={String(value)}
          type="radio"
          id={fields.id(`correct-${value ? 0 : 1}`)}
          name={fields.id('truth')}
          checked={draft.truth === value}
          onCheckedChange={() => onChange({ truth: value })}
          label={value ? t('true') : t('false')}
        />
      ))}
      {fields.errorLine('correct')}
    </fieldset>
  );
}

function ShortAnswer(props: PartProps) {
  const { draft, onChange } = props;
  const t = useTranslations('quizEditor.form');
  const list = useRowList(props, 'accepted');
  return (
    <RowGroup
      list={list}
      legend={t('accepted')}
      hint={t('acceptedHint', { max: maxAcceptedAnswers })}
      addLabel={t('addAccepted')}
      newRow={() => ''}
      after={
        <QuizChoice
          checked={draft.caseSensitive}
          onCheckedChange={(caseSensitive) => onChange({ caseSensitive })}
          label={t('caseSensitive')}
        />
      }
    >
      {draft.accepted.map((answer, index) => {
        const number = index + 1;
        return (
          // Accepted answers have no ids: their place is their identity while editing.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <li key={index} className="quiz-row">
            <RowText
              list={list}
              index={index}
              label={t('acceptedAnswer', { number })}
              value={answer}
              onValue={(text) => list.set(index, text)}
            />
            <RemoveRow list={list} index={index} label={t('removeAccepted', { number })} />
          </li>
        );
      })}
    </RowGroup>
  );
}

function Numeric(props: PartProps) {
  const t = useTranslations('quizEditor.form');
  return (
    <div className="quiz-settings-row">
      <DraftField {...props} field="value" label={t('value')}>
        {(control) => <Input {...control} inputMode="decimal" />}
      </DraftField>
      <DraftField {...props} field="tolerance" label={t('tolerance')} hint={t('toleranceHint')}>
        {(control) => <Input {...control} inputMode="decimal" />}
      </DraftField>
    </div>
  );
}

function Matching(props: PartProps) {
  const { draft } = props;
  const t = useTranslations('quizEditor.form');
  const list = useRowList(props, 'pairs');
  return (
    <RowGroup
      list={list}
      legend={t('pairs')}
      hint={t('pairsHint')}
      addLabel={t('addPair')}
      newRow={() => ({ id: nextId(draft.pairs, ID_PREFIX.pair), left: '', right: '' })}
    >
      {draft.pairs.map((pair, index) => {
        const number = index + 1;
        return (
          <li key={pair.id} className="quiz-row quiz-pair">
            {(['left', 'right'] as const).map((side) => (
              <RowText
                key={side}
                list={list}
                index={index}
                idSuffix={side === 'right' ? '-right' : ''}
                label={t(side, { number })}
                value={pair[side]}
                onValue={(text) => list.set(index, { ...pair, [side]: text })}
              />
            ))}
            <RemoveRow list={list} index={index} label={t('removePair', { number })} />
          </li>
        );
      })}
    </RowGroup>
  );
}

function Ordering(props: PartProps) {
  const { draft, fields, onChange } = props;
  const t = useTranslations('quizEditor.form');
  const [announcement, setAnnouncement] = useState('');
  const list = useRowList(props, 'items');
  const move = (index: number, by: -1 | 1) => {
    const next = moveBy(draft.items, index, by);
    if (next === draft.items) return;
    const to = index + by;
    const item = draft.items[index];
    const edge = (by < 0 && to === 0) || (by > 0 && to === next.length - 1);
    const direction = by < 0 !== edge ? 'up' : 'down';
    if (item) list.focus(`item-${item.id}-${direction}`);
    setAnnouncement(
      t('itemMoved', { text: item?.text || t('item', { number: index + 1 }), position: to + 1 }),
    );
    onChange({ items: next });
  };
  return (
    <RowGroup
      list={list}
      legend={t('items')}
      hint={t('itemsHint')}
      addLabel={t('addItem')}
      newRow={() => ({ id: nextId(draft.items, ID_PREFIX.item), text: '' })}
      status={
        <p className="visually-hidden" role="status" aria-live="polite">
          {announcement}
        </p>
      }
    >
      {draft.items.map((item, index) => {
        const number = index + 1;
        return (
          <li key={item.id} className="quiz-row">
            <RowText
              list={list}
              index={index}
              label={t('item', { number })}
              value={item.text}
              onValue={(text) => list.set(index, { ...item, text })}
            />
            <div className="quiz-row-buttons">
              {([-1, 1] as const).map((by) => (
                <button
                  key={by}
                  id={fields.id(`item-${item.id}-${by < 0 ? 'up' : 'down'}`)}
                  type="button"
                  className="button button-ghost"
                  disabled={by < 0 ? index === 0 : index === draft.items.length - 1}
                  aria-label={t(by < 0 ? 'moveItemUp' : 'moveItemDown', { number })}
                  onClick={() => move(index, by)}
                >
                  {by < 0 ? '↑' : '↓'}
                </button>
              ))}
              <RemoveRow list={list} index={index} label={t('removeItem', { number })} />
            </div>
          </li>
        );
      })}
    </RowGroup>
  );
}

/** Each question type's part of the form. */
const PARTS: Record<QuestionType, (props: PartProps) => ReactNode> = {
  single_choice: ChoiceOptions,
  multiple_choice: ChoiceOptions,
  true_false: TrueFalse,
  short_answer: ShortAnswer,
  numeric: Numeric,
  matching: Matching,
  ordering: Ordering,
  open: OpenHint,
};
