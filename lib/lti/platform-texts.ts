import 'server-only';
import { getTranslations } from 'next-intl/server';
import { getUiLanguage } from '@/lib/server/locale';

/** The launch pages' words in the request's language (player.ltiPages). */
export async function ltiPageTexts() {
  const { locale } = await getUiLanguage();
  const t = await getTranslations({ locale, namespace: 'player.ltiPages' });
  return { locale, t };
}
