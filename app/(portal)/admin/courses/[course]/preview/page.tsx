import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { StudentViewBanner } from '@/components/player/student-view-banner';
import { Link } from '@/components/ui/link';
import { outlineItems } from '@/lib/player/outline';
import { editorHref, previewHref } from '@/lib/player/student-view';
import { previewCourseQuery } from '@/lib/resources/course-preview';
import { requireRoute } from '@/lib/server/guard';
import { fetchOrNotFound } from '@/lib/server/query-client';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('player.studentView'))('label') };
}

/**
 * /admin/courses/{course}/preview: student view starts where a new student starts, at the
 * course's first item; a course without items says so (the editor's button never leads to a 404).
 */
export default async function StudentViewStart({
  params,
}: {
  params: Promise<{ course: string }>;
}) {
  const [, { course }] = await Promise.all([requireRoute('/admin/courses'), params]);
  const first = outlineItems(await fetchOrNotFound(previewCourseQuery(course)))[0];
  if (first) redirect(previewHref(course, first.slug));
  const t = await getTranslations('player.studentView');
  return (
    <ClientMessages namespaces={['player.studentView']}>
      <StudentViewBanner courseId={course} />
      {/* No landmark of its own: the banner is the one region named "Student view". */}
      <h1>{t('label')}</h1>
      <p>
        {t('empty')} <Link href={editorHref(course)}>{t('toEditor')}</Link>
      </p>
    </ClientMessages>
  );
}
