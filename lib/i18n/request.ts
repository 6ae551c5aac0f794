import { getRequestConfig } from 'next-intl/server';
import { getUiLanguage } from '@/lib/server/locale';
import { loadMessages } from '@/messages';
import { applyOverrides } from './overrides';

// next-intl without locale routing: the language comes from the user, account and portal.
export default getRequestConfig(async () => {
  const { locale, overrides } = await getUiLanguage();
  return {
    locale,
    messages: applyOverrides(await loadMessages(locale), overrides),
    timeZone: 'Europe/Amsterdam',
  };
});
