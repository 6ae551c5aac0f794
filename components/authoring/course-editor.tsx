'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { type KeyboardEvent, useRef, useState } from 'react';
import { TranslationsEditor } from '@/components/translations/translations-editor';
import { ApiError } from '@/lib/api/errors';
import {
  authoringKeys,
  type CourseDraft,
  courseEditorQuery,
  updateCourse,
} from '@/lib/resources/authoring';
import { ConflictNotice, type ConflictView } from './conflict-notice';
import { DetailsSection } from './details-section';
import { changedFields, type DraftFields, draftKeyOf, fieldsOf } from './draft-fields';
import { OutlineEditor } from './outline-editor';
import { PublishPanel } from './publish-panel';
import { SaveStatus } from './save-status';
import { useAutosave } from './use-autosave';
import './authoring.css';

const TABS = ['details', 'outline', 'publish'] as const;
type Tab = (typeof TABS)[number];

/** /admin/courses/{course}: Details, Outline and Publish of one course, saved as you go. */
export function CourseEditor({ courseId }: { courseId: string }) {
  const query = useQuery(courseEditorQuery(courseId));
  const t = useTranslations('authoring.editor');
  if (!query.data) {
    return query.isError ? (
      <p role="alert" className="form-error">
        {t('loadFailed')}
      </p>
    ) : null;
  }
  return <Editor course={query.data} />;
}

function Editor({ course }: { course: CourseDraft }) {
  const t = useTranslations('authoring.editor');
  const ts = useTranslations('authoring.status');
  const client = useQueryClient();
  const [tab, setTab] = useState<Tab>('details');
  const [fields, setFields] = useState<DraftFields>(() => fieldsOf(course));
  // What the server has, and the version those values are: every save names it.
  const base = useRef({ fields: fieldsOf(course), version: course.version });
  const [revision, setRevision] = useState(0);
  const [conflict, setConflict] = useState<ConflictView | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof DraftFields, string>>>({});
  const fieldsRef = useRef(fields);
  fieldsRef.current = fields;

  const accept = (saved: CourseDraft) => {
    client.setQueryData(authoringKeys.editor(saved.id), saved);
    base.current = { fields: fieldsOf(saved), version: saved.version };
  };

  const dirty = Object.keys(changedFields(fields, base.current.fields)).length > 0;
  const autosave = useAutosave({
    dirty,
    revision,
    paused: conflict !== null,
    save: async () => {
      const sent = fieldsRef.current;
      const changes = changedFields(sent, base.current.fields);
      if (Object.keys(changes).length === 0) return 'saved';
      try {
        accept(await updateCourse(course.id, base.current.version, changes));
        setFieldErrors({});
        // Kept: whatever was typed while the save was under way (it is dirty again now).
        return 'saved';
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) {
          const changed = (error.errors[0]?.meta?.changed_fields as string[] | undefined) ?? [];
          setConflict({
            detail: error.errors[0]?.detail ?? null,
            fields: changed.map(draftKeyOf).filter((key): key is keyof DraftFields => !!key),
            yours: sent,
          });
          return 'conflict';
        }
        if (error instanceof ApiError && error.status === 422) {
          const next: Partial<Record<keyof DraftFields, string>> = {};
          for (const e of error.errors) {
            const key = draftKeyOf(e.source?.pointer?.split('/').pop() ?? '');
            if (key && e.detail) next[key] = e.detail;
          }
          setFieldErrors(next);
        }
        throw error;
      }
    },
  });

  const change = (next: Partial<DraftFields>) => {
    setFields((current) => ({ ...current, ...next }));
    setRevision((r) => r + 1);
  };

  const reload = async () => {
    const fresh = await client.fetchQuery({ ...courseEditorQuery(course.id), staleTime: 0 });
    base.current = { fields: fieldsOf(fresh), version: fresh.version };
    setFields(fieldsOf(fresh));
    setConflict((current) => (current ? { ...current, reloaded: true } : null));
    autosave.setState('idle');
  };

  /** A status change answers with the course: its version moves on, our fields stay. */
  const statusChanged = (saved: CourseDraft) => {
    client.setQueryData(authoringKeys.editor(saved.id), saved);
    base.current = { ...base.current, version: saved.version };
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.indexOf(tab);
    const by = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!by) return;
    event.preventDefault();
    const next = TABS[(index + by + TABS.length) % TABS.length] ?? 'details';
    setTab(next);
    document.getElementById(`editor-tab-${next}`)?.focus();
  };

  const label = (key: Tab) => (key === 'publish' ? t('publishTab') : t(key));
  return (
    <div className="course-editor">
      <p className="course-editor-back">
        <Link href="/admin/courses">← {t('back')}</Link>
      </p>
      <header className="course-editor-header">
        <h1>{fields.title || course.title}</h1>
        <span className={`course-status course-status-${course.status}`}>{ts(course.status)}</span>
        <SaveStatus state={autosave.state} onRetry={() => void autosave.flush()} />
      </header>
      {conflict && (
        <ConflictNotice conflict={conflict} onReload={reload} onDismiss={() => setConflict(null)} />
      )}
      <div role="tablist" aria-label={t('tabs')} className="course-editor-tabs">
        {TABS.map((key) => (
          <button
            key={key}
            id={`editor-tab-${key}`}
            type="button"
            role="tab"
            aria-selected={tab === key}
            aria-controls={`editor-panel-${key}`}
            tabIndex={tab === key ? 0 : -1}
            onClick={() => setTab(key)}
            onKeyDown={onTabKey}
          >
            {label(key)}
          </button>
        ))}
      </div>
      {/* Every panel stays mounted: switching tabs keeps what is being typed. */}
      <section
        id="editor-panel-details"
        role="tabpanel"
        aria-labelledby="editor-tab-details"
        hidden={tab !== 'details'}
      >
        <DetailsSection
          course={course}
          fields={fields}
          errors={fieldErrors}
          onChange={change}
          onBlur={() => void autosave.flush()}
        />
        <TranslationsEditor
          owner={{ kind: 'course', id: course.id }}
          original={course.language}
          translations={course.translations ?? []}
          queryKey={authoringKeys.editor(course.id)}
          images={{ purpose: 'lesson_image', courseId: course.id }}
        />
      </section>
      <section
        id="editor-panel-outline"
        role="tabpanel"
        aria-labelledby="editor-tab-outline"
        hidden={tab !== 'outline'}
      >
        <OutlineEditor course={course} />
      </section>
      <section
        id="editor-panel-publish"
        role="tabpanel"
        aria-labelledby="editor-tab-publish"
        hidden={tab !== 'publish'}
      >
        <PublishPanel
          course={course}
          fields={fields}
          beforeChange={() => autosave.flush()}
          onChanged={statusChanged}
        />
      </section>
    </div>
  );
}
