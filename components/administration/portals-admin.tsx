'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { QueryPending } from '@/components/errors/error-panel';
import { Input } from '@/components/forms/native-fields';
import {
  addPortalDomain,
  createPortal,
  removePortalDomain,
  renamePortal,
  setPortalColor,
} from '@/lib/resources/administration';
import { managedPortalsQuery, type Portal, portalKeys } from '@/lib/resources/portals';
import { hostnameProblem, normaliseHostname } from '@/shared/portals/hostname';
import { defaultBaseUrl, primaryColorHex, primaryContrast } from '@/shared/portals/portal-rules';
import { AdminInput, AdminSelect, InlineForm } from './admin-fields';
import { useStatusWrite } from './portal-languages';
import { PortalLogoField } from './portal-logo-field';

/** The base URL a domain gets from here (local domains: this protocol and port). */
function baseUrlFor(domain: string): string {
  return defaultBaseUrl(domain, { protocol: window.location.protocol, port: window.location.port });
}

/** The hostname problem of spec §9 as a sentence, or ''. */
function useHostnameText() {
  const t = useTranslations('administration.portals.hostname');
  return (value: string) => {
    const problem = value.trim() === '' ? null : hostnameProblem(normaliseHostname(value));
    return problem ? t(problem) : '';
  };
}

/**
 * Portals (RULES.portalSettings): rename, logo, domains (spec §9 host names)
 * and the theme colour with its contrast against white, of each portal the API lists (every
 * portal for academy roles, the own one for a portal's admin); creating one only
 * for who acts on every portal (`mayCreate`: RULES.otherPortals).
 */
export function PortalsAdmin({ mayCreate }: { mayCreate: boolean }) {
  const query = useQuery(managedPortalsQuery());
  if (!query.data) return <QueryPending query={query} />;
  return (
    <>
      <ul className="portal-list">
        {query.data.map((portal) => (
          <PortalCard key={portal.id} portal={portal} />
        ))}
      </ul>
      {mayCreate && <NewPortal />}
    </>
  );
}

/** A card's writes: the portals are refetched before its status line says it is done. */
function useRun() {
  const t = useTranslations('administration.portals');
  return useStatusWrite(t('failed'), portalKeys.all());
}

function ColorField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useTranslations('administration.portals');
  const id = useId();
  const contrast = /^#[0-9a-f]{6}$/i.test(value) ? primaryContrast(value) : null;
  return (
    <div className="field">
      <label htmlFor={id}>{t('color')}</label>
      <span className="color-field">
        <Input
          id={id}
          className="input"
          value={value}
          placeholder="#7148e5"
          maxLength={7}
          aria-describedby={`${id}-contrast`}
          onChange={(event) => onChange(event.target.value.trim())}
        />
        <span
          className="color-swatch"
          aria-hidden="true"
          style={{ background: contrast ? value : 'transparent' }}
        >
          Aa
        </span>
      </span>
      <span
        id={`${id}-contrast`}
        className={contrast?.readable === false ? 'field-error' : 'field-hint'}
      >
        {contrast
          ? t(contrast.readable ? 'contrastOk' : 'contrastLow', { ratio: contrast.ratio })
          : t('colorHint')}
      </span>
    </div>
  );
}

function PortalCard({ portal }: { portal: Portal }) {
  const t = useTranslations('administration.portals');
  const hostnameText = useHostnameText();
  const { run, status, busy } = useRun();
  const [name, setName] = useState(portal.name);
  const [domain, setDomain] = useState('');
  // The colour the portal is painted with now (its theme's, or the fallback it falls back to).
  const current = primaryColorHex(portal.theme?.colors?.primary);
  const [color, setColor] = useState(current);
  const titleId = `portal-${portal.id}`;
  const domainError = hostnameText(domain);
  return (
    <li className="admin-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{portal.name}</h2>
      <p className="muted">
        <code>{portal.key}</code>
      </p>
      <InlineForm
        action={t('rename')}
        disabled={busy || name.trim().length < 2 || name === portal.name}
        onAction={() => run(() => renamePortal(portal.id, name.trim()), t('renamed'))}
      >
        <AdminInput label={t('name')} value={name} maxLength={100} onValue={setName} />
      </InlineForm>
      <PortalLogoField portal={portal} />
      <h3>{t('domains')}</h3>
      <ul className="language-list">
        {(portal.portalDomains ?? []).map((item, index) => (
          <li key={item.id} className="language-row">
            <span>
              <strong>{item.domain}</strong> <span className="muted">{item.baseUrl}</span>
              {index === 0 && <span className="badge">{t('main')}</span>}
            </span>
            {(portal.portalDomains?.length ?? 0) > 1 && (
              <button
                type="button"
                className="button button-small"
                disabled={busy}
                onClick={() =>
                  run(
                    () => removePortalDomain(portal.id, item.id),
                    t('domainRemoved', { domain: item.domain }),
                  )
                }
              >
                {t('removeDomain', { domain: item.domain })}
              </button>
            )}
          </li>
        ))}
      </ul>
      <InlineForm
        action={t('addDomain')}
        disabled={busy || domain.trim() === '' || domainError !== ''}
        onAction={() => {
          const host = normaliseHostname(domain);
          run(
            () => addPortalDomain(portal.id, host, baseUrlFor(host)),
            t('domainAdded', { domain: host }),
            () => setDomain(''),
          );
        }}
      >
        <AdminInput
          label={t('newDomain')}
          value={domain}
          maxLength={253}
          error={domainError}
          onValue={setDomain}
        />
      </InlineForm>
      <InlineForm
        action={t('saveColor')}
        disabled={busy || color === current || primaryContrast(color)?.readable !== true}
        onAction={() => run(() => setPortalColor(portal.id, color), t('colorSaved'))}
      >
        <ColorField value={color} onChange={setColor} />
      </InlineForm>
      <p role="status" className="muted">
        {status}
      </p>
    </li>
  );
}

function NewPortal() {
  const t = useTranslations('administration.portals');
  const languages = useTranslations('language.names');
  const hostnameText = useHostnameText();
  const { run, status, busy } = useRun();
  const [values, setValues] = useState({
    name: '',
    key: '',
    domain: '',
    primaryLocale: 'nl',
    primaryColor: '#7148e5',
  });
  const set = (field: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const domainError = hostnameText(values.domain);
  const ready =
    values.name.trim().length >= 2 &&
    /^[a-z0-9]+(-[a-z0-9]+)*$/.test(values.key) &&
    values.domain.trim() !== '' &&
    domainError === '' &&
    primaryContrast(values.primaryColor)?.readable === true;
  return (
    <section className="admin-card" aria-labelledby="new-portal-title">
      <h2 id="new-portal-title">{t('newTitle')}</h2>
      <div className="form">
        <AdminInput label={t('name')} value={values.name} maxLength={100} onValue={set('name')} />
        <AdminInput
          label={t('key')}
          value={values.key}
          maxLength={40}
          hint={t('keyHint')}
          onValue={(key) => set('key')(key.toLowerCase())}
        />
        <AdminInput
          label={t('domain')}
          value={values.domain}
          maxLength={253}
          error={domainError}
          onValue={set('domain')}
        />
        <AdminSelect
          label={t('primaryLanguage')}
          value={values.primaryLocale}
          onValue={set('primaryLocale')}
          options={(['nl', 'en', 'ro'] as const).map((code) => ({
            value: code,
            label: languages(code),
          }))}
        />
        <ColorField value={values.primaryColor} onChange={set('primaryColor')} />
        <div className="admin-actions">
          <button
            type="button"
            className="button button-primary"
            disabled={busy || !ready}
            onClick={() => {
              const domain = normaliseHostname(values.domain);
              run(
                () =>
                  createPortal({
                    ...values,
                    name: values.name.trim(),
                    domain,
                    baseUrl: baseUrlFor(domain),
                  }),
                t('created', { name: values.name.trim(), domain }),
              );
            }}
          >
            {t('create')}
          </button>
        </div>
        <p role="status" className="muted">
          {status}
        </p>
      </div>
    </section>
  );
}
