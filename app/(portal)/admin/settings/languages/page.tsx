import { getTranslations } from 'next-intl/server';
import { OverrideEditor } from '@/components/administration/override-editor';
import { PortalLanguages } from '@/components/administration/portal-languages';
import { ClientMessages } from '@/components/i18n/client-messages';
import { type OverrideFilter, searchOverrides } from '@/lib/i18n/override-search';
import { requireRoute } from '@/lib/server/guard';
import { loadMessages } from '@/messages';
import { parseOverrides } from '@/shared/i18n/override-rules';
import '@/components/administration/administration.css';

export async function generateMetadata() {
  return { title: (await getTranslations('administration'))('languages.title') };
}

/** The languages the app has bundles for (messages/). */
const APP_LOCALES = ['en', 'nl', 'ro'] as const;
type AppLocale = (typeof APP_LOCALES)[number];
const FILTERS: OverrideFilter[] = ['all', 'overridden', 'missing'];

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '');

/**
 * /admin/settings/languages: the portal's languages and the override editor.
 * The search is a plain GET form (works without script, shareable), computed here from the
 * bundles of this build; each key's editor checks and saves through the API.
 */
export default async function LanguagesRoute({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ result }, t, params] = await Promise.all([
    requireRoute('/admin/settings/languages'),
    getTranslations('administration'),
    searchParams,
  ]);
  const languages = result.me.portal.languages ?? [];
  const primary = languages.find((l) => l.isPrimary) ?? languages[0];
  const chosen = languages.find((l) => l.locale === one(params.language)) ?? primary;
  const query = one(params.q).slice(0, 200);
  const filter = FILTERS.find((f) => f === one(params.filter)) ?? 'all';
  const locale = (
    APP_LOCALES.includes(chosen?.locale as AppLocale) ? chosen?.locale : 'en'
  ) as AppLocale;
  const [english, language] = await Promise.all([loadMessages('en'), loadMessages(locale)]);
  const found = chosen
    ? searchOverrides({
        english,
        language,
        overrides: parseOverrides(chosen.overrides),
        query,
        filter,
      })
    : null;
  const searching = query !== '' || filter !== 'all';
  return (
    <ClientMessages
      namespaces={['administration.languages', 'administration.overrides', 'language']}
    >
      <div className="admin-page">
        <header>
          <h1>{t('languages.title')}</h1>
          <p className="lead">{t('languages.intro')}</p>
        </header>
        <PortalLanguages languages={languages} available={[...APP_LOCALES]} />
        {chosen && found && (
          <section className="admin-card" aria-labelledby="overrides-title">
            <h2 id="overrides-title">{t('overrides.title')}</h2>
            <p className="muted">{t('overrides.intro')}</p>
            <div className="table-scroll">
              <table className="admin-table">
                <caption>{t('overrides.reportCaption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('overrides.language')}</th>
                    <th scope="col">{t('overrides.keys')}</th>
                    <th scope="col">{t('overrides.missingCount')}</th>
                    <th scope="col">{t('overrides.overriddenCount')}</th>
                  </tr>
                </thead>
                <tbody>
                  {
                    await Promise.all(
                      languages.map(async (l) => {
                        const code = (
                          APP_LOCALES.includes(l.locale as AppLocale) ? l.locale : 'en'
                        ) as AppLocale;
                        const { report } = searchOverrides({
                          english,
                          language: code === locale ? language : await loadMessages(code),
                          overrides: parseOverrides(l.overrides),
                          query: '',
                          filter: 'overridden',
                        });
                        return (
                          <tr key={l.id}>
                            <th scope="row">{l.locale}</th>
                            <td>{report.total}</td>
                            <td>
                              <a href={`?language=${l.locale}&filter=missing`}>{report.missing}</a>
                            </td>
                            <td>
                              <a href={`?language=${l.locale}&filter=overridden`}>
                                {report.overridden}
                              </a>
                            </td>
                          </tr>
                        );
                      }),
                    )
                  }
                </tbody>
              </table>
            </div>
            <form className="admin-inline-form override-search" method="get">
              <div className="field">
                <label htmlFor="override-language">{t('overrides.language')}</label>
                <select
                  id="override-language"
                  name="language"
                  className="input"
                  defaultValue={chosen.locale}
                >
                  {languages.map((l) => (
                    <option key={l.id} value={l.locale}>
                      {l.locale}
                    </option>
                  ))}
                </select>
              </div>
              <div className="field">
                <label htmlFor="override-search">{t('overrides.search')}</label>
                <input
                  id="override-search"
                  name="q"
                  type="search"
                  className="input"
                  defaultValue={query}
                />
              </div>
              <div className="field">
                <label htmlFor="override-filter">{t('overrides.filter')}</label>
                <select id="override-filter" name="filter" className="input" defaultValue={filter}>
                  {FILTERS.map((f) => (
                    <option key={f} value={f}>
                      {t(`overrides.filters.${f}`)}
                    </option>
                  ))}
                </select>
              </div>
              <button type="submit" className="button button-primary">
                {t('overrides.find')}
              </button>
            </form>
            {!searching ? (
              <p className="muted">{t('overrides.start')}</p>
            ) : found.rows.length === 0 ? (
              <p className="muted">{t('overrides.none')}</p>
            ) : (
              <>
                <p role="status">
                  {t('overrides.matches', { shown: found.rows.length, total: found.matches })}
                </p>
                <ul className="override-list">
                  {found.rows.map((row) => (
                    // Keyed by language and key only: a save refreshes the page, and a key with
                    // the saved text would mount the row anew and lose its "Saved" message.
                    <OverrideEditor
                      key={`${chosen.id}:${row.key}`}
                      row={row}
                      languageId={chosen.id}
                      locale={chosen.locale}
                    />
                  ))}
                </ul>
              </>
            )}
          </section>
        )}
      </div>
    </ClientMessages>
  );
}
