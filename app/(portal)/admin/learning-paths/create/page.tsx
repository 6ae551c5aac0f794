import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { PathEditor } from '@/components/learning-paths/path-editor';
import { requireRoute } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/hydrate';

export async function generateMetadata() {
  return { title: (await getTranslations('learningPaths'))('editor.createTitle') };
}

/** /admin/learning-paths/create: a new learning path; saved, its editor opens. */
export default async function CreateLearningPathRoute() {
  await requireRoute('/admin/learning-paths');
  return (
    <Hydrate>
      <ClientMessages
        namespaces={['learningPaths', 'catalogsAdmin.dnd', 'validation', 'editor', 'forms']}
      >
        <PathEditor path={null} />
      </ClientMessages>
    </Hydrate>
  );
}
