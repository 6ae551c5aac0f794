import type { Context } from 'hono';
import type { OverrideProblem } from '../../shared/i18n/override-rules';
import type { HostnameProblem } from '../../shared/portals/hostname';
import type { AppEnv } from '../app-env';
import { ApiError, notFound, pointerTo } from '../jsonapi/errors';
import type { Locale } from '../jsonapi/messages';

type Text<A extends unknown[] = []> = Record<Locale, (...args: A) => string>;

/**
 * Settings are for the admin's current portal only (issue 20): `/v1/portals/current/…` or the
 * current portal's own id; any other portal's settings are not there to change (404).
 */
export function currentPortalOf(c: Context<AppEnv>): string {
  const param = c.req.param('id');
  if (param !== 'current' && param?.toLowerCase() !== c.var.portal.id) throw notFound();
  return c.var.portal.id;
}

const fieldProblem = (
  status: number,
  code: string,
  title: string,
  detail: string,
  field: string,
  meta?: Record<string, unknown>,
) =>
  new ApiError(status, [
    { code, title, detail, source: pointerTo(field), ...(meta ? { meta } : {}) },
  ]);

const OVERRIDE_TITLE: Record<Locale, string> = {
  en: 'Invalid translation override',
  nl: 'Ongeldige vertaling',
  ro: 'Traducere invalidă',
};

const OVERRIDE_TEXT: {
  [K in OverrideProblem['code']]: Text<[string, Extract<OverrideProblem, { code: K }>]>;
} = {
  UNKNOWN_KEY: {
    en: (key) => `"${key}" is not a text of this app.`,
    nl: (key) => `"${key}" is geen tekst van deze app.`,
    ro: (key) => `"${key}" nu este un text al acestei aplicații.`,
  },
  EMPTY: {
    en: (key) => `The text of "${key}" is empty. Revert it to use the default text.`,
    nl: (key) => `De tekst van "${key}" is leeg. Zet hem terug om de standaardtekst te gebruiken.`,
    ro: (key) => `Textul pentru "${key}" este gol. Revino la textul implicit.`,
  },
  TOO_LONG: {
    en: (key, p) => `The text of "${key}" is longer than ${p.max} characters.`,
    nl: (key, p) => `De tekst van "${key}" is langer dan ${p.max} tekens.`,
    ro: (key, p) => `Textul pentru "${key}" depășește ${p.max} de caractere.`,
  },
  INVALID_ICU: {
    en: (key, p) =>
      `The text of "${key}" is not a valid message (${p.error} at character ${p.offset + 1}).`,
    nl: (key, p) =>
      `De tekst van "${key}" is geen geldig bericht (${p.error} bij teken ${p.offset + 1}).`,
    ro: (key, p) =>
      `Textul pentru "${key}" nu este un mesaj valid (${p.error} la caracterul ${p.offset + 1}).`,
  },
  UNKNOWN_ARGUMENT: {
    en: (key, p) =>
      `The text of "${key}" uses ${p.name}, which this text does not have${p.allowed.length ? ` (it has ${p.allowed.join(', ')})` : ''}.`,
    nl: (key, p) =>
      `De tekst van "${key}" gebruikt ${p.name}, dat deze tekst niet heeft${p.allowed.length ? ` (wel: ${p.allowed.join(', ')})` : ''}.`,
    ro: (key, p) =>
      `Textul pentru "${key}" folosește ${p.name}, pe care acest text nu îl are${p.allowed.length ? ` (are: ${p.allowed.join(', ')})` : ''}.`,
  },
};

const OVERRIDE_CODE: Record<OverrideProblem['code'], string> = {
  UNKNOWN_KEY: 'UNKNOWN_TRANSLATION_KEY',
  EMPTY: 'VALIDATION_FAILED',
  TOO_LONG: 'VALIDATION_FAILED',
  INVALID_ICU: 'INVALID_MESSAGE_SYNTAX',
  UNKNOWN_ARGUMENT: 'UNKNOWN_MESSAGE_ARGUMENT',
};

/** The error object of one bad override, naming its key (detail and meta.key). */
export function overrideError(
  locale: Locale,
  key: string,
  problem: OverrideProblem,
  field: string,
) {
  const text = OVERRIDE_TEXT[problem.code][locale] as (k: string, p: OverrideProblem) => string;
  return {
    code: OVERRIDE_CODE[problem.code],
    title: OVERRIDE_TITLE[locale],
    detail: text(key, problem),
    source: pointerTo(field),
    meta: { key, problem: problem.code },
  };
}

/** 422 with one error per bad override. */
export const overridesRefused = (errors: ReturnType<typeof overrideError>[]) =>
  new ApiError(422, errors);

const HOSTNAME_TEXT: Record<HostnameProblem, Text> = {
  empty: {
    en: () => 'Enter a domain name.',
    nl: () => 'Vul een domeinnaam in.',
    ro: () => 'Introdu un nume de domeniu.',
  },
  too_long: {
    en: () => 'A domain name has at most 253 characters.',
    nl: () => 'Een domeinnaam heeft hoogstens 253 tekens.',
    ro: () => 'Un nume de domeniu are cel mult 253 de caractere.',
  },
  label_too_long: {
    en: () => 'Each part of a domain name (between the dots) has at most 63 characters.',
    nl: () => 'Elk deel van een domeinnaam (tussen de punten) heeft hoogstens 63 tekens.',
    ro: () => 'Fiecare parte a unui nume de domeniu (între puncte) are cel mult 63 de caractere.',
  },
  label_invalid: {
    en: () =>
      'Use letters, digits and hyphens between the dots, with no hyphen at the start or end of a part.',
    nl: () =>
      'Gebruik letters, cijfers en streepjes tussen de punten, zonder streepje aan het begin of eind van een deel.',
    ro: () =>
      'Folosește litere, cifre și cratime între puncte, fără cratimă la începutul sau sfârșitul unei părți.',
  },
};

const HOSTNAME_TITLE: Record<Locale, string> = {
  en: 'Invalid domain name',
  nl: 'Ongeldige domeinnaam',
  ro: 'Nume de domeniu invalid',
};

/** 422 for a domain that breaks spec §9's host name rules, with its rule in meta. */
export const invalidHostname = (locale: Locale, problem: HostnameProblem, field: string) =>
  fieldProblem(
    422,
    'INVALID_HOSTNAME',
    HOSTNAME_TITLE[locale],
    HOSTNAME_TEXT[problem][locale](),
    field,
    {
      rule: problem,
    },
  );

const SIMPLE: Record<
  string,
  { status: number; title: Record<Locale, string>; detail: Record<Locale, string> }
> = {
  DOMAIN_TAKEN: {
    status: 422,
    title: { en: 'Domain in use', nl: 'Domein in gebruik', ro: 'Domeniu folosit' },
    detail: {
      en: 'Another portal (or this one) is served on this domain already.',
      nl: 'Een ander portaal (of dit portaal) gebruikt dit domein al.',
      ro: 'Un alt portal (sau acesta) folosește deja acest domeniu.',
    },
  },
  KEY_TAKEN: {
    status: 422,
    title: { en: 'Key in use', nl: 'Sleutel in gebruik', ro: 'Cheie folosită' },
    detail: {
      en: 'Another portal has this key already.',
      nl: 'Een ander portaal heeft deze sleutel al.',
      ro: 'Un alt portal are deja această cheie.',
    },
  },
  LAST_DOMAIN: {
    status: 422,
    title: { en: 'Last domain', nl: 'Laatste domein', ro: 'Ultimul domeniu' },
    detail: {
      en: 'A portal needs at least one domain to be reachable. Add another domain first.',
      nl: 'Een portaal heeft minstens één domein nodig om bereikbaar te zijn. Voeg eerst een ander domein toe.',
      ro: 'Un portal are nevoie de cel puțin un domeniu ca să fie accesibil. Adaugă mai întâi alt domeniu.',
    },
  },
  PRIMARY_LANGUAGE: {
    status: 422,
    title: { en: 'Primary language', nl: 'Hoofdtaal', ro: 'Limba principală' },
    detail: {
      en: 'The primary language cannot be removed. Make another language the primary one first.',
      nl: 'De hoofdtaal kan niet worden verwijderd. Maak eerst een andere taal de hoofdtaal.',
      ro: 'Limba principală nu poate fi ștearsă. Fă mai întâi altă limbă principală.',
    },
  },
  LANGUAGE_EXISTS: {
    status: 422,
    title: { en: 'Language exists', nl: 'Taal bestaat al', ro: 'Limba există' },
    detail: {
      en: 'The portal offers this language already.',
      nl: 'Het portaal biedt deze taal al aan.',
      ro: 'Portalul oferă deja această limbă.',
    },
  },
  LOW_CONTRAST: {
    status: 422,
    title: { en: 'Too little contrast', nl: 'Te weinig contrast', ro: 'Contrast prea mic' },
    detail: {
      en: 'White text on this colour reaches less than 4.5:1. Choose a darker colour.',
      nl: 'Witte tekst op deze kleur haalt minder dan 4,5:1. Kies een donkerdere kleur.',
      ro: 'Textul alb pe această culoare atinge mai puțin de 4,5:1. Alege o culoare mai închisă.',
    },
  },
  DRAFT_EXISTS: {
    status: 409,
    title: { en: 'Draft exists', nl: 'Concept bestaat al', ro: 'Ciorna există' },
    detail: {
      en: 'This document has a draft already: edit or delete it first.',
      nl: 'Dit document heeft al een concept: bewerk of verwijder dat eerst.',
      ro: 'Acest document are deja o ciornă: editeaz-o sau șterge-o mai întâi.',
    },
  },
  VERSION_PUBLISHED: {
    status: 409,
    title: { en: 'Published version', nl: 'Gepubliceerde versie', ro: 'Versiune publicată' },
    detail: {
      en: 'A published version does not change: make a new version instead.',
      nl: 'Een gepubliceerde versie verandert niet: maak een nieuwe versie.',
      ro: 'O versiune publicată nu se schimbă: creează o versiune nouă.',
    },
  },
  PRIMARY_TEXT_MISSING: {
    status: 422,
    title: { en: 'Text missing', nl: 'Tekst ontbreekt', ro: 'Text lipsă' },
    detail: {
      en: 'Write the text in the portal’s primary language before publishing.',
      nl: 'Schrijf de tekst in de hoofdtaal van het portaal voordat je publiceert.',
      ro: 'Scrie textul în limba principală a portalului înainte de publicare.',
    },
  },
};

/** One of the settings' refusals, optionally pointing at a field. */
export function settingsError(locale: Locale, code: keyof typeof SIMPLE, field?: string) {
  const known = SIMPLE[code];
  if (!known) throw new Error(`Unknown settings error ${code}`);
  return new ApiError(known.status, [
    {
      code,
      title: known.title[locale],
      detail: known.detail[locale],
      ...(field ? { source: pointerTo(field) } : {}),
    },
  ]);
}
