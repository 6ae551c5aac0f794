'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { SortableList } from '@/components/catalogs-admin/sortable-list';
import { RichTextEditor } from '@/components/editor/lazy-editor';
import { BoundForm } from '@/components/forms/bound-form';
import { FieldMessages } from '@/components/forms/field-messages';
import { resultOfError } from '@/components/forms/form-result';
import { NativeSelect } from '@/components/forms/native-fields';
import { Select } from '@/components/forms/select';
import { SubmitRow } from '@/components/forms/submit-button';
import { TextArea } from '@/components/forms/text-area';
import { TextField } from '@/components/forms/text-field';
import { type UseFormReturn, useForm } from '@/components/forms/use-form';
import { ConfirmDialog } from '@/components/modals/confirm-dialog';
import { useModals } from '@/components/modals/modal-queue';
import { OpenerButton } from '@/components/ui/admin-actions';
import { Link } from '@/components/ui/link';
import { showToast } from '@/components/ui/show-toast';
import { adminCoursesQuery, adminCoursesQueryString } from '@/lib/resources/authoring';
import { certificationsQuery } from '@/lib/resources/certificates';
import {
  createPathDefinition,
  deletePathDefinition,
  type LearningPathDefinition,
  learningPathKeys,
  type PathInput,
  updatePathDefinition,
} from '@/lib/resources/learning-paths';
import {
  PATH_RULES,
  PATH_STATUSES,
  PATH_SUMMARY_MAX,
  PATH_TITLE_MAX,
} from '@/shared/learning/paths';
import '@/components/forms/forms.css';
import './learning-paths.css';

/** The portal's courses to choose from: every status, by title (one page of the maximum). */
const COURSE_LIST = adminCoursesQueryString(
  { search: null, status: null, sort: { field: 'title', desc: false }, page: 1, size: 100 },
  true,
);

type CourseChoice = { id: string; title: string; status: string };

/**
 * A learning path's editor (/admin/learning-paths/create and /{id}): its texts, status, whether
 * its courses open one after the other, its courses in order (drag, or Move up and Move down),
 * and the certification it leads to. A 422 lands on its field; what was typed stays.
 */
export function PathEditor({ path }: { path: LearningPathDefinition | null }) {
  const t = useTranslations('learningPaths.editor');
  const ts = useTranslations('learningPaths.admin.status');
  const router = useRouter();
  const client = useQueryClient();
  const [follow, setFollow] = useState(
    path?.certification ? !path.certification.matchesPath : true,
  );
  const form = useForm({
    resetOnSuccess: false,
    fields: {
      title: { value: path?.title ?? '', rules: PATH_RULES.title, trim: true },
      slug: { value: path?.slug ?? '', trim: true },
      summary: { value: path?.summary ?? '', rules: PATH_RULES.summary, trim: true },
      description_html: { value: path?.descriptionHtml ?? '' },
      status: { value: path?.status ?? 'draft', dropdown: true, rules: 'required' },
      sequential: { value: path?.sequential ?? true },
      course_ids: { value: path?.courses.map((course) => course.id) ?? [] },
      certification_id: { value: path?.certification?.id ?? null },
    },
    onSubmit: async (values) => {
      const certificationId = (values.certification_id as string | null) || null;
      const input: PathInput = {
        title: String(values.title ?? ''),
        slug: String(values.slug ?? '') || undefined,
        summary: String(values.summary ?? ''),
        descriptionHtml: String(values.description_html ?? ''),
        status: values.status as PathInput['status'],
        sequential: values.sequential === true,
        courseIds: (values.course_ids as string[] | undefined) ?? [],
        certificationId,
        certificationFollowsPath: certificationId !== null && follow,
      };
      try {
        const saved = path
          ? await updatePathDefinition(path.id, input)
          : await createPathDefinition(input);
        client.setQueryData(learningPathKeys.definition(saved.id), saved);
        await client.invalidateQueries({ queryKey: learningPathKeys.definitionLists() });
        showToast({
          scheme: 'success',
          message: t(path ? 'saved' : 'created', { title: saved.title }),
        });
        if (!path) router.push(`/admin/learning-paths/${saved.id}`);
        return undefined;
      } catch (error) {
        return resultOfError(error);
      }
    },
  });
  const statusOptions = PATH_STATUSES.map((status) => ({ value: status, label: ts(status) }));
  const description = form.field('description_html');

  return (
    <div className="path-editor">
      <p className="path-editor-back">
        <Link href="/admin/learning-paths">← {t('back')}</Link>
      </p>
      <header className="path-editor-head">
        <h1>{path ? path.title : t('createTitle')}</h1>
        {path && <DeletePath path={path} />}
      </header>
      <BoundForm form={form} className="form path-editor-form">
        <TextField
          field={form.field('title')}
          label={t('fields.title')}
          maxLength={PATH_TITLE_MAX}
        />
        <TextField
          field={form.field('slug')}
          label={t('fields.slug')}
          hint={t('fields.slugHint')}
        />
        <TextArea
          field={form.field('summary')}
          label={t('fields.summary')}
          hint={t('fields.summaryHint')}
          rows={3}
          maxLength={PATH_SUMMARY_MAX}
        />
        <RichTextEditor
          id={description.id}
          label={t('fields.description')}
          value={String(description.value ?? '')}
          onChange={(html) => description.setValue(html)}
        />
        <Select field={form.field('status')} label={t('fields.status')} options={statusOptions} />
        <SequentialField
          checked={form.field('sequential').value === true}
          onChange={(value) => form.field('sequential').setValue(value)}
        />
        <PathCoursesField field={form.field('course_ids')} known={path?.courses ?? []} />
        <CertificationField
          field={form.field('certification_id')}
          path={path}
          follow={follow}
          onFollow={setFollow}
        />
        <SubmitRow form={form} label={t('save')} busyLabel={t('saving')} />
      </BoundForm>
    </div>
  );
}

function SequentialField({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  const t = useTranslations('learningPaths.editor.fields');
  const hintId = useId();
  return (
    <div className="field path-editor-check">
      <label className="path-editor-check-label">
        <input
          type="checkbox"
          name="sequential"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={hintId}
        />{' '}
        {t('sequential')}
      </label>
      <p id={hintId} className="field-hint">
        {t('sequentialHint')}
      </p>
    </div>
  );
}

type Field = ReturnType<UseFormReturn['field']>;

/** The path's courses in order: reorder by drag or keyboard, remove, and add one from the rest. */
function PathCoursesField({ field, known }: { field: Field; known: readonly CourseChoice[] }) {
  const t = useTranslations('learningPaths.editor.fields');
  const courses = useQuery(adminCoursesQuery(COURSE_LIST));
  const [adding, setAdding] = useState('');
  const selectId = useId();
  const chosen = (field.value as string[] | undefined) ?? [];
  const all: CourseChoice[] = [
    ...(courses.data?.items ?? []).map(({ id, title, status }) => ({ id, title, status })),
    ...known.filter((course) => !courses.data?.items.some((c) => c.id === course.id)),
  ];
  const byId = new Map(all.map((course) => [course.id, course]));
  const items = chosen.map((id) => byId.get(id) ?? { id, title: id, status: 'draft' });
  const rest = all.filter((course) => !chosen.includes(course.id));
  const nameOf = (course: CourseChoice) =>
    course.status === 'published' ? course.title : `${course.title} ${t('draftCourse')}`;
  const move = (from: number, to: number) => {
    const next = [...chosen];
    const [moved] = next.splice(from, 1);
    if (moved !== undefined) next.splice(to, 0, moved);
    field.setValue(next);
  };
  return (
    <fieldset className="path-editor-courses kit-box">
      <legend>{t('courses')}</legend>
      <p className="field-hint">{t('coursesHint')}</p>
      {items.length === 0 ? (
        <p className="path-editor-empty">{t('noCourses')}</p>
      ) : (
        <SortableList
          items={items}
          nameOf={nameOf}
          label={t('courses')}
          onMove={move}
          renderItem={(course) => (
            <div className="path-editor-course">
              <span>{nameOf(course)}</span>
              <button
                type="button"
                className="button button-ghost"
                onClick={() => field.setValue(chosen.filter((id) => id !== course.id))}
              >
                {t('remove', { title: course.title })}
              </button>
            </div>
          )}
        />
      )}
      <div className="field path-editor-add">
        <label htmlFor={selectId}>{t('addCourse')}</label>
        <NativeSelect
          id={selectId}
          value={adding}
          onChange={(event) => setAdding(event.target.value)}
        >
          <option value="">{t('addCoursePlaceholder')}</option>
          {rest.map((course) => (
            <option key={course.id} value={course.id}>
              {nameOf(course)}
            </option>
          ))}
        </NativeSelect>
        <button
          type="button"
          className="button"
          disabled={!adding}
          onClick={() => {
            field.setValue([...chosen, adding]);
            setAdding('');
          }}
        >
          {t('addCourseButton')}
        </button>
      </div>
      <FieldMessages field={field} />
    </fieldset>
  );
}

/** The certification the path leads to, and whether its required courses become the path's. */
function CertificationField({
  field,
  path,
  follow,
  onFollow,
}: {
  field: Field;
  path: LearningPathDefinition | null;
  follow: boolean;
  onFollow: (value: boolean) => void;
}) {
  const t = useTranslations('learningPaths.editor.fields');
  const certifications = useQuery({ ...certificationsQuery(), retry: false });
  const options = (certifications.data?.items ?? []).map((c) => ({ value: c.id, label: c.name }));
  const current = path?.certification;
  if (current && !options.some((option) => option.value === current.id)) {
    options.push({ value: current.id, label: current.name });
  }
  const hintId = useId();
  return (
    <div className="path-editor-certification">
      <Select
        field={field}
        label={t('certification')}
        options={options}
        placeholder={t('noCertification')}
      />
      {current && !current.matchesPath && current.id === field.value && (
        <p className="path-editor-mismatch" role="note">
          {t('mismatch')}
        </p>
      )}
      {field.value ? (
        <div className="field path-editor-check">
          <label className="path-editor-check-label">
            <input
              type="checkbox"
              name="certification_follows_path"
              checked={follow}
              onChange={(event) => onFollow(event.target.checked)}
              aria-describedby={hintId}
            />{' '}
            {t('follow')}
          </label>
          <p id={hintId} className="field-hint">
            {t('followHint')}
          </p>
        </div>
      ) : null}
    </div>
  );
}

/** Delete, after a confirmation; then back to the list. */
function DeletePath({ path }: { path: LearningPathDefinition }) {
  const t = useTranslations('learningPaths.editor');
  const modals = useModals();
  const router = useRouter();
  const client = useQueryClient();
  return (
    <OpenerButton
      className="button button-danger"
      text={t('delete')}
      onClick={(trigger) => {
        const modalId = `learning-path-delete:${path.id}`;
        modals.open(modalId, () => (
          <ConfirmDialog
            modalId={modalId}
            title={t('deleteTitle', { title: path.title })}
            description={t('deleteDescription')}
            confirm={t('deleteConfirm')}
            busy={t('deleteBusy')}
            cancel={t('cancel')}
            onConfirm={async () => {
              await deletePathDefinition(path.id);
              showToast({ scheme: 'success', message: t('deleted', { title: path.title }) });
              await client.invalidateQueries({ queryKey: learningPathKeys.definitionLists() });
              router.push('/admin/learning-paths');
            }}
            onClosed={(done) => {
              if (!done) trigger.focus();
            }}
          />
        ));
      }}
    />
  );
}
