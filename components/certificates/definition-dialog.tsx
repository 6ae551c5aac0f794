'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Input } from '@/components/forms/native-fields';
import { useModals } from '@/components/modals/modal-queue';
import { showToast } from '@/components/ui/show-toast';
import { ApiError } from '@/lib/api/errors';
import {
  adminCoursesQuery,
  adminCoursesQueryString,
  type CourseStatus,
} from '@/lib/resources/authoring';
import {
  CERTIFICATION_NAME_MAX,
  type Certification,
  type CertificationDraft,
  type CertificationField,
  certificationKeys,
  certificationsQuery,
  createCertification,
  draftOf,
  parseCertificationDraft,
  updateCertification,
} from '@/lib/resources/certificates';
import { splitFieldErrors } from '@/lib/validation/form-response';

const FIELDS: readonly CertificationField[] = ['name', 'courseIds', 'minScore', 'validityMonths'];

/** The fallback choices: the portal's courses, every status, by title (at most 100, a page). */
const COURSES_QUERY = adminCoursesQueryString({
  search: null,
  status: null,
  sort: { field: 'title', desc: false },
  page: 1,
  size: 100,
});

/** A field's message: a key of definitions.errors, or the server's own text. */
type FieldMessage = { key: string } | { text: string };

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
  const id = useId();
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
  const [draft, setDraft] = useState<CertificationDraft>(() => draftOf(certification));
  const [errors, setErrors] = useState<Partial<Record<CertificationField, FieldMessage>>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const controls = useRef(new Map<CertificationField, HTMLElement | null>());
  const bind = (field: CertificationField) => (element: HTMLElement | null) => {
    controls.current.set(field, element);
  };

  const change = (next: Partial<CertificationDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    // A changed field's message has had its say.
    const changed = Object.keys(next) as CertificationField[];
    setErrors((current) => {
      const rest = { ...current };
      for (const field of changed) delete rest[field];
      return rest;
    });
  };

  const focusFirst = (invalid: Partial<Record<CertificationField, unknown>>) => {
    const first = FIELDS.find((field) => invalid[field]);
    if (first) requestAnimationFrame(() => controls.current.get(first)?.focus());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setGeneral(null);
    const parsed = parseCertificationDraft(draft);
    if (parsed.errors) {
      const shown = Object.fromEntries(
        Object.entries(parsed.errors).map(([field, key]) => [field, { key }]),
      );
      setErrors(shown);
      focusFirst(shown);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const saved = certification
        ? await updateCertification(certification.id, parsed.input)
        : await createCertification(parsed.input);
      void client.invalidateQueries({ queryKey: certificationKeys.all() });
      showToast({
        scheme: 'success',
        message: t(certification ? 'form.saved' : 'form.created', {
          name: saved?.name ?? parsed.input.name,
        }),
      });
      modals.close(modalId);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const { byField, unclaimed } = splitFieldErrors(error.errors, [...FIELDS, 'courses']);
        const shown: Partial<Record<CertificationField, FieldMessage>> = {};
        for (const [field, messages] of Object.entries(byField)) {
          const text = messages.map((message) => ('text' in message ? message.text : '')).join(' ');
          shown[field === 'courses' ? 'courseIds' : (field as CertificationField)] = { text };
        }
        setErrors(shown);
        if (unclaimed.length > 0) {
          setGeneral(unclaimed.map((item) => item.detail ?? item.title ?? '').join('\n') || null);
        }
        focusFirst(shown);
      } else {
        setGeneral(
          error instanceof ApiError && error.code !== 'NO_RESPONSE'
            ? (error.errors[0]?.detail ?? t('form.failed'))
            : t('form.failed'),
        );
      }
    } finally {
      setSubmitting(false);
    }
  };

  const messageOf = (field: CertificationField) => {
    const error = errors[field];
    if (!error) return null;
    return 'text' in error ? error.text : t(`errors.${error.key}`, { max: CERTIFICATION_NAME_MAX });
  };
  const errorId = (field: CertificationField) =>
    errors[field] ? `${id}-${field}-error` : undefined;
  const describedBy = (field: CertificationField, hint?: string) =>
    [hint, errorId(field)].filter(Boolean).join(' ') || undefined;

  // The definition's own courses stay choosable even when the list cannot show them.
  const known = new Set((choices ?? []).map((course) => course.id));
  const options = [
    ...(choices ?? []),
    ...(certification?.courses ?? [])
      .filter((course) => !known.has(course.id))
      .map((course) => ({ id: course.id, title: course.title, status: null })),
  ];
  const keepOpen = (event: Event) => {
    if (submitting) event.preventDefault();
  };

  return (
    <Dialog.Content
      className="modal-dialog certificates-dialog"
      onEscapeKeyDown={keepOpen}
      onInteractOutside={keepOpen}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        onClosed();
      }}
    >
      <Dialog.Title>
        {certification ? t('form.editTitle', { name: certification.name }) : t('form.newTitle')}
      </Dialog.Title>
      <Dialog.Description>{t('form.description')}</Dialog.Description>
      <form className="form" onSubmit={submit} noValidate aria-busy={submitting}>
        {general && (
          <p role="alert" className="form-error">
            {general}
          </p>
        )}
        <div className="field">
          <label htmlFor={`${id}-name`}>{t('form.name')}</label>
          <Input
            ref={bind('name')}
            id={`${id}-name`}
            value={draft.name}
            onChange={(event) => change({ name: event.target.value })}
            required
            autoComplete="off"
            aria-invalid={errors.name ? true : undefined}
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
                      aria-invalid={errors.courseIds ? true : undefined}
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
              aria-invalid={errors.minScore ? true : undefined}
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
              aria-invalid={errors.validityMonths ? true : undefined}
              aria-describedby={describedBy('validityMonths', `${id}-validity-hint`)}
            />
            <p id={`${id}-validity-hint`} className="field-hint">
              {t('form.validityHint')}
            </p>
            <FieldError id={errorId('validityMonths')} message={messageOf('validityMonths')} />
          </div>
        </div>

        <div className="modal-actions">
          <Dialog.Close className="button" disabled={submitting}>
            {t('form.cancel')}
          </Dialog.Close>
          <button type="submit" className="button button-primary" disabled={submitting}>
            {submitting ? t('form.saving') : t('form.save')}
          </button>
        </div>
      </form>
    </Dialog.Content>
  );
}

function FieldError({ id, message }: { id: string | undefined; message: string | null }) {
  if (!id || !message) return null;
  return (
    <p id={id} className="field-error">
      {message}
    </p>
  );
}
