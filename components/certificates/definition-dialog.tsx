'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Input } from '@/components/forms/native-fields';
import { DialogForm } from '@/components/modals/dialog-form';
import { FieldError, useDraftForm } from '@/components/modals/dialog-form-draft';
import { useModals } from '@/components/modals/modal-queue';
import { showToast } from '@/components/ui/show-toast';
import {
  adminCoursesQuery,
  adminCoursesQueryString,
  type CourseStatus,
} from '@/lib/resources/authoring';
import {
  CERTIFICATION_NAME_MAX,
  type Certification,
  type CertificationField,
  certificationKeys,
  certificationsQuery,
  createCertification,
  draftOf,
  parseCertificationDraft,
  updateCertification,
} from '@/lib/resources/certificates';

const FIELDS: readonly CertificationField[] = ['name', 'courseIds', 'minScore', 'validityMonths'];
/** The API's names of the fields: the course checkboxes are the `courses` relationship too. */
const API_FIELDS: Readonly<Record<string, CertificationField>> = {
  ...Object.fromEntries(FIELDS.map((field) => [field, field])),
  courses: 'courseIds',
};

/** The fallback choices: the portal's courses, every status, by title (at most 100, a page). */
const COURSES_QUERY = adminCoursesQueryString({
  search: null,
  status: null,
  sort: { field: 'title', desc: false },
  page: 1,
  size: 100,
});

/**
 * New or edit a certification: name, required courses (checkboxes), minimum score 0–100 or
 * none, validity 0–120 months (0 = never expires). Checked before sending; a 422 lands on its
 * field, anything else above the form; what was typed stays.
 */
export function DefinitionDialog({
  certification,
  modalId,
  onClosed,
}: {
  certification: Certification | null;
  modalId: string;
  onClosed: () => void;
}) {
  const t = useTranslations('certificates.definitions');
  const modals = useModals();
  const client = useQueryClient();
  // The choices come with the definitions (meta.courses); without them, the admin course list.
  const definitions = useQuery(certificationsQuery());
  const offered = definitions.data?.courses ?? null;
  const adminCourses = useQuery({
    ...adminCoursesQuery(COURSES_QUERY),
    enabled: definitions.isFetched && offered === null,
  });
  const choices: { id: string; title: string; status: CourseStatus | null }[] | undefined =
    offered?.map((course) => ({ ...course, status: null })) ??
    adminCourses.data?.items.map(({ id, title, status }) => ({ id, title, status }));
  const coursesFailed = offered === null && (adminCourses.isError || definitions.isError);
  const form = useDraftForm({
    initial: () => draftOf(certification),
    fields: FIELDS,
    parse: parseCertificationDraft,
    send: async (input) => {
      const saved = certification
        ? await updateCertification(certification.id, input)
        : await createCertification(input);
      void client.invalidateQueries({ queryKey: certificationKeys.all() });
      showToast({
        scheme: 'success',
        message: t(certification ? 'form.saved' : 'form.created', {
          name: saved?.name ?? input.name,
        }),
      });
      modals.close(modalId);
    },
    failedText: t('form.failed'),
    apiFields: API_FIELDS,
    keyText: (_field, key) => t(`errors.${key}`, { max: CERTIFICATION_NAME_MAX }),
  });
  const { id, draft, change, bind, errorId, describedBy, invalid, messageOf } = form;

  // The definition's own courses stay choosable even when the list cannot show them.
  const known = new Set((choices ?? []).map((course) => course.id));
  const options = [
    ...(choices ?? []),
    ...(certification?.courses ?? [])
      .filter((course) => !known.has(course.id))
      .map((course) => ({ id: course.id, title: course.title, status: null })),
  ];

  return (
    <DialogForm
      className="certificates-dialog"
      title={certification ? t('form.editTitle', { name: certification.name }) : t('form.newTitle')}
      description={t('form.description')}
      form={form}
      submit={t('form.save')}
      busy={t('form.saving')}
      cancel={t('form.cancel')}
      onClosed={onClosed}
    >
      <div className="field">
        <label htmlFor={`${id}-name`}>{t('form.name')}</label>
        <Input
          ref={bind('name')}
          id={`${id}-name`}
          value={draft.name}
          onChange={(event) => change({ name: event.target.value })}
          required
          autoComplete="off"
          aria-invalid={invalid('name')}
          aria-describedby={describedBy('name')}
        />
        <FieldError id={errorId('name')} message={messageOf('name')} />
      </div>

      <fieldset
        className="certificates-courses-field"
        aria-describedby={describedBy('courseIds', `${id}-courses-hint`)}
      >
        <legend>{t('form.courses')}</legend>
        <p id={`${id}-courses-hint`} className="field-hint">
          {t('form.coursesHint')}
        </p>
        {coursesFailed && options.length === 0 ? (
          <p className="form-error">{t('form.coursesFailed')}</p>
        ) : !choices && options.length === 0 ? (
          <p className="muted">{t('form.coursesLoading')}</p>
        ) : options.length === 0 ? (
          <p className="muted">{t('form.noCourses')}</p>
        ) : (
          <ul className="certificates-course-choices">
            {options.map((course, index) => (
              <li key={course.id}>
                <label>
                  <Input
                    ref={index === 0 ? bind('courseIds') : undefined}
                    type="checkbox"
                    checked={draft.courseIds.includes(course.id)}
                    aria-invalid={invalid('courseIds')}
                    onChange={(event) =>
                      change({
                        courseIds: event.target.checked
                          ? [...draft.courseIds, course.id]
                          : draft.courseIds.filter((chosen) => chosen !== course.id),
                      })
                    }
                  />
                  <span>
                    {course.title}
                    {course.status === 'draft' || course.status === 'archived' ? (
                      <span className="muted"> {t(`form.${course.status}`)}</span>
                    ) : null}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
        <FieldError id={errorId('courseIds')} message={messageOf('courseIds')} />
      </fieldset>

      <div className="certificates-number-fields">
        <div className="field">
          <label htmlFor={`${id}-min-score`}>{t('form.minScore')}</label>
          <Input
            ref={bind('minScore')}
            id={`${id}-min-score`}
            inputMode="numeric"
            value={draft.minScore}
            onChange={(event) => change({ minScore: event.target.value })}
            autoComplete="off"
            aria-invalid={invalid('minScore')}
            aria-describedby={describedBy('minScore', `${id}-min-score-hint`)}
          />
          <p id={`${id}-min-score-hint`} className="field-hint">
            {t('form.minScoreHint')}
          </p>
          <FieldError id={errorId('minScore')} message={messageOf('minScore')} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-validity`}>{t('form.validity')}</label>
          <Input
            ref={bind('validityMonths')}
            id={`${id}-validity`}
            inputMode="numeric"
            value={draft.validityMonths}
            onChange={(event) => change({ validityMonths: event.target.value })}
            required
            autoComplete="off"
            aria-invalid={invalid('validityMonths')}
            aria-describedby={describedBy('validityMonths', `${id}-validity-hint`)}
          />
          <p id={`${id}-validity-hint`} className="field-hint">
            {t('form.validityHint')}
          </p>
          <FieldError id={errorId('validityMonths')} message={messageOf('validityMonths')} />
        </div>
      </div>
    </DialogForm>
  );
}
