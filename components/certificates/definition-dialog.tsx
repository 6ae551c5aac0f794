'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { CheckboxChoices, DialogFieldset } from '@/components/modals/dialog-choices';
import { DialogTextField } from '@/components/modals/dialog-fields';
import { DialogForm } from '@/components/modals/dialog-form';
import { useDraftForm } from '@/components/modals/dialog-form-draft';
import { useModals } from '@/components/modals/modal-queue';
import { saveButtons } from '@/components/modals/save-buttons';
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
  const { draft, change, bind, invalid } = form;

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
      {...saveButtons((key) => t(`form.${key}`))}
      onClosed={onClosed}
    >
      <DialogTextField form={form} field="name" label={t('form.name')} required />

      <DialogFieldset
        form={form}
        field="courseIds"
        hintPart="courses"
        className="certificates-courses-field kit-fieldset"
        legend={t('form.courses')}
        hint={t('form.coursesHint')}
      >
        {coursesFailed && options.length === 0 ? (
          <p className="form-error">{t('form.coursesFailed')}</p>
        ) : !choices && options.length === 0 ? (
          <p className="muted">{t('form.coursesLoading')}</p>
        ) : options.length === 0 ? (
          <p className="muted">{t('form.noCourses')}</p>
        ) : (
          <CheckboxChoices
            listClassName="certificates-course-choices"
            choices={options.map((course) => ({
              id: course.id,
              label: (
                <span>
                  {course.title}
                  {course.status === 'draft' || course.status === 'archived' ? (
                    <span className="muted"> {t(`form.${course.status}`)}</span>
                  ) : null}
                </span>
              ),
            }))}
            chosen={draft.courseIds}
            onChange={(courseIds) => change({ courseIds })}
            firstRef={bind('courseIds')}
            invalid={invalid('courseIds')}
          />
        )}
      </DialogFieldset>

      <div className="certificates-number-fields">
        <DialogTextField
          form={form}
          field="minScore"
          idPart="min-score"
          label={t('form.minScore')}
          hint={t('form.minScoreHint')}
          inputMode="numeric"
        />
        <DialogTextField
          form={form}
          field="validityMonths"
          idPart="validity"
          label={t('form.validity')}
          hint={t('form.validityHint')}
          inputMode="numeric"
          required
        />
      </div>
    </DialogForm>
  );
}
