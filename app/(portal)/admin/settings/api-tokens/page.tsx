import { getTranslations } from 'next-intl/server';
import { ApiTokensPage } from '@/components/api-tokens/api-tokens-page';
import { ClientMessages } from '@/components/i18n/client-messages';
import { IntroPageShell } from '@/components/shell/page-shell';
import { apiTokensQuery } from '@/lib/resources/api-tokens';
import { requireRoute } from '@/lib/server/guard';
import { Hydrate } from '@/lib/server/hydrate';
import { getQueryClient } from '@/lib/server/query-client';

export async function generateMetadata() {
  return { title: (await getTranslations('apiTokens'))('title') };
}

/** /admin/settings/api-tokens (issue 42): tokens for other systems, for the portal's admins. */
export default async function ApiTokensRoute() {
  await requireRoute('/admin/settings/api-tokens');
  await getQueryClient().prefetchQuery(apiTokensQuery());
  return (
    <Hydrate>
      <ClientMessages namespaces={['apiTokens']}>
        <IntroPageShell texts="apiTokens" className="api-tokens-page" titleId="api-tokens-title">
          <ApiTokensPage />
        </IntroPageShell>
      </ClientMessages>
    </Hydrate>
  );
}
