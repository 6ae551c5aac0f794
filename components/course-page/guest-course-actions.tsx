import { useTranslations } from 'next-intl';
import { coursePagePath } from '@/lib/catalog/course-paths';
import { signInPathFor } from '@/lib/proxy/routing';

/**
 * Where a guest signs up or signs in to follow a course, and comes back to it:
 * the course's page as returnTo, which the sign-in and registration pages check (safePortalPath).
 */
export function guestAuthPaths(slug: string) {
  const course = coursePagePath(slug);
  return {
    signUp: `/auth/login/register?returnTo=${encodeURIComponent(course)}`,
    signIn: signInPathFor(course, ''),
  };
}

/** "Try it free" and "Log in", both back to this course (plain links: guests prefetch nothing). */
export function GuestCourseActions({ slug }: { slug: string }) {
  const t = useTranslations('common');
  const paths = guestAuthPaths(slug);
  return (
    <div className="course-action kit-row">
      <a href={paths.signUp} className="button button-primary">
        {t('tryFree')}
      </a>
      <a href={paths.signIn} className="button">
        {t('logIn')}
      </a>
    </div>
  );
}
