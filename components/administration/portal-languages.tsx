'use client';

import type { QueryKey } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { NativeSelect } from '@/components/forms/native-fields';
import { ApiError } from '@/lib/api/errors';
import {
  addPortalLanguage,
  makePrimaryLanguage,
  removePortalLanguage,
} from '@/lib/resources/administration';
import type { PortalLanguage } from '@/lib/resources/portals';

/** The first error's detail of a refused request, or the screen's own message. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const detail = error.errors?.[0]?.detail;
    if (detail) return detail;
  }
  return fallback;
}

/**
 * A settings card's writes, one at a time, each said on its status line: what was done, or
 * what went wrong (`failed` when the API gives no detail). `queryKey`: what they change, when
 * it is cached (refetched before the line says it is done).
 */
export function useStatusWrite(failed: string, queryKey?: QueryKey) {
  const [status, setStatus] = useState('');
  const write = useOptimisticMutation({
    queryKey,
    mutationFn: (action: () => Promise<unknown>) => action(),
    errors: (error) => setStatus(errorText(error, failed)),
  });
  /** Runs `action`; once done, says `done` and calls `then`. */
  const run = (action: () => Promise<unknown>, done: string, then?: () => void) => {
    setStatus('');
    write.mutate(action, {
      onSuccess: () => {
        setStatus(done);
        then?.();
      },
    });
  };
  return { run, status, busy: write.isPending };
}

/**
 * The portal's languages: add one the app has, make one primary, remove any but the
 * primary. Every change shows on the next page load (the page refreshes at once).
 */
export function PortalLanguages({
  languages,
  available,
}: {
  languages: PortalLanguage[];
  available: string[];
}) {
  const t = useTranslations('administration.languages');
  const names = useTranslations('language.names');
  const router = useRouter();
  const addId = useId();
  const missing = available.filter((locale) => !languages.some((l) => l.locale === locale));
  const [adding, setAdding] = useState(missing[0] ?? '');
  // Read on the server: nothing cached to refetch, the page refreshes instead.
  const { run: write, status, busy } = useStatusWrite(t('failed'));
  const run = (action: () => Promise<unknown>, done: string) =>
    write(action, done, () => router.refresh());
  const name = (locale: string) => names(locale as 'en');
  return (
    <section className="admin-card" aria-labelledby="languages-title">
      <h2 id="languages-title">{t('listTitle')}</h2>
      <ul className="language-list">
        {languages.map((language) => (
          <li key={language.id} className="language-row">
            <span>
              <strong>{name(language.locale)}</strong> <code>{language.locale}</code>
              {language.isPrimary && <span className="badge">{t('primary')}</span>}
            </span>
            {!language.isPrimary && (
              <span className="admin-actions">
                <button
                  type="button"
                  className="button"
                  disabled={busy}
                  onClick={() =>
                    run(
                      () => makePrimaryLanguage(language.id),
                      t('madePrimary', { language: name(language.locale) }),
                    )
                  }
                >
                  {t('makePrimary', { language: name(language.locale) })}
                </button>
                <button
                  type="button"
                  className="button button-danger"
                  disabled={busy}
                  onClick={() =>
                    run(
                      () => removePortalLanguage(language.id),
                      t('removed', { language: name(language.locale) }),
                    )
                  }
                >
                  {t('remove', { language: name(language.locale) })}
                </button>
              </span>
            )}
          </li>
        ))}
      </ul>
      {missing.length > 0 && (
        <div className="admin-inline-form">
          <div className="field">
            <label htmlFor={addId}>{t('addLabel')}</label>
            <NativeSelect
              id={addId}
              className="input"
              value={adding}
              onChange={(event) => setAdding(event.target.value)}
            >
              {missing.map((locale) => (
                <option key={locale} value={locale}>
                  {name(locale)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <button
            type="button"
            className="button button-primary"
            disabled={busy || !adding}
            onClick={() =>
              run(() => addPortalLanguage(adding), t('added', { language: name(adding) }))
            }
          >
            {t('add')}
          </button>
        </div>
      )}
      <p role="status" className="muted">
        {status}
      </p>
    </section>
  );
}
