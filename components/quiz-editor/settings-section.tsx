'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { SaveStatus } from '@/components/authoring/save-status';
import { useAutosave } from '@/components/authoring/use-autosave';
import { Input, NativeSelect } from '@/components/forms/native-fields';
import { ApiError } from '@/lib/api/errors';
import { withQuizAnswer } from '@/lib/quiz-editor/cache';
import {
  type Check,
  type SettingsField,
  type SettingsForm,
  settingsChanges,
  settingsFormOf,
  settingsOf,
} from '@/lib/quiz-editor/checks';
import { detailsByField, settingsFieldOf } from '@/lib/quiz-editor/errors';
import { patchSettings, type QuizEditorData, quizEditorKeys } from '@/lib/resources/quiz-editor';
import { QUIZ_LIMITS, type QuizSettings, SHOW_AFTERWARDS } from '@/shared/quiz/types';

const ATTEMPTS = Array.from({ length: QUIZ_LIMITS.maxAttempts }, (_, i) => String(i + 1));

/**
 * The quiz's settings, saved about 1.5 s after a change (useAutosave, like the course's
 * details) with the same save status. Out-of-range values are named at once and not sent; the
 * API's 422s are shown on their fields.
 */
export function SettingsSection({ itemId, quiz }: { itemId: string; quiz: QuizEditorData }) {
  const t = useTranslations('quizEditor.settings');
  const tc = useTranslations('quizEditor.checks');
  const client = useQueryClient();
  const [form, setForm] = useState<SettingsForm>(() => settingsFormOf(quiz.settings));
  const [revision, setRevision] = useState(0);
  const saved = useRef<QuizSettings>(quiz.settings);
  const [serverErrors, setServerErrors] = useState<{
    fields: Partial<Record<SettingsField, string>>;
    other: string[];
  }>({ fields: {}, other: [] });
  const formRef = useRef(form);
  formRef.current = form;

  const parsed = settingsOf(form);
  const changes = parsed.settings ? settingsChanges(parsed.settings, saved.current) : {};
  const dirty = Object.keys(changes).length > 0;

  const autosave = useAutosave({
    dirty,
    revision,
    save: async () => {
      const next = settingsOf(formRef.current).settings;
      if (!next) return 'saved';
      const sent = settingsChanges(next, saved.current);
      if (Object.keys(sent).length === 0) return 'saved';
      try {
        const answer = await patchSettings(itemId, sent);
        saved.current = { ...saved.current, ...sent, ...(answer.quiz.settings ?? {}) };
        client.setQueryData(quizEditorKeys.detail(itemId), (old: QuizEditorData | undefined) =>
          old ? withQuizAnswer({ ...old, settings: saved.current }, answer) : old,
        );
        if (!answer.quiz.problems || answer.quiz.poolSize === undefined) {
          void client.invalidateQueries({ queryKey: quizEditorKeys.detail(itemId) });
        }
        setServerErrors({ fields: {}, other: [] });
        return 'saved';
      } catch (error) {
        if (error instanceof ApiError && (error.status === 422 || error.status === 403)) {
          setServerErrors(detailsByField(error.errors, settingsFieldOf));
        }
        throw error;
      }
    },
  });

  const change = (next: Partial<SettingsForm>) => {
    setForm((current) => ({ ...current, ...next }));
    setServerErrors((current) => {
      const fields = { ...current.fields };
      for (const key of Object.keys(next) as SettingsField[]) delete fields[key];
      return { fields, other: [] };
    });
    setRevision((r) => r + 1);
  };
  const flush = () => void autosave.flush();

  const id = (field: string) => `quiz-${itemId}-${field}`;
  const checkText = (check: Check) => tc(check.code, check.values ?? {});
  const errorOf = (field: SettingsField): string | undefined => {
    const local = parsed.errors?.[field];
    return local ? checkText(local) : serverErrors.fields[field];
  };
  /** aria-invalid and aria-describedby (hint, then error) of a control. */
  const described = (field: SettingsField, hint?: boolean) => {
    const error = errorOf(field);
    const ids = [hint ? id(`${field}-hint`) : '', error ? id(`${field}-error`) : '']
      .filter(Boolean)
      .join(' ');
    return {
      ...(error ? { 'aria-invalid': true as const } : {}),
      ...(ids ? { 'aria-describedby': ids } : {}),
    };
  };
  const errorLine = (field: SettingsField) => {
    const error = errorOf(field);
    return error ? (
      <p id={id(`${field}-error`)} className="field-error">
        {error}
      </p>
    ) : null;
  };

  const drawCount = parsed.settings?.drawCount ?? null;
  const poolTooSmall = drawCount !== null && drawCount > quiz.poolSize;
  const ownPool = (other: string) => (other ? t('anyValue') : t('ownQuestions'));

  return (
    <section className="quiz-editor-section" aria-labelledby={id('settings-heading')}>
      <div className="quiz-editor-section-header">
        <h5 id={id('settings-heading')}>{t('heading')}</h5>
        <SaveStatus state={autosave.state} onRetry={flush} />
      </div>
      {serverErrors.other.length > 0 && (
        <p className="form-error" role="alert">
          {serverErrors.other.join('\n')}
        </p>
      )}
      <div className="quiz-settings-row">
        <div className="field">
          <label htmlFor={id('passMark')}>{t('passMark')}</label>
          <Input
            id={id('passMark')}
            type="number"
            inputMode="numeric"
            min={QUIZ_LIMITS.minPassMark}
            max={QUIZ_LIMITS.maxPassMark}
            step={1}
            value={form.passMark}
            onChange={(event) => change({ passMark: event.target.value })}
            onBlur={flush}
            {...described('passMark')}
          />
          {errorLine('passMark')}
        </div>
        <div className="field">
          <label htmlFor={id('maxAttempts')}>{t('attempts')}</label>
          <NativeSelect
            id={id('maxAttempts')}
            value={form.maxAttempts}
            onChange={(event) => change({ maxAttempts: event.target.value })}
            {...described('maxAttempts')}
          >
            <option value="">{t('unlimited')}</option>
            {ATTEMPTS.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </NativeSelect>
          {errorLine('maxAttempts')}
        </div>
        <div className="field">
          <label htmlFor={id('timeLimitMinutes')}>{t('timeLimit')}</label>
          <Input
            id={id('timeLimitMinutes')}
            type="number"
            inputMode="numeric"
            min={1}
            max={QUIZ_LIMITS.maxTimeLimitMinutes}
            step={1}
            value={form.timeLimitMinutes}
            onChange={(event) => change({ timeLimitMinutes: event.target.value })}
            onBlur={flush}
            {...described('timeLimitMinutes', true)}
          />
          <p id={id('timeLimitMinutes-hint')} className="field-hint">
            {t('timeLimitHint')}
          </p>
          {errorLine('timeLimitMinutes')}
        </div>
      </div>

      <fieldset className="quiz-choices" {...described('layout')}>
        <legend>{t('layout')}</legend>
        {(['one', 'all'] as const).map((layout) => (
          <label key={layout} className="quiz-choice">
            <Input
              type="radio"
              name={id('layout')}
              value={layout}
              checked={form.layout === layout}
              onChange={() => change({ layout })}
            />
            {t(layout === 'one' ? 'layoutOne' : 'layoutAll')}
          </label>
        ))}
        {errorLine('layout')}
      </fieldset>

      <fieldset className="quiz-choices">
        <legend>{t('shuffle')}</legend>
        <label className="quiz-choice">
          <Input
            type="checkbox"
            checked={form.shuffleQuestions}
            onChange={(event) => change({ shuffleQuestions: event.target.checked })}
            {...described('shuffleQuestions')}
          />
          {t('shuffleQuestions')}
        </label>
        <label className="quiz-choice">
          <Input
            type="checkbox"
            checked={form.shuffleOptions}
            onChange={(event) => change({ shuffleOptions: event.target.checked })}
            {...described('shuffleOptions')}
          />
          {t('shuffleOptions')}
        </label>
        {errorLine('shuffleQuestions')}
        {errorLine('shuffleOptions')}
      </fieldset>

      <fieldset className="quiz-choices" {...described('showAfterwards')}>
        <legend>{t('showAfterwards')}</legend>
        {SHOW_AFTERWARDS.map((key) => (
          <label key={key} className="quiz-choice">
            <Input
              type="checkbox"
              checked={form.showAfterwards.includes(key)}
              onChange={(event) =>
                change({
                  showAfterwards: event.target.checked
                    ? [...form.showAfterwards, key]
                    : form.showAfterwards.filter((shown) => shown !== key),
                })
              }
            />
            {t(`show.${key}`)}
          </label>
        ))}
        {errorLine('showAfterwards')}
      </fieldset>

      {quiz.features.randomQuizzes && (
        <fieldset className="quiz-random">
          <legend>{t('random')}</legend>
          <div className="quiz-settings-row">
            <div className="field">
              <label htmlFor={id('drawCount')}>{t('drawCount')}</label>
              <Input
                id={id('drawCount')}
                type="number"
                inputMode="numeric"
                min={1}
                max={QUIZ_LIMITS.maxDrawCount}
                step={1}
                value={form.drawCount}
                onChange={(event) => change({ drawCount: event.target.value })}
                onBlur={flush}
                {...described('drawCount', true)}
              />
              <p id={id('drawCount-hint')} className="field-hint">
                {t('drawCountHint')}
              </p>
              {errorLine('drawCount')}
            </div>
            <div className="field">
              <label htmlFor={id('poolCategory')}>{t('poolCategory')}</label>
              <NativeSelect
                id={id('poolCategory')}
                value={form.poolCategory}
                onChange={(event) => change({ poolCategory: event.target.value })}
                {...described('poolCategory')}
              >
                <option value="">{ownPool(form.poolLabel)}</option>
                {withCurrent(quiz.categories, form.poolCategory).map((category) => (
                  <option key={category} value={category}>
                    {category}
                  </option>
                ))}
              </NativeSelect>
              {errorLine('poolCategory')}
            </div>
            <div className="field">
              <label htmlFor={id('poolLabel')}>{t('poolLabel')}</label>
              <NativeSelect
                id={id('poolLabel')}
                value={form.poolLabel}
                onChange={(event) => change({ poolLabel: event.target.value })}
                {...described('poolLabel')}
              >
                <option value="">{ownPool(form.poolCategory)}</option>
                {withCurrent(quiz.labels, form.poolLabel).map((label) => (
                  <option key={label} value={label}>
                    {label}
                  </option>
                ))}
              </NativeSelect>
              {errorLine('poolLabel')}
            </div>
          </div>
          <p className="field-hint">{t('poolHint')}</p>
          <p className="quiz-pool-size">{t('poolSize', { count: quiz.poolSize })}</p>
          {poolTooSmall && (
            <p className="quiz-warning" role="alert">
              <strong>{t('warning')}</strong>{' '}
              {t('poolTooSmall', { count: drawCount ?? 0, pool: quiz.poolSize })}
            </p>
          )}
        </fieldset>
      )}
    </section>
  );
}

/** A select's choices, with the saved value kept even when the bank no longer lists it. */
function withCurrent(choices: string[], current: string): string[] {
  return current && !choices.includes(current) ? [current, ...choices] : choices;
}
