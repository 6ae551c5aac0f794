'use client';

import type { QueryKey } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { ApiError } from '@/lib/api/errors';
import {
  addPortalLanguage,
  makePrimaryLanguage,
  removePortalLanguage,
} from '@/lib/resources/administration';
import type { PortalLanguage } from '@/lib/resources/portals';
import { AdminSelect, InlineForm } from './admin-fields';

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

/** What a language other than the primary offers: each a write, its button and what it says. */
const LANGUAGE_ACTIONS = [
  {
    label: 'makePrimary',
    done: 'madePrimary',
    className: 'button',
    write: makePrimaryLanguage,
  },
  {
    label: 'remove',
    done: 'removed',
    className: 'button button-danger',
    write: removePortalLanguage,
  },
] as const;

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
                {LANGUAGE_ACTIONS.map((action) => (
                  <button
                    key={action.label}
                    type="button"
                    className={action.className}
                    disabled={busy}
                    onClick={() =>
                      run(
                        () => action.write(language.id),
                        t(action.done, { language: name(language.locale) }),
                      )
                    }
                  >
                    {t(action.label, { language: name(language.locale) })}
                  </button>
                ))}
              </span>
            )}
          </li>
        ))}
      </ul>
      {missing.length > 0 && (
        <InlineForm
          action={t('add')}
          primary
          disabled={busy || !adding}
          onAction={() =>
            run(() => addPortalLanguage(adding), t('added', { language: name(adding) }))
          }
        >
          <AdminSelect
            label={t('addLabel')}
            value={adding}
            onValue={setAdding}
            options={missing.map((locale) => ({ value: locale, label: name(locale) }))}
          />
        </InlineForm>
      )}
      <p role="status" className="muted">
        {status}
      </p>
    </section>
  );
}
