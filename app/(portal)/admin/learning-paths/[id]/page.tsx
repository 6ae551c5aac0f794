import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { PathEditor } from '@/components/learning-paths/path-editor';
import { pathDefinitionQuery } from '@/lib/resources/learning-paths';
import { requireRoute } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/hydrate';
import { fetchOrNotFound, getQueryClient } from '@/lib/server/query-client';
import { isUuid } from '@/shared/validation/empty';

interface PathRouteProps {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: PathRouteProps) {
  const { id } = await params;
  try {
    return { title: (await getQueryClient().fetchQuery(pathDefinitionQuery(id))).title };
  } catch {
    return { title: (await getTranslations('learningPaths'))('admin.title') };
  }
}

/** /admin/learning-paths/{id}: one path's editor; an unknown or another portal's path is a 404. */
export default async function LearningPathEditorRoute({ params }: PathRouteProps) {
  const [, { id }] = await Promise.all([requireRoute('/admin/learning-paths'), params]);
  if (!isUuid(id)) notFound();
  const path = await fetchOrNotFound(pathDefinitionQuery(id));
  return (
    <Hydrate>
      <ClientMessages
        namespaces={['learningPaths', 'catalogsAdmin.dnd', 'validation', 'editor', 'forms']}
      >
        <PathEditor key={path.updatedAt} path={path} />
      </ClientMessages>
    </Hydrate>
  );
}
