import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { languageBootScript } from './language-boot';

/** Runs the script against a fake page: its storage, cookie jar, <html lang> and reloads. */
function run(page: {
  stored: string | null;
  cookie: string;
  lang: string;
  cookiesBlocked?: boolean;
}) {
  let cookie = page.cookie;
  let reloads = 0;
  const document = {
    documentElement: { lang: page.lang },
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      if (page.cookiesBlocked) return;
      const [pair] = value.split(';');
      const [name] = (pair ?? '').split('=');
      const others = cookie
        .split(';')
        .map((part) => part.trim())
        .filter((part) => part && !part.startsWith(`${name}=`));
      cookie = [...others, pair].join('; ');
    },
  };
  vm.runInNewContext(languageBootScript(), {
    document,
    localStorage: { getItem: () => page.stored },
    location: {
      protocol: 'http:',
      reload: () => {
        reloads++;
      },
    },
  });
  return { cookie, reloads };
}

describe('the first-load language (spec §9)', () => {
  it('copies a stored language into the cookie and loads the page again in it, once', () => {
    const first = run({ stored: 'ro', cookie: 'session=abc', lang: 'nl' });
    expect(first.cookie).toContain('custom-language=ro');
    expect(first.cookie).toContain('session=abc');
    expect(first.reloads).toBe(1);
    // The reloaded page: the cookie matches now, nothing more happens (even if the portal
    // did not offer Romanian and rendered Dutch again).
    expect(run({ stored: 'ro', cookie: first.cookie, lang: 'nl' }).reloads).toBe(0);
  });

  it('replaces a different cookie, without reloading a page already in the stored language', () => {
    const result = run({ stored: 'en', cookie: 'custom-language=nl', lang: 'en' });
    expect(result.cookie).toBe('custom-language=en');
    expect(result.reloads).toBe(0);
  });

  it('does nothing without a valid stored language, or when cookies cannot be written', () => {
    expect(run({ stored: null, cookie: '', lang: 'nl' })).toEqual({ cookie: '', reloads: 0 });
    expect(run({ stored: 'de', cookie: '', lang: 'nl' })).toEqual({ cookie: '', reloads: 0 });
    expect(run({ stored: 'ro', cookie: '', lang: 'nl', cookiesBlocked: true }).reloads).toBe(0);
  });
});
