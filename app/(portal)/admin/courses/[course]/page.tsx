import { getTranslations } from 'next-intl/server';
import { CourseEditor } from '@/components/authoring/course-editor';
import { PackagesEnabledProvider } from '@/components/authoring/packages-enabled';
import { ClientMessages } from '@/components/i18n/client-messages';
import { env } from '@/lib/env';
import { authoringOptionsQuery, courseEditorQuery } from '@/lib/resources/authoring';
import { requireRoute } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/hydrate';
import { fetchOrNotFound, getQueryClient } from '@/lib/server/query-client';

interface EditorRouteProps {
  params: Promise<{ course: string }>;
}

export async function generateMetadata({ params }: EditorRouteProps) {
  const { course } = await params;
  try {
    return { title: (await getQueryClient().fetchQuery(courseEditorQuery(course))).title };
  } catch {
    return { title: (await getTranslations('authoring'))('list.title') };
  }
}

/**
 * /admin/courses/{course}: the course editor (spec §6: course rights and content groups).
 * An unknown or another portal's course is the 404 page. The editor's rich text JavaScript
 * loads lazily, on this page only.
 */
export default async function CourseEditorPage({ params }: EditorRouteProps) {
  const [, { course }] = await Promise.all([requireRoute('/admin/courses'), params]);
  await Promise.all([
    fetchOrNotFound(courseEditorQuery(course)),
    getQueryClient().prefetchQuery(authoringOptionsQuery()),
  ]);
  return (
    <Hydrate>
      <ClientMessages
        namespaces={[
          'authoring.editor',
          'authoring.fields',
          'authoring.lesson',
          'authoring.outline',
          'authoring.packages',
          'authoring.lti',
          'forms',
          'authoring.publish',
          'authoring.release',
          'authoring.status',
          'validation',
          'editor',
          'quizEditor',
          'coaching.editor',
          'translations',
          'learningPaths.prerequisites',
        ]}
      >
        <PackagesEnabledProvider enabled={env().ACADEMY_CONTENT_PACKAGES === 'on'}>
          <CourseEditor courseId={course} />
        </PackagesEnabledProvider>
      </ClientMessages>
    </Hydrate>
  );
}
