import { useTranslations } from 'next-intl';
import { Avatar } from '@/components/shell/avatar';
import { languageName } from '@/lib/i18n/language-name';
import type { CourseDetail } from '@/lib/resources/courses';

/** The facts the student's and the guest's course pages share: language and coaches. */
export function CourseLanguageAndCoaches({
  course,
  locale,
}: {
  course: CourseDetail;
  locale: string;
}) {
  const t = useTranslations('catalog.course');
  return (
    <>
      <div>
        <dt>{t('language')}</dt>
        <dd>{languageName(course.language, locale)}</dd>
      </div>
      {course.coaches.length > 0 ? (
        <div>
          <dt>{t('coaches', { count: course.coaches.length })}</dt>
          <dd>
            <ul className="course-coaches">
              {course.coaches.map((coach) => (
                <li key={coach.id}>
                  <Avatar name={coach.fullName} url={coach.avatarUrl} size={28} />
                  {coach.fullName}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ) : null}
    </>
  );
}
