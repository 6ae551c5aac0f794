'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { type ReactNode, useRef, useState } from 'react';
import { SaveStatus } from '@/components/authoring/save-status';
import { useAutosave } from '@/components/authoring/use-autosave';
import { Input, NativeSelect } from '@/components/forms/native-fields';
import { type FieldConfig, useForm } from '@/components/forms/use-form';
import { useMessageText } from '@/components/forms/use-message-text';
import { ApiError } from '@/lib/api/errors';
import { withQuizAnswer } from '@/lib/quiz-editor/cache';
import {
  type Check,
  type SettingsErrors,
  type SettingsField,
  type SettingsForm,
  settingsChanges,
  settingsFormOf,
  settingsOf,
} from '@/lib/quiz-editor/checks';
import { liftedErrors, SETTINGS_API_FIELDS } from '@/lib/quiz-editor/errors';
import { patchSettings, type QuizEditorData, quizEditorKeys } from '@/lib/resources/quiz-editor';
import { QUIZ_LIMITS, type QuizSettings, SHOW_AFTERWARDS } from '@/shared/quiz/types';
import { type Described, describedBy, ErrorLine } from './field-aria';
import { QuizChoice } from './quiz-choice';

const ATTEMPTS = Array.from({ length: QUIZ_LIMITS.maxAttempts }, (_, i) => String(i + 1));

/** The settings kept as text in the form: the number fields and the selects. */
type TextField =
  | 'passMark'
  | 'maxAttempts'
  | 'timeLimitMinutes'
  | 'drawCount'
  | 'poolCategory'
  | 'poolLabel';

/** What a settings control needs: the form, its change and save, ids, aria and error line. */
interface SettingsKit {
  form: SettingsForm;
  change: (next: Partial<SettingsForm>) => void;
  setText: (field: TextField, value: string) => void;
  flush: () => void;
  id: (field: string) => string;
  described: (field: SettingsField, hint?: boolean) => Described;
  errorLine: (field: SettingsField) => ReactNode;
}

/**
 * The ids, aria attributes and error lines of the settings' controls: a field's error is its
 * own check's, else the API's.
 */
function useFieldAria(
  itemId: string,
  localErrors: SettingsErrors | null,
  serverError: (field: SettingsField) => string | undefined,
) {
  const tc = useTranslations('quizEditor.checks');
  const id = (field: string) => `quiz-${itemId}-${field}`;
  const checkText = (check: Check) => tc(check.code, check.values ?? {});
  const errorOf = (field: SettingsField): string | undefined => {
    const local = localErrors?.[field];
    return local ? checkText(local) : serverError(field);
  };
  /** aria-invalid and aria-describedby (hint, then error) of a control. */
  const described = (field: SettingsField, hint?: boolean): Described =>
    describedBy(
      hint ? id(`${field}-hint`) : undefined,
      errorOf(field) ? id(`${field}-error`) : undefined,
    );
  const errorLine = (field: SettingsField) => (
    <ErrorLine id={id(`${field}-error`)} message={errorOf(field)} />
  );
  return { id, described, errorLine };
}

/** The settings as useForm fields, each with its form value; the API's 422s land on them. */
function useSettingsFields(settings: QuizSettings) {
  const [initial] = useState(() => settingsFormOf(settings));
  return useForm<SettingsField>({
    fields: Object.fromEntries(
      Object.entries(initial).map(([field, value]) => [field, { value }]),
    ) as Record<SettingsField, FieldConfig>,
    // The API's attributes, lifted out of `settings`.
    apiFields: SETTINGS_API_FIELDS,
    // Kept: whatever was typed while a save was under way.
    resetOnSuccess: false,
    // Nothing submits the settings: the autosave sends them and puts its answer on the form.
    onSubmit: () => undefined,
  });
}

/**
 * The settings form's state, autosaved about 1.5 s after a change (useAutosave, like the
 * course's details): out-of-range values are named at once and not sent; the API's 422s (and a
 * 403's reason) are put on the form, without moving the focus.
 */
function useSettingsForm(itemId: string, quiz: QuizEditorData) {
  const client = useQueryClient();
  const fields = useSettingsFields(quiz.settings);
  const text = useMessageText();
  const form = fields.values as unknown as SettingsForm;
  const [revision, setRevision] = useState(0);
  const saved = useRef<QuizSettings>(quiz.settings);
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
        fields.answer({ status: 200 });
        return 'saved';
      } catch (error) {
        if (error instanceof ApiError && (error.status === 422 || error.status === 403)) {
          fields.answer({ status: error.status, errors: liftedErrors(error.errors) });
        }
        throw error;
      }
    },
  });

  const change = (next: Partial<SettingsForm>) => {
    fields.setValues(next);
    setRevision((r) => r + 1);
  };
  const setText = (field: TextField, value: string) => {
    const next: Partial<SettingsForm> = {};
    next[field] = value;
    change(next);
  };
  const flush = () => void autosave.flush();

  const serverError = (field: SettingsField) => {
    const [message] = fields.field(field).messages;
    return message ? text(message) : undefined;
  };
  const { id, described, errorLine } = useFieldAria(itemId, parsed.errors, serverError);

  const kit: SettingsKit = { form, change, setText, flush, id, described, errorLine };
  // A refusal's reason is about what is still unsaved: gone once the form is back at the saved values.
  const general = dirty && fields.generalError ? text(fields.generalError) : null;
  return { kit, parsed, autosave, general };
}

/**
 * The quiz's settings, saved about 1.5 s after a change (useAutosave, like the course's
 * details) with the same save status. Out-of-range values are named at once and not sent; the
 * API's 422s are shown on their fields.
 */
export function SettingsSection({ itemId, quiz }: { itemId: string; quiz: QuizEditorData }) {
  const t = useTranslations('quizEditor.settings');
  const { kit, parsed, autosave, general } = useSettingsForm(itemId, quiz);
  const { form, change, id, described, errorLine } = kit;

  return (
    <section className="quiz-editor-section" aria-labelledby={id('settings-heading')}>
      <div className="quiz-editor-section-header">
        <h5 id={id('settings-heading')}>{t('heading')}</h5>
        <SaveStatus state={autosave.state} onRetry={kit.flush} />
      </div>
      {general && (
        <p className="form-error" role="alert">
          {general}
        </p>
      )}
      <div className="quiz-settings-row">
        <NumberField
          kit={kit}
          field="passMark"
          label={t('passMark')}
          min={QUIZ_LIMITS.minPassMark}
          max={QUIZ_LIMITS.maxPassMark}
        />
        <SelectField
          kit={kit}
          field="maxAttempts"
          label={t('attempts')}
          empty={t('unlimited')}
          choices={ATTEMPTS}
        />
        <NumberField
          kit={kit}
          field="timeLimitMinutes"
          label={t('timeLimit')}
          min={1}
          max={QUIZ_LIMITS.maxTimeLimitMinutes}
          hint={t('timeLimitHint')}
        />
      </div>

      <fieldset className="quiz-choices" {...described('layout')}>
        <legend>{t('layout')}</legend>
        {(['one', 'all'] as const).map((layout) => (
          <QuizChoice
            key={layout}
            type="radio"
            name={id('layout')}
            value={layout}
            checked={form.layout === layout}
            onCheckedChange={() => change({ layout })}
            label={t(layout === 'one' ? 'layoutOne' : 'layoutAll')}
          />
        ))}
        {errorLine('layout')}
      </fieldset>

      <ShownChoices kit={kit} />

      {quiz.features.randomQuizzes && (
        <RandomPool kit={kit} quiz={quiz} drawCount={parsed.settings?.drawCount ?? null} />
      )}
    </section>
  );
}

/** The shuffle checkboxes and what a participant is shown after an attempt. */
function ShownChoices({ kit }: { kit: SettingsKit }) {
  const t = useTranslations('quizEditor.settings');
  const { form, change, described, errorLine } = kit;
  return (
    <>
      <fieldset className="quiz-choices">
        <legend>{t('shuffle')}</legend>
        {(['shuffleQuestions', 'shuffleOptions'] as const).map((field) => (
          <QuizChoice
            key={field}
            checked={form[field]}
            onCheckedChange={(on) => change({ [field]: on })}
            {...described(field)}
            label={t(field)}
          />
        ))}
        {errorLine('shuffleQuestions')}
        {errorLine('shuffleOptions')}
      </fieldset>

      <fieldset className="quiz-choices" {...described('showAfterwards')}>
        <legend>{t('showAfterwards')}</legend>
        {SHOW_AFTERWARDS.map((key) => (
          <QuizChoice
            key={key}
            checked={form.showAfterwards.includes(key)}
            onCheckedChange={(on) =>
              change({
                showAfterwards: on
                  ? [...form.showAfterwards, key]
                  : form.showAfterwards.filter((shown) => shown !== key),
              })
            }
            label={t(`show.${key}`)}
          />
        ))}
        {errorLine('showAfterwards')}
      </fieldset>
    </>
  );
}

/** Random quizzes: how many questions to draw and from which pool, with the pool's size. */
function RandomPool({
  kit,
  quiz,
  drawCount,
}: {
  kit: SettingsKit;
  quiz: QuizEditorData;
  /** The valid draw count typed, if any. */
  drawCount: number | null;
}) {
  const t = useTranslations('quizEditor.settings');
  const { form } = kit;
  const poolTooSmall = drawCount !== null && drawCount > quiz.poolSize;
  const ownPool = (other: string) => (other ? t('anyValue') : t('ownQuestions'));
  return (
    <fieldset className="quiz-random">
      <legend>{t('random')}</legend>
      <div className="quiz-settings-row">
        <NumberField
          kit={kit}
          field="drawCount"
          label={t('drawCount')}
          min={1}
          max={QUIZ_LIMITS.maxDrawCount}
          hint={t('drawCountHint')}
        />
        <SelectField
          kit={kit}
          field="poolCategory"
          label={t('poolCategory')}
          empty={ownPool(form.poolLabel)}
          choices={withCurrent(quiz.categories, form.poolCategory)}
        />
        <SelectField
          kit={kit}
          field="poolLabel"
          label={t('poolLabel')}
          empty={ownPool(form.poolCategory)}
          choices={withCurrent(quiz.labels, form.poolLabel)}
        />
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
  );
}

/** A whole-number setting, saved when it loses focus; an optional hint below describes it. */
function NumberField({
  kit,
  field,
  label,
  min,
  max,
  hint,
}: {
  kit: SettingsKit;
  field: TextField;
  label: string;
  min: number;
  max: number;
  hint?: string;
}) {
  return (
    <div className="field">
      <label htmlFor={kit.id(field)}>{label}</label>
      <Input
        id={kit.id(field)}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={kit.form[field]}
        onChange={(event) => kit.setText(field, event.target.value)}
        onBlur={kit.flush}
        {...kit.described(field, hint !== undefined)}
      />
      {hint !== undefined && (
        <p id={kit.id(`${field}-hint`)} className="field-hint">
          {hint}
        </p>
      )}
      {kit.errorLine(field)}
    </div>
  );
}

/** A setting chosen from a list: an empty-value first choice, then the given values. */
function SelectField({
  kit,
  field,
  label,
  empty,
  choices,
}: {
  kit: SettingsKit;
  field: TextField;
  label: string;
  /** The text of the '' choice (unlimited, no pool…). */
  empty: string;
  choices: readonly string[];
}) {
  return (
    <div className="field">
      <label htmlFor={kit.id(field)}>{label}</label>
      <NativeSelect
        id={kit.id(field)}
        value={kit.form[field]}
        onChange={(event) => kit.setText(field, event.target.value)}
        {...kit.described(field)}
      >
        <option value="">{empty}</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </NativeSelect>
      {kit.errorLine(field)}
    </div>
  );
}

/** A select's choices, with the saved value kept even when the bank no longer lists it. */
function withCurrent(choices: string[], current: string): string[] {
  return current && !choices.includes(current) ? [current, ...choices] : choices;
}
