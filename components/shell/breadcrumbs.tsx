'use client';

import { useQuery } from '@tanstack/react-query';
import { usePathname, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { type Crumb, crumbsAfterBadge, crumbsOf, isRecordId } from '@/lib/access/breadcrumbs';
import { findItemBySlug } from '@/lib/player/outline';
import { accountQuery } from '@/lib/resources/accounts';
import { courseEditorQuery } from '@/lib/resources/authoring';
import { certificateQuery } from '@/lib/resources/certificates';
import { participantQuery } from '@/lib/resources/coaching-workspace';
import { orderQuery } from '@/lib/resources/commerce';
import { previewCourseQuery } from '@/lib/resources/course-preview';
import { courseQuery, lessonQuery } from '@/lib/resources/courses';
import { learningPathQuery, pathDefinitionQuery } from '@/lib/resources/learning-paths';
import { profileQuery } from '@/lib/resources/profiles';
import { webhookEndpointQuery } from '@/lib/resources/webhooks';
import { type EnvironmentState, environmentLabelKey } from '@/shared/access/environment';
import { safePortalPath } from '@/shared/navigation/safe-path';

/** Spec §2 breadcrumb bar: environment badge (or a back link to returnTo), then the crumbs. */
export function Breadcrumbs({ environment }: { environment: EnvironmentState }) {
  const t = useTranslations();
  const pathname = usePathname();
  const returnTo = safePortalPath(useSearchParams().get('returnTo'));
  // The badge names the area; with a back link instead, the area's crumb stays.
  const crumbs = returnTo
    ? crumbsOf(pathname)
    : crumbsAfterBadge(crumbsOf(pathname), environment.environment);

  return (
    <nav className="breadcrumbs" aria-label={t('shell.breadcrumb')}>
      {returnTo ? (
        <Link href={returnTo} className="breadcrumb-back">
          ← {t('shell.back')}
        </Link>
      ) : (
        <span className="environment-badge">
          {t(environmentLabelKey(environment.environment, environment.profile))}
        </span>
      )}
      <ol>
        {crumbs.map((crumb) => (
          <li key={crumb.path}>
            {crumb.current ? (
              <span aria-current="page">
                <CrumbLabel crumb={crumb} />
              </span>
            ) : crumb.href === null ? (
              <span>
                <CrumbLabel crumb={crumb} />
              </span>
            ) : (
              <Link href={crumb.href}>
                <CrumbLabel crumb={crumb} />
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

function CrumbLabel({ crumb }: { crumb: Crumb }) {
  const t = useTranslations('shell');
  if (
    (crumb.parent === 'accounts' || crumb.parent === 'accounts_support') &&
    isRecordId(crumb.segment)
  )
    return <AccountCrumb id={crumb.segment} />;
  if (crumb.parent === 'mailings' && isRecordId(crumb.segment)) return <>{t('crumbs.mailing')}</>;
  if (crumb.parent === 'students' && isRecordId(crumb.segment))
    return <ParticipantCrumb id={crumb.segment} />;
  if (crumb.parent === 'profiles' && isRecordId(crumb.segment))
    return <ProfileCrumb id={crumb.segment} />;
  if (crumb.record?.kind === 'course') return <CourseCrumb slug={crumb.record.course} />;
  if (crumb.record?.kind === 'admin-course') return <AdminCourseCrumb id={crumb.record.id} />;
  if (crumb.record?.kind === 'learning-path') return <PathCrumb slug={crumb.record.slug} />;
  if (crumb.record?.kind === 'admin-learning-path') return <AdminPathCrumb id={crumb.record.id} />;
  if (crumb.record?.kind === 'lesson')
    return <LessonCrumb course={crumb.record.course} item={crumb.record.item} />;
  if (crumb.record?.kind === 'student-view') return <>{t('crumbs.studentView')}</>;
  if (crumb.record?.kind === 'student-view-item')
    return <StudentViewItemCrumb id={crumb.record.id} item={crumb.record.item} />;
  if (crumb.parent === 'orders' && isRecordId(crumb.segment))
    return <OrderCrumb id={crumb.segment} />;
  if (crumb.parent === 'certificates' && isRecordId(crumb.segment))
    return <CertificateCrumb id={crumb.segment} />;
  if (crumb.parent === 'webhooks' && isRecordId(crumb.segment))
    return <WebhookCrumb id={crumb.segment} />;
  // A segment named differently under one parent (/admin/sales/orders is not /account/orders).
  const scoped = crumb.parent ? `crumbsUnder.${crumb.parent}.${crumb.segment}` : null;
  if (scoped && t.has(scoped)) return <>{t(scoped)}</>;
  const key = `crumbs.${crumb.segment}`;
  return <>{t.has(key) ? t(key) : crumb.segment.replace(/[-_]/g, ' ')}</>;
}

/** An account id reads as the account's name once loaded, with a placeholder until then. */
function AccountCrumb({ id }: { id: string }) {
  const { data } = useQuery(accountQuery(id));
  if (!data) return <LoadingCrumb />;
  return <>{data.fullName}</>;
}

/** A participant's id reads as their name (the participant's page has already loaded it). */
function ParticipantCrumb({ id }: { id: string }) {
  const { data, isError } = useQuery({ ...participantQuery(id), retry: false });
  if (data) return <>{data.fullName}</>;
  return isError ? id : <LoadingCrumb />;
}

/** A profile's id reads as the person's name (the profile page has already loaded it). */
function ProfileCrumb({ id }: { id: string }) {
  const { data, isError } = useQuery({ ...profileQuery(id), retry: false });
  if (data) return <>{data.fullName}</>;
  return isError ? id : <LoadingCrumb />;
}

/** The slug as words: what a course or lesson crumb says when its title cannot be read. */
const slugWords = (slug: string) => slug.replace(/[-_]/g, ' ');

/**
 * A grey pill while a crumb's name loads; its "Loading" is for screen readers only. (It was the
 * pill's own text in a transparent colour, which axe-core measured as white on grey: 1.19:1.)
 */
function LoadingCrumb() {
  const t = useTranslations('shell');
  return (
    <span className="crumb-placeholder" aria-busy="true">
      <span className="visually-hidden">{t('loadingCrumb')}</span>
    </span>
  );
}

/** A course slug reads as the course's title (the course page has already loaded it). */
function CourseCrumb({ slug }: { slug: string }) {
  const { data, isError } = useQuery({ ...courseQuery(slug), retry: false });
  if (data) return <>{data.title}</>;
  return isError ? slugWords(slug) : <LoadingCrumb />;
}

/** A learning path's slug reads as its title (the path page has already loaded it). */
function PathCrumb({ slug }: { slug: string }) {
  const { data, isError } = useQuery({ ...learningPathQuery(slug), retry: false });
  if (data) return <>{data.title}</>;
  return isError ? slugWords(slug) : <LoadingCrumb />;
}

/** A learning path's id in its editor reads as its title. */
function AdminPathCrumb({ id }: { id: string }) {
  const { data, isError } = useQuery({ ...pathDefinitionQuery(id), retry: false });
  if (data) return <>{data.title}</>;
  return isError ? id : <LoadingCrumb />;
}

/**
 * A lesson slug reads as the lesson's title (the player has already loaded it); a locked one's
 * (release rules: its content is refused) from the course's outline.
 */
function LessonCrumb({ course, item }: { course: string; item: string }) {
  const { data, isError } = useQuery({ ...lessonQuery(course, item), retry: false });
  const outline = useQuery({ ...courseQuery(course), retry: false, enabled: isError });
  if (data) return <>{data.item.title}</>;
  if (!isError) return <LoadingCrumb />;
  return <>{(outline.data && findItemBySlug(outline.data, item)?.title) ?? slugWords(item)}</>;
}

/** An item of student view reads as its title, from the course's outline (already loaded). */
function StudentViewItemCrumb({ id, item }: { id: string; item: string }) {
  const { data, isError } = useQuery({ ...previewCourseQuery(id), retry: false });
  if (data) return <>{findItemBySlug(data, item)?.title ?? slugWords(item)}</>;
  return isError ? slugWords(item) : <LoadingCrumb />;
}

/** A webhook endpoint's id reads as its host (its page has loaded the endpoint). */
function WebhookCrumb({ id }: { id: string }) {
  const { data, isError } = useQuery({ ...webhookEndpointQuery(id), retry: false });
  if (data) return <>{URL.canParse(data.url) ? new URL(data.url).host : data.url}</>;
  return isError ? id : <LoadingCrumb />;
}

/** An order id reads as the order's number (its page has loaded it). */
function OrderCrumb({ id }: { id: string }) {
  const { data, isError } = useQuery({ ...orderQuery(id), retry: false });
  if (data) return <>{data.number}</>;
  return isError ? id : <LoadingCrumb />;
}

/** A course id in the admin area reads as the course's title (the editor has loaded it). */
function AdminCourseCrumb({ id }: { id: string }) {
  const { data, isError } = useQuery({ ...courseEditorQuery(id), retry: false });
  if (data) return <>{data.title}</>;
  return isError ? id : <LoadingCrumb />;
}

/** A certificate id reads as the certification's name (its printable page has loaded it). */
function CertificateCrumb({ id }: { id: string }) {
  const { data, isError } = useQuery({ ...certificateQuery(id), retry: false });
  if (data) return <>{data.certificationName}</>;
  return isError ? id : <LoadingCrumb />;
}
