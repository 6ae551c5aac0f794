import { meKeys } from '@/lib/resources/me';
import { meResult } from '@/tests/support/fixtures/demo-users';
import { testQueryClient } from '@/tests/support/render-with-providers';

/**
 * A query client that knows the signed-in user (with `roles`) on a portal whose languages are
 * `locales`, the first one primary: what screens that offer a field per language read.
 */
export function portalWithLanguages(roles: string[], locales: string[]) {
  const result = meResult({ roles });
  const languages = locales.map((locale, index) => ({
    id: `l${index}`,
    locale,
    isPrimary: index === 0,
    overrides: null,
  }));
  const queryClient = testQueryClient();
  queryClient.setQueryData(meKeys.me(), {
    ...result,
    me: { ...result.me, portal: { ...result.me.portal, languages } },
  });
  return queryClient;
}
