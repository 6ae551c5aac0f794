import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { LessonPlayer } from '@/components/player/lesson-player';
import { loadPreview, previewTitles } from '@/components/player/load-preview';
import { StudentViewBanner } from '@/components/player/student-view-banner';
import { requireRoute } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/hydrate';

type Params = Promise<{ course: string; lesson: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { course, lesson } = await params;
  const [titles, t] = await Promise.all([
    previewTitles(course, lesson),
    getTranslations('player.studentView'),
  ]);
  return { title: titles ? t('metaTitle', titles) : t('label') };
}

/**
 * /admin/courses/{course}/preview/{lesson}: student view (issue 43 item 4), the course player
 * as a student sees it, for those who may edit the course; nothing is recorded.
 */
export default async function StudentViewRoute({ params }: { params: Params }) {
  const [, { course, lesson }] = await Promise.all([requireRoute('/admin/courses'), params]);
  const loaded = await loadPreview(course, lesson);
  return (
    <Hydrate>
      <ClientMessages
        namespaces={['player', 'quiz', 'coaching.files', 'coaching.work', 'editor', 'calendar.add']}
      >
        <StudentViewBanner courseId={course} />
        <LessonPlayer
          course={loaded.course}
          lesson={loaded.lesson}
          mode={{ kind: 'preview', courseId: course }}
        />
      </ClientMessages>
    </Hydrate>
  );
}
