import { portalDomains, portalLanguages, portals, themes } from '../../shared/portals/contract';
import { type ResourceObject, toMany, toOne } from '../jsonapi/document';
import { resourceOf } from '../jsonapi/resource';
import type { PortalDomain, PortalLanguage, PortalRecord, Theme } from './portals.queries';

export const PORTAL_TYPE_FIELDS = {
  portals: [
    'key',
    'name',
    'parameters',
    'information',
    'assets',
    'portal_domains',
    'languages',
    'theme',
  ],
  portal_domains: ['domain', 'base_url'],
  portal_languages: ['locale', 'is_primary', 'overrides'],
} as const;

/** Portal parameters that only their own endpoints show (spec §9 `mailing_list_settings`). */
const PRIVATE_PARAMETERS = new Set(['mailing_list_settings']);

export const THEME_FIELDS = ['colors', 'styles', 'assets', 'version'] as const;

export function portalResource(portal: PortalRecord): ResourceObject {
  return resourceOf(
    portals,
    portal.id,
    {
      key: portal.key,
      name: portal.name,
      // Staff settings (the mailing list's) are not for everyone who reads the portal.
      parameters: portal.parameters.filter((parameter) => !PRIVATE_PARAMETERS.has(parameter.type)),
      information: portal.information,
      assets: { logo: portal.logoUrl },
    },
    {
      relationships: {
        portal_domains: toMany(
          'portal_domains',
          portal.domains.map((d) => d.id),
        ),
        languages: toMany(
          'portal_languages',
          portal.languages.map((l) => l.id),
        ),
        theme: toOne('themes', portal.theme?.id),
      },
      links: { self: `/v1/portals/${portal.id}` },
      meta: { features: portal.features },
    },
  );
}

export function portalDomainResource(domain: PortalDomain): ResourceObject {
  return resourceOf(portalDomains, domain.id, {
    domain: domain.domain,
    base_url: domain.base_url,
  });
}

export function portalLanguageResource(portalId: string, language: PortalLanguage): ResourceObject {
  return resourceOf(
    portalLanguages,
    language.id,
    {
      locale: language.locale,
      is_primary: language.is_primary,
      overrides: language.overrides,
    },
    { links: { self: `/v1/portals/${portalId}/languages/${language.id}` } },
  );
}

export function themeResource(theme: Theme): ResourceObject {
  return resourceOf(themes, theme.id, {
    colors: theme.colors,
    styles: theme.styles,
    assets: theme.assets,
    version: theme.version,
  });
}

/** The included resources of a portal for the requested paths (prefix: `portal.` on Me). */
export function portalIncludes(portal: PortalRecord, include: Set<string>, prefix = '') {
  return [
    ...(include.has(`${prefix}portal_domains`) ? portal.domains.map(portalDomainResource) : []),
    ...(include.has(`${prefix}languages`)
      ? portal.languages.map((l) => portalLanguageResource(portal.id, l))
      : []),
    // The portals screen edits the theme's colour: it comes with the list.
    ...(include.has(`${prefix}theme`) && portal.theme ? [themeResource(portal.theme)] : []),
  ];
}
