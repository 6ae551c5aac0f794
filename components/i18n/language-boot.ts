import { LANGUAGE_COOKIE, LOCALES } from '@/lib/i18n/locales';
import { LANGUAGE_COOKIE_MAX_AGE_S } from './language-choice';

/**
 * A language kept in local storage (spec §9 `custom-language`) but not (yet) in the
 * cookie the server reads must apply on the first load, every time. A client-side refresh after
 * hydration could be lost while the person typed or the page was busy; this runs in <head>
 * before anything is shown or can be typed into: it copies the choice into the cookie and, if
 * the page was rendered in another language, loads it once more. It never loops: after the
 * copy the cookie matches, and when cookies cannot be written it does not reload at all.
 */
export function languageBootScript(): string {
  const name = JSON.stringify(LANGUAGE_COOKIE);
  const locales = JSON.stringify(LOCALES);
  const attributes = JSON.stringify(`; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax`);
  return `(function(){try{var n=${name},s=localStorage.getItem(n);if(${locales}.indexOf(s)<0)return;function c(){var p=document.cookie.split(';');for(var i=0;i<p.length;i++){var k=p[i].trim();if(k.indexOf(n+'=')===0)return decodeURIComponent(k.slice(n.length+1))}return null}if(c()===s)return;document.cookie=n+'='+s+${attributes}+(location.protocol==='https:'?'; Secure':'');if(c()===s&&document.documentElement.lang!==s)location.reload()}catch(e){}})();`;
}
