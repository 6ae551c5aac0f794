import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { GuestPreview } from '@/components/course-page/guest-preview';
import { ApiError } from '@/lib/api/errors';
import { lessonPath } from '@/lib/catalog/course-paths';
import { courseQuery, lessonQuery } from '@/lib/resources/courses';
import { courseDescription } from '@/lib/seo/course-page';
import { loadPortalMe } from '@/lib/server/guard';
import { fetchOrNotFound } from '@/lib/server/query-client';

type Params = Promise<{ course: string; lesson: string }>;

/**
 * A guest's free preview lesson: the course (404 unless the guest catalog has it),
 * then the lesson: the API serves only lessons its author marked as a free preview (a 401 for the
 * others, shown as "Sign up to continue").
 */
async function loadPreview(slug: string, lesson: string) {
  const course = await fetchOrNotFound(courseQuery(slug));
  try {
    return { course, lesson: await fetchOrNotFound(lessonQuery(slug, lesson)) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { course, lesson: null };
    throw error;
  }
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const [{ course: slug, lesson }, result] = await Promise.all([params, loadPortalMe()]);
  if (result.authenticated) return {};
  const [preview, t] = await Promise.all([
    loadPreview(slug, lesson),
    getTranslations('catalog.preview'),
  ]);
  return {
    title: preview.lesson
      ? t('metaTitle', { lesson: preview.lesson.item.title, course: preview.course.title })
      : preview.course.title,
    description: courseDescription(preview.course),
    // A preview belongs to its course's page, which search results should show; a locked
    // lesson has nothing to index.
    robots: { index: false, follow: true },
  };
}

/**
 * /catalog/{course}/preview/{lesson}: a free preview lesson for guests, read-only (no progress).
 * Signed in, the course player has the lesson (and says what it takes to read it).
 */
export default async function PreviewRoute({ params }: { params: Params }) {
  const [{ course: slug, lesson }, result] = await Promise.all([params, loadPortalMe()]);
  if (result.authenticated) redirect(lessonPath(slug, lesson));
  const preview = await loadPreview(slug, lesson);
  return <GuestPreview course={preview.course} lesson={preview.lesson?.item ?? null} />;
}
