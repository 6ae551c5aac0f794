import { getRequestConfig } from 'next-intl/server';
import { getUiLanguage } from '@/lib/server/locale';
import { applyOverrides } from './overrides';

// next-intl without locale routing: the language comes from the user, account and portal.
export default getRequestConfig(async () => {
  const { locale, overrides } = await getUiLanguage();
  const bundle = (await import(`../../messages/${locale}.json`)).default;
  return {
    locale,
    messages: applyOverrides(bundle, overrides),
    timeZone: 'Europe/Amsterdam',
  };
});
