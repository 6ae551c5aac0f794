'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { SaveStatus } from '@/components/authoring/save-status';
import { RichTextEditor } from '@/components/editor/lazy-editor';
import { QueryPending } from '@/components/errors/error-panel';
import { FormError } from '@/components/forms/form-error';
import { type AssignmentEditorData, assignmentEditorQuery } from '@/lib/resources/coaching';
import { ASSIGNMENT_LIMITS } from '@/shared/coaching/types';
import '@/components/forms/forms.css';
import './assignment-editor.css';
import { DateTimeField } from '@/components/forms/date-field';
import { describedBy, ErrorLine, type FieldKit } from './field-kit';
import { GradingFields, ModeField } from './grading-fields';
import { RubricFields } from './rubric-fields';
import { useAssignmentDraft } from './use-assignment-draft';

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
  const id = useId();
  const { values, autosave, change, errorOf, generalError } = useAssignmentDraft(
    itemId,
    assignment,
  );
  const flush = () => void autosave.flush();
  const kit: FieldKit = { idOf: (field) => `${id}-${field}`, errorOf };

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
      <FormError message={generalError} />
      <RichTextEditor
        id={kit.idOf('instructions')}
        label={t('instructions')}
        hint={t('instructionsHint')}
        value={values.instructionsHtml}
        onChange={(html: string) => change({ instructionsHtml: html })}
        onBlur={flush}
        maxLength={ASSIGNMENT_LIMITS.maxRichTextLength}
        error={errorOf('instructionsHtml')}
      />
      <div className="assignment-editor-row">
        <div className="field">
          <label htmlFor={kit.idOf('dueAt')}>{t('dueAt')}</label>
          <DateTimeField
            id={kit.idOf('dueAt')}
            value={values.dueAt}
            onChange={(value) => change({ dueAt: value })}
            onBlur={flush}
            {...describedBy(kit, 'dueAt', true)}
          />
          <p id={kit.idOf('dueAt-hint')} className="field-hint">
            {t('dueAtHint')}
          </p>
          <ErrorLine kit={kit} field="dueAt" />
        </div>
        <ModeField kit={kit} values={values} onChange={change} assignment={assignment} />
      </div>
      <GradingFields kit={kit} values={values} onChange={change} onBlur={flush} />
      {values.scheme === 'rubric' && (
        <RubricFields
          form={values}
          onChange={change}
          onBlur={flush}
          error={errorOf('rubric')}
          idOf={kit.idOf}
        />
      )}
    </div>
  );
}
