import { getTranslations } from 'next-intl/server';
import { CreateCourseForm } from '@/components/authoring/create-course-form';
import { ClientMessages } from '@/components/i18n/client-messages';
import { authoringOptionsQuery } from '@/lib/resources/authoring';
import { requireRoute } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/hydrate';
import { getQueryClient } from '@/lib/server/query-client';
import '@/components/authoring/authoring.css';

export async function generateMetadata() {
  return { title: (await getTranslations('authoring'))('create.title') };
}

/** /admin/courses/create (spec §2, §6 course rights): a title makes a draft, then its editor. */
export default async function CreateCoursePage() {
  const [, t] = await Promise.all([
    requireRoute('/admin/courses/create'),
    getTranslations('authoring'),
  ]);
  await getQueryClient().prefetchQuery(authoringOptionsQuery());
  return (
    <Hydrate>
      <ClientMessages namespaces={['authoring.create', 'validation']}>
        <section className="start-page" aria-labelledby="create-course-title">
          <h1 id="create-course-title">{t('create.title')}</h1>
          <p className="lead">{t('create.lead')}</p>
          <CreateCourseForm />
        </section>
      </ClientMessages>
    </Hydrate>
  );
}
