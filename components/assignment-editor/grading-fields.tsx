'use client';

import { useTranslations } from 'next-intl';
import { Input, NativeSelect } from '@/components/forms/native-fields';
import { Link } from '@/components/ui/link';
import type { AssignmentForm as Form } from '@/lib/coaching/assignment-form';
import type { AssignmentEditorData } from '@/lib/resources/coaching';
import { ASSIGNMENT_LIMITS, ASSIGNMENT_MODES, GRADING_SCHEMES } from '@/shared/coaching/types';
import { describedBy, ErrorLine, type FieldKit } from './field-kit';

interface PartProps {
  kit: FieldKit;
  values: Form;
  onChange: (next: Partial<Form>) => void;
}

/** Individual or group: group only where the portal has group assignments (or it is already). */
export function ModeField({
  kit,
  values,
  onChange,
  assignment,
}: PartProps & { assignment: AssignmentEditorData }) {
  const t = useTranslations('coaching.editor');
  const groups = assignment.features.groupAssignments;
  return (
    <fieldset className="field assignment-editor-mode">
      <legend>{t('mode')}</legend>
      {ASSIGNMENT_MODES.map((mode) => (
        <label key={mode} className="assignment-editor-choice">
          <Input
            type="radio"
            name={kit.idOf('mode')}
            value={mode}
            checked={values.mode === mode}
            disabled={mode === 'group' && !groups && values.mode !== 'group'}
            onChange={() => onChange({ mode })}
          />
          {t(`modes.${mode}`)}
        </label>
      ))}
      {!groups ? (
        <p className="field-hint">{t('groupsOff')}</p>
      ) : values.mode === 'group' ? (
        <p className="field-hint">
          {t('groupCount', { count: assignment.groupCount })}{' '}
          <Link href={`/admin/courses/${encodeURIComponent(assignment.courseId)}/groups`}>
            {t('manageGroups')}
          </Link>
        </p>
      ) : null}
      <ErrorLine kit={kit} field="mode" />
    </fieldset>
  );
}

/** The grading scheme, and the points and pass mark the scheme asks for. */
export function GradingFields({
  kit,
  values,
  onChange,
  onBlur,
}: PartProps & { onBlur: () => void }) {
  const t = useTranslations('coaching.editor');
  return (
    <div className="assignment-editor-row">
      <div className="field">
        <label htmlFor={kit.idOf('scheme')}>{t('scheme')}</label>
        <NativeSelect
          id={kit.idOf('scheme')}
          value={values.scheme}
          onChange={(event) => onChange({ scheme: event.target.value as Form['scheme'] })}
          onBlur={onBlur}
        >
          {GRADING_SCHEMES.map((scheme) => (
            <option key={scheme} value={scheme}>
              {t(`schemes.${scheme}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      {values.scheme === 'points' && (
        <div className="field">
          <label htmlFor={kit.idOf('maxPoints')}>{t('maxPoints')}</label>
          <Input
            id={kit.idOf('maxPoints')}
            type="number"
            inputMode="numeric"
            min={ASSIGNMENT_LIMITS.minMaxPoints}
            max={ASSIGNMENT_LIMITS.maxMaxPoints}
            value={values.maxPoints}
            onChange={(event) => onChange({ maxPoints: event.target.value })}
            onBlur={onBlur}
            {...describedBy(kit, 'maxPoints')}
          />
          <ErrorLine kit={kit} field="maxPoints" />
        </div>
      )}
      {values.scheme !== 'pass_fail' && (
        <div className="field">
          <label htmlFor={kit.idOf('passPercent')}>{t('passPercent')}</label>
          <Input
            id={kit.idOf('passPercent')}
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            value={values.passPercent}
            onChange={(event) => onChange({ passPercent: event.target.value })}
            onBlur={onBlur}
            {...describedBy(kit, 'passPercent', true)}
          />
          <p id={kit.idOf('passPercent-hint')} className="field-hint">
            {t('passPercentHint')}
          </p>
          <ErrorLine kit={kit} field="passPercent" />
        </div>
      )}
    </div>
  );
}
