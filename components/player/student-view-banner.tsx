import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import { editorHref } from '@/lib/player/student-view';
import { StudentViewReset } from './student-view-reset';

/**
 * On every page of student view (issue 43 item 4): what it is, that nothing is recorded, a way
 * to start afresh, and the way back to the course editor. Canvas's Student View bar is the model.
 */
export async function StudentViewBanner({ courseId }: { courseId: string }) {
  const t = await getTranslations('player.studentView');
  return (
    <section className="student-view-banner" aria-label={t('label')}>
      <p className="student-view-banner-text">
        <strong>{t('label')}</strong> — {t('notRecorded')}
      </p>
      <div className="student-view-banner-actions kit-wrap">
        <StudentViewReset courseId={courseId} />
        <Link className="button button-primary" href={editorHref(courseId)}>
          {t('leave')}
        </Link>
      </div>
    </section>
  );
}
