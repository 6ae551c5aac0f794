import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { courseUnlock, PaymentRequired } from '@/components/errors/payment-required';
import { ClientMessages } from '@/components/i18n/client-messages';
import { LessonPlayer } from '@/components/player/lesson-player';
import { lessonTitle, loadLesson } from '@/components/player/load-lesson';
import { isLocked } from '@/lib/player/release';
import { quizSummaryQuery } from '@/lib/resources/quiz-attempts';
import { requireRoute, titleUnlessPaymentRequired } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/hydrate';
import { getQueryClient } from '@/lib/server/query-client';

type Params = Promise<{ course: string; lesson: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { course, lesson } = await params;
  return titleUnlessPaymentRequired(
    '/courses',
    async () => {
      const titles = await lessonTitle(course, lesson);
      const t = await getTranslations('player');
      return titles ? t('metaTitle', titles) : t('title');
    },
    async () => (await loadLesson(course, lesson)).kind === 'payment-required',
  );
}

/** /courses/{course}/{lesson}: the course player (SCREENS "Learning"). */
export default async function LessonRoute({ params }: { params: Params }) {
  const [{ result }, { course, lesson }] = await Promise.all([requireRoute('/courses'), params]);
  // Without subscription access the API still decides: a paid order may have given this course.
  const loaded = await loadLesson(course, lesson);
  if (loaded.kind === 'payment-required') {
    // As on the course's page: what unlocks it, and its organisation's seats.
    const unlock = loaded.course ? courseUnlock(loaded.course) : undefined;
    return <PaymentRequired result={result} unlock={unlock} />;
  }
  const { item } = loaded.lesson;
  if (item.kind === 'quiz' && loaded.course.enrollment && !isLocked(item.release)) {
    // The quiz's facts and the viewer's attempts in the first paint (a failure: the panel asks).
    await getQueryClient().prefetchQuery(quizSummaryQuery(course, item.id));
  }
  return (
    <Hydrate>
      <ClientMessages
        namespaces={['player', 'quiz', 'coaching.files', 'coaching.work', 'editor', 'calendar.add']}
      >
        <LessonPlayer course={loaded.course} lesson={loaded.lesson} />
      </ClientMessages>
    </Hydrate>
  );
}
