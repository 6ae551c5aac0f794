'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { CoursePrerequisitesEditor } from '@/components/learning-paths/course-prerequisites';
import { TranslationsEditor } from '@/components/translations/translations-editor';
import { Link } from '@/components/ui/link';
import { authoringKeys, type CourseDraft, courseEditorQuery } from '@/lib/resources/authoring';
import { ConflictNotice } from './conflict-notice';
import { type EditorTab, EditorTabList, EditorTabPanel } from './course-editor-tabs';
import { DetailsSection } from './details-section';
import { OutlineEditor } from './outline-editor';
import { PublishPanel } from './publish-panel';
import { SaveStatus } from './save-status';
import { StudentViewLink } from './student-view-link';
import { useCourseDraft } from './use-course-draft';
import './authoring.css';

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

/** One course's editor: its title, status and save state, a conflict notice, and the tabs. */
function Editor({ course }: { course: CourseDraft }) {
  const t = useTranslations('authoring.editor');
  const ts = useTranslations('authoring.status');
  const [tab, setTab] = useState<EditorTab>('details');
  const draft = useCourseDraft(course);
  const { fields, autosave, conflict } = draft;

  return (
    <div className="course-editor">
      <p className="course-editor-back">
        <Link href="/admin/courses">← {t('back')}</Link>
      </p>
      <header className="course-editor-header">
        <h1>{fields.title || course.title}</h1>
        <span className={`course-status course-status-${course.status}`}>{ts(course.status)}</span>
        <SaveStatus state={autosave.state} onRetry={() => void autosave.flush()} />
        <StudentViewLink courseId={course.id} beforeLeave={autosave.flush} />
      </header>
      {conflict && (
        <ConflictNotice
          conflict={conflict}
          onReload={draft.reload}
          onDismiss={draft.dismissConflict}
        />
      )}
      <EditorTabList tab={tab} onSelect={setTab} />
      {/* Every panel stays mounted: switching tabs keeps what is being typed. */}
      <EditorTabPanel name="details" tab={tab}>
        <DetailsSection
          course={course}
          fields={fields}
          errors={draft.fieldErrors}
          onChange={draft.change}
          onBlur={() => void autosave.flush()}
        />
        {/* Issue 43, item 6: the courses to complete before this one opens. */}
        <CoursePrerequisitesEditor courseId={course.id} />
        <TranslationsEditor
          owner={{ kind: 'course', id: course.id }}
          original={course.language}
          translations={course.translations ?? []}
          queryKey={authoringKeys.editor(course.id)}
          images={{ purpose: 'lesson_image', courseId: course.id }}
        />
      </EditorTabPanel>
      <EditorTabPanel name="outline" tab={tab}>
        <OutlineEditor course={course} />
      </EditorTabPanel>
      <EditorTabPanel name="publish" tab={tab}>
        <PublishPanel
          course={course}
          fields={fields}
          beforeChange={() => autosave.flush()}
          onChanged={draft.statusChanged}
        />
      </EditorTabPanel>
    </div>
  );
}
