'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { SaveStatus } from '@/components/authoring/save-status';
import { useAutosave } from '@/components/authoring/use-autosave';
import { RichTextEditor } from '@/components/editor/lazy-editor';
import { QueryPending } from '@/components/errors/error-panel';
import { Input, NativeSelect, Textarea } from '@/components/forms/native-fields';
import { Link } from '@/components/ui/link';
import { ApiError } from '@/lib/api/errors';
import {
  type AssignmentFormField,
  assignmentChanges,
  assignmentFieldOf,
  assignmentFormOf,
  type AssignmentForm as Form,
  newCriterion,
  settingsOfForm,
} from '@/lib/coaching/assignment-form';
import { detailsByField } from '@/lib/quiz-editor/errors';
import { authoringKeys } from '@/lib/resources/authoring';
import {
  type AssignmentEditorData,
  assignmentEditorQuery,
  assignmentKeys,
  patchAssignment,
} from '@/lib/resources/coaching';
import {
  ASSIGNMENT_LIMITS,
  ASSIGNMENT_MODES,
  type AssignmentSettings,
  GRADING_SCHEMES,
} from '@/shared/coaching/types';
import '@/components/forms/forms.css';
import './assignment-editor.css';
import { DateTimeField } from '@/components/forms/date-field';

/**
 * An assignment item's editor inside the course editor (SCREENS "Coaching", docs/coaching-api.md
 * "Authoring an assignment"): what keeps it from being taken, its instructions in the shared
 * editor, due date, individual or group, and how it is graded (pass/fail, points, or a rubric
 * of criteria). Saved about 1.5 s after a change, like the quiz settings.
 */
export function AssignmentEditor({ itemId }: { itemId: string }) {
  const query = useQuery(assignmentEditorQuery(itemId));
  if (!query.data) return <QueryPending query={query} />;
  return <AssignmentForm itemId={itemId} assignment={query.data} />;
}

function AssignmentForm({
  itemId,
  assignment,
}: {
  itemId: string;
  assignment: AssignmentEditorData;
}) {
  const t = useTranslations('coaching.editor');
  const client = useQueryClient();
  const id = useId();
  const [form, setForm] = useState<Form>(() => assignmentFormOf(assignment.settings));
  const [revision, setRevision] = useState(0);
  const saved = useRef<AssignmentSettings>(assignment.settings);
  const formRef = useRef(form);
  formRef.current = form;
  const [serverErrors, setServerErrors] = useState<{
    fields: Partial<Record<AssignmentFormField, string>>;
    other: string[];
  }>({ fields: {}, other: [] });

  const parsed = settingsOfForm(form);
  const dirty = parsed.settings
    ? Object.keys(assignmentChanges(parsed.settings, saved.current)).length > 0
    : false;

  const autosave = useAutosave({
    dirty,
    revision,
    save: async () => {
      const next = settingsOfForm(formRef.current).settings;
      if (!next) return 'saved';
      const sent = assignmentChanges(next, saved.current);
      if (Object.keys(sent).length === 0) return 'saved';
      try {
        const answer = await patchAssignment(itemId, sent);
        saved.current = { ...saved.current, ...sent };
        client.setQueryData(assignmentKeys.editor(itemId), {
          ...answer,
          settings: saved.current,
        });
        setServerErrors({ fields: {}, other: [] });
        // The course editor's Publish checklist lists assignment problems too.
        void client.invalidateQueries({ queryKey: authoringKeys.editors() });
        return 'saved';
      } catch (error) {
        if (error instanceof ApiError && (error.status === 422 || error.status === 403)) {
          setServerErrors(detailsByField(error.errors, assignmentFieldOf));
        }
        throw error;
      }
    },
  });
  const flush = () => void autosave.flush();

  const change = (next: Partial<Form>) => {
    setForm((current) => ({ ...current, ...next }));
    setServerErrors((current) => {
      const fields = { ...current.fields };
      for (const key of Object.keys(next) as AssignmentFormField[]) delete fields[key];
      return { fields, other: [] };
    });
    setRevision((r) => r + 1);
  };

  const fieldId = (field: string) => `${id}-${field}`;
  const errorOf = (field: AssignmentFormField) => {
    const local = parsed.errors?.[field];
    return local ? t(`checks.${local}`, ASSIGNMENT_LIMITS) : serverErrors.fields[field];
  };
  const described = (field: AssignmentFormField, hint = false) => {
    const error = errorOf(field);
    const ids = [hint ? fieldId(`${field}-hint`) : '', error ? fieldId(`${field}-error`) : '']
      .filter(Boolean)
      .join(' ');
    return {
      ...(error ? { 'aria-invalid': true as const } : {}),
      ...(ids ? { 'aria-describedby': ids } : {}),
    };
  };
  const errorLine = (field: AssignmentFormField) => {
    const error = errorOf(field);
    return error ? (
      <p id={fieldId(`${field}-error`)} className="field-error">
        {error}
      </p>
    ) : null;
  };

  const groups = assignment.features.groupAssignments;
  return (
    <div className="assignment-editor">
      <div role="status" aria-live="polite">
        {assignment.problems.length > 0 && (
          <div className="assignment-editor-problems">
            <p className="assignment-editor-problems-title">{t('problems')}</p>
            <ul>
              {assignment.problems.map((problem) => (
                <li key={problem.code}>{problem.detail}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <div className="assignment-editor-head">
        <h5>{t('heading')}</h5>
        <SaveStatus state={autosave.state} onRetry={flush} />
      </div>
      {serverErrors.other.length > 0 && (
        <p className="form-error" role="alert">
          {serverErrors.other.join('\n')}
        </p>
      )}
      <RichTextEditor
        id={fieldId('instructions')}
        label={t('instructions')}
        hint={t('instructionsHint')}
        value={form.instructionsHtml}
        onChange={(html: string) => change({ instructionsHtml: html })}
        onBlur={flush}
        maxLength={ASSIGNMENT_LIMITS.maxRichTextLength}
        error={errorOf('instructionsHtml')}
      />
      <div className="assignment-editor-row">
        <div className="field">
          <label htmlFor={fieldId('dueAt')}>{t('dueAt')}</label>
          <DateTimeField
            id={fieldId('dueAt')}
            value={form.dueAt}
            onChange={(value) => change({ dueAt: value })}
            onBlur={flush}
            {...described('dueAt', true)}
          />
          <p id={fieldId('dueAt-hint')} className="field-hint">
            {t('dueAtHint')}
          </p>
          {errorLine('dueAt')}
        </div>
        <fieldset className="field assignment-editor-mode">
          <legend>{t('mode')}</legend>
          {ASSIGNMENT_MODES.map((mode) => (
            <label key={mode} className="assignment-editor-choice">
              <Input
                type="radio"
                name={fieldId('mode')}
                value={mode}
                checked={form.mode === mode}
                disabled={mode === 'group' && !groups && form.mode !== 'group'}
                onChange={() => change({ mode })}
              />
              {t(`modes.${mode}`)}
            </label>
          ))}
          {!groups ? (
            <p className="field-hint">{t('groupsOff')}</p>
          ) : form.mode === 'group' ? (
            <p className="field-hint">
              {t('groupCount', { count: assignment.groupCount })}{' '}
              <Link href={`/admin/courses/${encodeURIComponent(assignment.courseId)}/groups`}>
                {t('manageGroups')}
              </Link>
            </p>
          ) : null}
          {errorLine('mode')}
        </fieldset>
      </div>
      <div className="assignment-editor-row">
        <div className="field">
          <label htmlFor={fieldId('scheme')}>{t('scheme')}</label>
          <NativeSelect
            id={fieldId('scheme')}
            value={form.scheme}
            onChange={(event) => change({ scheme: event.target.value as Form['scheme'] })}
            onBlur={flush}
          >
            {GRADING_SCHEMES.map((scheme) => (
              <option key={scheme} value={scheme}>
                {t(`schemes.${scheme}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        {form.scheme === 'points' && (
          <div className="field">
            <label htmlFor={fieldId('maxPoints')}>{t('maxPoints')}</label>
            <Input
              id={fieldId('maxPoints')}
              type="number"
              inputMode="numeric"
              min={ASSIGNMENT_LIMITS.minMaxPoints}
              max={ASSIGNMENT_LIMITS.maxMaxPoints}
              value={form.maxPoints}
              onChange={(event) => change({ maxPoints: event.target.value })}
              onBlur={flush}
              {...described('maxPoints')}
            />
            {errorLine('maxPoints')}
          </div>
        )}
        {form.scheme !== 'pass_fail' && (
          <div className="field">
            <label htmlFor={fieldId('passPercent')}>{t('passPercent')}</label>
            <Input
              id={fieldId('passPercent')}
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              value={form.passPercent}
              onChange={(event) => change({ passPercent: event.target.value })}
              onBlur={flush}
              {...described('passPercent', true)}
            />
            <p id={fieldId('passPercent-hint')} className="field-hint">
              {t('passPercentHint')}
            </p>
            {errorLine('passPercent')}
          </div>
        )}
      </div>
      {form.scheme === 'rubric' && (
        <RubricFields
          form={form}
          onChange={change}
          onBlur={flush}
          error={errorOf('rubric')}
          idOf={fieldId}
        />
      )}
    </div>
  );
}

function RubricFields({
  form,
  onChange,
  onBlur,
  error,
  idOf,
}: {
  form: Form;
  onChange: (next: Partial<Form>) => void;
  onBlur: () => void;
  error: string | undefined;
  idOf: (field: string) => string;
}) {
  const t = useTranslations('coaching.editor');
  const added = useRef<string | null>(null);
  useEffect(() => {
    if (!added.current) return;
    document.getElementById(idOf(`criterion-${added.current}-title`))?.focus();
    added.current = null;
  });
  const update = (index: number, next: Partial<Form['rubric'][number]>) =>
    onChange({
      rubric: form.rubric.map((criterion, i) =>
        i === index ? { ...criterion, ...next } : criterion,
      ),
    });
  const total = form.rubric.reduce((sum, criterion) => sum + (Number(criterion.maxPoints) || 0), 0);
  return (
    <fieldset className="assignment-rubric">
      <legend>{t('rubric')}</legend>
      <p className="field-hint">{t('rubricTotal', { total })}</p>
      {form.rubric.length === 0 && <p className="muted">{t('rubricEmpty')}</p>}
      <ol className="assignment-rubric-list">
        {form.rubric.map((criterion, index) => (
          <li key={criterion.id} className="assignment-rubric-criterion">
            <div className="field">
              <label htmlFor={idOf(`criterion-${criterion.id}-title`)}>
                {t('criterionTitle', { number: index + 1 })}
              </label>
              <Input
                id={idOf(`criterion-${criterion.id}-title`)}
                value={criterion.title}
                maxLength={ASSIGNMENT_LIMITS.maxCriterionTitle}
                onChange={(event) => update(index, { title: event.target.value })}
                onBlur={onBlur}
              />
            </div>
            <div className="field">
              <label htmlFor={idOf(`criterion-${criterion.id}-description`)}>
                {t('criterionDescription', { number: index + 1 })}
              </label>
              <Textarea
                id={idOf(`criterion-${criterion.id}-description`)}
                rows={2}
                value={criterion.description}
                maxLength={ASSIGNMENT_LIMITS.maxCriterionDescription}
                onChange={(event) => update(index, { description: event.target.value })}
                onBlur={onBlur}
              />
            </div>
            <div className="field assignment-rubric-points">
              <label htmlFor={idOf(`criterion-${criterion.id}-points`)}>
                {t('criterionPoints', { number: index + 1 })}
              </label>
              <Input
                id={idOf(`criterion-${criterion.id}-points`)}
                type="number"
                inputMode="numeric"
                min={1}
                max={ASSIGNMENT_LIMITS.maxCriterionPoints}
                value={criterion.maxPoints}
                onChange={(event) => update(index, { maxPoints: event.target.value })}
                onBlur={onBlur}
              />
            </div>
            <button
              type="button"
              className="button button-ghost"
              aria-label={t('removeCriterion', { number: index + 1 })}
              onClick={() => {
                onChange({ rubric: form.rubric.filter((_, i) => i !== index) });
                document.getElementById(idOf('add-criterion'))?.focus();
              }}
            >
              {t('remove')}
            </button>
          </li>
        ))}
      </ol>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <button
        id={idOf('add-criterion')}
        type="button"
        className="button"
        disabled={form.rubric.length >= ASSIGNMENT_LIMITS.maxCriteria}
        onClick={() => {
          const criterion = newCriterion(form.rubric);
          added.current = criterion.id;
          onChange({ rubric: [...form.rubric, criterion] });
        }}
      >
        {t('addCriterion')}
      </button>
    </fieldset>
  );
}
