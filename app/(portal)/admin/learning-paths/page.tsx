import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { PathsAdmin } from '@/components/learning-paths/paths-admin';
import {
  PAGE_SIZE_PREFERENCE,
  PATHS_VIEW,
  PATHS_VIEW_DEFAULTS,
} from '@/components/learning-paths/paths-admin-view';
import { prefetchFirstPage } from '@/lib/lists/prefetch-first-page';
import type { AddressQuery } from '@/lib/lists/view-address';
import { pathDefinitionsQuery } from '@/lib/resources/learning-paths';
import { requireRoute } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/hydrate';
import '@/components/authoring/authoring.css';

export async function generateMetadata() {
  return { title: (await getTranslations('learningPaths'))('admin.title') };
}

/** /admin/learning-paths (issue 43, item 6): course rights and content groups (RULES.courses). */
export default async function LearningPathsAdminRoute({
  searchParams,
}: {
  searchParams: Promise<AddressQuery>;
}) {
  const [, address] = await Promise.all([requireRoute('/admin/learning-paths'), searchParams]);
  const initial = await prefetchFirstPage({
    view: PATHS_VIEW,
    defaults: PATHS_VIEW_DEFAULTS,
    sizePreference: PAGE_SIZE_PREFERENCE,
    query: pathDefinitionsQuery,
    address,
  });
  return (
    <Hydrate>
      <ClientMessages namespaces={['learningPaths.admin', 'lists']}>
        <PathsAdmin initial={initial} />
      </ClientMessages>
    </Hydrate>
  );
}
