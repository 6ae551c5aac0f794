'use client';

import { useTranslations } from 'next-intl';
import { ListScreen, type ListScreenProps, ViewSearch } from '@/components/lists/list-screen';
import { ScreenResults } from '@/components/lists/paged-list';
import { useViewAddress } from '@/components/lists/use-view-address';
import { AdminEmpty } from '@/components/ui/admin-list-states';
import { AdminPageHead } from '@/components/ui/admin-page-head';
import { Link } from '@/components/ui/link';
import { type LearningPathDefinition, pathDefinitionsQuery } from '@/lib/resources/learning-paths';
import { PAGE_SIZE_PREFERENCE, PATHS_VIEW, PATHS_VIEW_DEFAULTS } from './paths-admin-view';
import './learning-paths.css';

/**
 * /admin/learning-paths (issue 43, item 6): the portal's learning paths in their order, searched
 * by title or address, 25 a page; each links to its editor.
 */
export function PathsAdmin({ initial }: ListScreenProps) {
  const t = useTranslations('learningPaths.admin');
  const address = useViewAddress();
  return (
    <div className="paths-admin">
      <AdminPageHead
        className="paths-admin-head"
        actionsClassName="paths-admin-actions"
        title={t('title')}
        intro={t('intro')}
        focusableTitle
      >
        <Link className="button button-primary" href="/admin/learning-paths/create">
          {t('new')}
        </Link>
      </AdminPageHead>
      <ListScreen
        view={PATHS_VIEW}
        defaults={PATHS_VIEW_DEFAULTS}
        initial={initial}
        address={address}
        sizePreference={PAGE_SIZE_PREFERENCE}
        query={pathDefinitionsQuery}
      >
        {(screen) => (
          <>
            <div className="paths-admin-toolbar">
              <ViewSearch settings={screen.settings} label={t('search')} />
            </div>
            <ScreenResults
              screen={screen}
              hideSinglePage
              emptyState={
                <AdminEmpty className="paths-admin-empty" text={t('empty')} hint={t('emptyHint')} />
              }
            >
              {(data) => (
                <ul className="paths-admin-list kit-list" aria-label={t('listLabel')}>
                  {data.items.map((path) => (
                    <PathRow key={path.id} path={path} />
                  ))}
                </ul>
              )}
            </ScreenResults>
          </>
        )}
      </ListScreen>
    </div>
  );
}

function PathRow({ path }: { path: LearningPathDefinition }) {
  const t = useTranslations('learningPaths.admin');
  return (
    <li className="paths-admin-item kit-card">
      <h2 className="paths-admin-item-title">
        <Link href={`/admin/learning-paths/${path.id}`}>{path.title}</Link>
      </h2>
      <p className="paths-admin-item-facts">
        <span className={`course-status course-status-${path.status}`}>
          {t(`status.${path.status}`)}
        </span>{' '}
        · {t('courseCount', { count: path.courses.length })} ·{' '}
        {path.sequential ? t('sequential') : t('free')}
      </p>
      {path.summary && <p className="paths-admin-item-summary">{path.summary}</p>}
    </li>
  );
}
