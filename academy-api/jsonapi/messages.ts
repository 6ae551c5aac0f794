export type Locale = 'en' | 'nl' | 'ro';
export const LOCALES: readonly Locale[] = ['en', 'nl', 'ro'];

type Text = Record<Locale, string>;

/** Error titles by code; details for the codes whose detail is the same every time. */
const CATALOGUE: Record<string, { title: Text; detail?: Text }> = {
  INVALID_QUERY: {
    title: {
      en: 'Invalid query parameter',
      nl: 'Ongeldige queryparameter',
      ro: 'Parametru de interogare invalid',
    },
  },
  INVALID_JSON: {
    title: {
      en: 'Invalid request body',
      nl: 'Ongeldige aanvraag',
      ro: 'Corpul cererii este invalid',
    },
  },
  PAYMENT_REQUIRED: {
    title: { en: 'Payment required', nl: 'Betaling vereist', ro: 'Plată necesară' },
    detail: {
      en: 'Your subscription does not give access to this course.',
      nl: 'Je abonnement geeft geen toegang tot deze cursus.',
      ro: 'Abonamentul tău nu oferă acces la acest curs.',
    },
  },
  NOT_COMPLETED: {
    title: { en: 'Course not completed', nl: 'Cursus niet afgerond', ro: 'Curs neterminat' },
    detail: {
      en: 'You can rate a course once you have completed it.',
      nl: 'Je kunt een cursus beoordelen zodra je hem hebt afgerond.',
      ro: 'Poți evalua un curs după ce l-ai terminat.',
    },
  },
  INVALID_PATH: {
    title: { en: 'Invalid path', nl: 'Ongeldig pad', ro: 'Cale invalidă' },
  },
  INVALID_CHARACTERS: {
    title: {
      en: 'Invalid characters',
      nl: 'Ongeldige tekens',
      ro: 'Caractere nepermise',
    },
    detail: {
      en: 'This field contains a character that is not allowed (a NUL byte or broken Unicode).',
      nl: 'Dit veld bevat een teken dat niet is toegestaan (een NUL-byte of ongeldige Unicode).',
      ro: 'Acest câmp conține un caracter nepermis (un octet NUL sau Unicode invalid).',
    },
  },
  UNAUTHENTICATED: { title: { en: 'Not signed in', nl: 'Niet ingelogd', ro: 'Neautentificat' } },
  FORBIDDEN: { title: { en: 'Forbidden', nl: 'Geen toegang', ro: 'Acces interzis' } },
  PORTAL_ACCESS_DENIED: {
    title: {
      en: 'No access to this portal',
      nl: 'Geen toegang tot dit portaal',
      ro: 'Fără acces la acest portal',
    },
  },
  NOT_FOUND: { title: { en: 'Not found', nl: 'Niet gevonden', ro: 'Negăsit' } },
  PORTAL_NOT_FOUND: {
    title: { en: 'Portal not found', nl: 'Portaal niet gevonden', ro: 'Portal negăsit' },
  },
  METHOD_NOT_ALLOWED: {
    title: { en: 'Method not allowed', nl: 'Methode niet toegestaan', ro: 'Metodă nepermisă' },
  },
  VALIDATION_FAILED: {
    title: { en: 'Invalid value', nl: 'Ongeldige waarde', ro: 'Valoare invalidă' },
  },
  TOO_MANY_ATTEMPTS: {
    title: { en: 'Too many attempts', nl: 'Te veel pogingen', ro: 'Prea multe încercări' },
  },
  INVALID_CREDENTIALS: {
    title: {
      en: 'Invalid credentials',
      nl: 'Onjuiste inloggegevens',
      ro: 'Date de autentificare incorecte',
    },
    detail: {
      en: 'The e-mail address or password is incorrect.',
      nl: 'Het e-mailadres of wachtwoord is onjuist.',
      ro: 'Adresa de e-mail sau parola este incorectă.',
    },
  },
  EMAIL_TAKEN: {
    title: {
      en: 'E-mail address taken',
      nl: 'E-mailadres in gebruik',
      ro: 'Adresă de e-mail folosită',
    },
    detail: {
      en: 'This e-mail address is already in use.',
      nl: 'Dit e-mailadres is al in gebruik.',
      ro: 'Această adresă de e-mail este deja folosită.',
    },
  },
  // Issue 32: registering needs the current terms and privacy statement accepted (the detail
  // names the documents, routes/auth.ts).
  AGREEMENTS_NOT_ACCEPTED: {
    title: {
      en: 'Agreements not accepted',
      nl: 'Niet akkoord gegaan',
      ro: 'Acorduri neacceptate',
    },
  },
  AGREEMENTS_CHANGED: {
    title: {
      en: 'Agreements changed',
      nl: 'Voorwaarden gewijzigd',
      ro: 'Acorduri modificate',
    },
    detail: {
      en: 'The terms of use or the privacy statement changed since you opened this page. Read the current version and accept it to create your account.',
      nl: 'De gebruiksvoorwaarden of de privacyverklaring zijn gewijzigd sinds je deze pagina opende. Lees de huidige versie en ga ermee akkoord om je account aan te maken.',
      ro: 'Termenii de utilizare sau declarația de confidențialitate s-au schimbat de când ai deschis această pagină. Citește versiunea actuală și accept-o ca să îți creezi contul.',
    },
  },
  LINK_INVALID: {
    title: { en: 'Link not valid', nl: 'Link niet geldig', ro: 'Link nevalid' },
    detail: {
      en: 'This link has expired or has been used already. Ask for a new one.',
      nl: 'Deze link is verlopen of al gebruikt. Vraag een nieuwe aan.',
      ro: 'Acest link a expirat sau a fost deja folosit. Cere unul nou.',
    },
  },
  INVALID_PASSWORD: {
    title: { en: 'Wrong password', nl: 'Onjuist wachtwoord', ro: 'Parolă greșită' },
    detail: {
      en: 'Your current password is not correct.',
      nl: 'Je huidige wachtwoord is niet juist.',
      ro: 'Parola ta actuală nu este corectă.',
    },
  },
  PASSWORD_UNCHANGED: {
    title: { en: 'Same password', nl: 'Zelfde wachtwoord', ro: 'Aceeași parolă' },
    detail: {
      en: 'Choose a password that differs from your current one.',
      nl: 'Kies een wachtwoord dat verschilt van je huidige.',
      ro: 'Alege o parolă diferită de cea actuală.',
    },
  },
  EMAIL_UNCHANGED: {
    title: { en: 'Same address', nl: 'Zelfde adres', ro: 'Aceeași adresă' },
    detail: {
      en: 'This is already your e-mail address.',
      nl: 'Dit is al je e-mailadres.',
      ro: 'Aceasta este deja adresa ta de e-mail.',
    },
  },
  PROPERTY_TAKEN: {
    title: { en: 'Property exists', nl: 'Eigenschap bestaat al', ro: 'Proprietatea există deja' },
    detail: {
      en: 'This account already has this property.',
      nl: 'Dit account heeft deze eigenschap al.',
      ro: 'Acest cont are deja această proprietate.',
    },
  },
  NOT_ENROLLED: {
    title: { en: 'Not enrolled', nl: 'Niet ingeschreven', ro: 'Neînscris' },
    detail: {
      en: 'You are not enrolled in this course.',
      nl: 'Je bent niet ingeschreven voor deze cursus.',
      ro: 'Nu ești înscris la acest curs.',
    },
  },
  ALREADY_UPVOTED: {
    title: { en: 'Already upvoted', nl: 'Al gestemd', ro: 'Deja votat' },
    detail: {
      en: 'You have already upvoted this idea.',
      nl: 'Je hebt al op dit idee gestemd.',
      ro: 'Ai votat deja această idee.',
    },
  },
  PROJECT_CLOSED: {
    title: {
      en: 'Project is read-only',
      nl: 'Project is alleen-lezen',
      ro: 'Proiect doar în citire',
    },
    detail: {
      en: 'This project is in development and takes no more feedback or upvotes.',
      nl: 'Dit project is in ontwikkeling en neemt geen feedback of stemmen meer aan.',
      ro: 'Acest proiect este în dezvoltare și nu mai primește feedback sau voturi.',
    },
  },
  // Commerce (issues 31, 32): a refused promotion code, on Make order and its quote, and the
  // other refusals of the orders, seats and promotions screens.
  PROMOTION_UNKNOWN: {
    title: {
      en: 'Unknown promotion code',
      nl: 'Onbekende actiecode',
      ro: 'Cod promoțional necunoscut',
    },
  },
  PROMOTION_NOT_STARTED: {
    title: {
      en: 'Promotion code not valid yet',
      nl: 'Actiecode nog niet geldig',
      ro: 'Cod promoțional încă nevalabil',
    },
  },
  PROMOTION_EXPIRED: {
    title: {
      en: 'Promotion code expired',
      nl: 'Actiecode verlopen',
      ro: 'Cod promoțional expirat',
    },
  },
  PROMOTION_NOT_APPLICABLE: {
    title: {
      en: 'Promotion code does not apply',
      nl: 'Actiecode geldt hier niet',
      ro: 'Codul promoțional nu se aplică',
    },
  },
  PROMOTION_LIMIT_REACHED: {
    title: {
      en: 'Promotion code used up',
      nl: 'Actiecode opgebruikt',
      ro: 'Cod promoțional epuizat',
    },
  },
  PROMOTION_ACCOUNT_LIMIT_REACHED: {
    title: {
      en: 'Promotion code used up by this customer',
      nl: 'Actiecode opgebruikt door deze klant',
      ro: 'Cod promoțional epuizat de acest client',
    },
  },
  PROMOTION_REDEEMED: {
    title: {
      en: 'Promotion already used',
      nl: 'Actie al gebruikt',
      ro: 'Promoție deja folosită',
    },
  },
  CODE_TAKEN: {
    title: { en: 'Code taken', nl: 'Code al in gebruik', ro: 'Cod deja folosit' },
  },
  ILLEGAL_TRANSITION: {
    title: {
      en: 'Status change not allowed',
      nl: 'Statuswijziging niet toegestaan',
      ro: 'Schimbare de stare nepermisă',
    },
  },
  ORDER_STATUS_CONFLICT: {
    title: {
      en: 'Order changed meanwhile',
      nl: 'Bestelling intussen gewijzigd',
      ro: 'Comandă modificată între timp',
    },
  },
  NO_FREE_SEAT: {
    title: { en: 'No free seat', nl: 'Geen vrije plaats', ro: 'Niciun loc liber' },
  },
  SEAT_ALREADY_HELD: {
    title: {
      en: 'Seat already held',
      nl: 'Heeft al een plaats',
      ro: 'Loc deja ocupat',
    },
  },
  ORDER_CLOSED: {
    title: { en: 'Order closed', nl: 'Bestelling afgesloten', ro: 'Comandă închisă' },
  },
  DATABASE_UNAVAILABLE: {
    title: {
      en: 'Temporarily unavailable',
      nl: 'Tijdelijk niet beschikbaar',
      ro: 'Temporar indisponibil',
    },
    detail: {
      en: 'The database cannot be reached right now. Please try again in a moment.',
      nl: 'De database is nu niet bereikbaar. Probeer het zo nog eens.',
      ro: 'Baza de date nu poate fi accesată acum. Încercați din nou în câteva momente.',
    },
  },
  INTERNAL_ERROR: {
    title: {
      en: 'Internal server error',
      nl: 'Interne serverfout',
      ro: 'Eroare internă de server',
    },
    detail: {
      en: 'Something went wrong on our side.',
      nl: 'Er ging iets mis aan onze kant.',
      ro: 'Ceva nu a funcționat la noi.',
    },
  },
};

/**
 * The title of a code without one of its own, by HTTP status: a refusal never reads as its
 * bare code (`PROMOTION_EXPIRED` on a Dutch page, issue 32).
 */
const STATUS_TITLES: Record<string, Text> = {
  '400': { en: 'Bad request', nl: 'Ongeldig verzoek', ro: 'Cerere invalidă' },
  '401': CATALOGUE.UNAUTHENTICATED?.title as Text,
  '402': CATALOGUE.PAYMENT_REQUIRED?.title as Text,
  '403': CATALOGUE.FORBIDDEN?.title as Text,
  '404': CATALOGUE.NOT_FOUND?.title as Text,
  '405': CATALOGUE.METHOD_NOT_ALLOWED?.title as Text,
  '409': { en: 'Conflict', nl: 'Conflict', ro: 'Conflict' },
  '413': { en: 'Too large', nl: 'Te groot', ro: 'Prea mare' },
  '415': {
    en: 'Unsupported file type',
    nl: 'Bestandstype niet ondersteund',
    ro: 'Tip de fișier neacceptat',
  },
  '422': CATALOGUE.VALIDATION_FAILED?.title as Text,
  '429': CATALOGUE.TOO_MANY_ATTEMPTS?.title as Text,
  '500': CATALOGUE.INTERNAL_ERROR?.title as Text,
  '503': CATALOGUE.DATABASE_UNAVAILABLE?.title as Text,
};

/** An error's title in `locale`: its code's own, else its status's, else the code itself. */
export function errorTitle(code: string, locale: Locale, status?: string | number): string {
  return (
    CATALOGUE[code]?.title[locale] ??
    (status === undefined ? undefined : STATUS_TITLES[String(status)]?.[locale]) ??
    code
  );
}

/** Every code's title (for the tests). */
export const ERROR_TITLES: readonly { code: string; title: Text }[] = [
  ...Object.entries(CATALOGUE).map(([code, entry]) => ({ code, title: entry.title })),
  ...Object.entries(STATUS_TITLES).map(([status, title]) => ({ code: status, title })),
];

export function errorDetail(code: string, locale: Locale): string | undefined {
  return CATALOGUE[code]?.detail?.[locale];
}

/**
 * The fixed details the routes and helpers write in English (`forbidden('…')`, issue 22: they
 * reached Dutch and Romanian pages as they were), by their English text: `translatedDetail`
 * gives the request's language. A detail not listed stays as written.
 */
const DETAILS: Text[] = [
  {
    en: 'Sign in to use this endpoint.',
    nl: 'Log in om dit te gebruiken.',
    ro: 'Autentifică-te pentru a folosi aceasta.',
  },
  {
    en: 'You may not do this.',
    nl: 'Dit mag je niet doen.',
    ro: 'Nu ai voie să faci asta.',
  },
  {
    en: 'Your role or this portal’s features do not allow this.',
    nl: 'Je rol of de functies van dit portaal staan dit niet toe.',
    ro: 'Rolul tău sau funcțiile acestui portal nu permit asta.',
  },
  {
    en: 'This account does not belong to this portal.',
    nl: 'Dit account hoort niet bij dit portaal.',
    ro: 'Acest cont nu aparține acestui portal.',
  },
  {
    en: 'The resource does not exist.',
    nl: 'Dit bestaat niet.',
    ro: 'Aceasta nu există.',
  },
  {
    en: 'The request body is not a JSON object.',
    nl: 'De inhoud van het verzoek is geen JSON-object.',
    ro: 'Corpul cererii nu este un obiect JSON.',
  },
  {
    en: 'The request body is not valid JSON.',
    nl: 'De inhoud van het verzoek is geen geldige JSON.',
    ro: 'Corpul cererii nu este JSON valid.',
  },
  {
    en: 'The path is not valid percent-encoded UTF-8.',
    nl: 'Het pad is geen geldige procent-gecodeerde UTF-8.',
    ro: 'Calea nu este UTF-8 valid codificat cu procente.',
  },
  {
    en: 'The path contains a NUL byte or broken Unicode.',
    nl: 'Het pad bevat een NUL-byte of ongeldige Unicode.',
    ro: 'Calea conține un octet NUL sau Unicode invalid.',
  },
  {
    en: 'This portal has no catalog categories.',
    nl: 'Dit portaal heeft geen cataloguscategorieën.',
    ro: 'Acest portal nu are categorii de catalog.',
  },
  {
    en: 'Only portal managers upload portal logos.',
    nl: 'Alleen portaalbeheerders uploaden portaallogo’s.',
    ro: 'Doar administratorii portalului încarcă sigle de portal.',
  },
  {
    en: 'There is no such portal.',
    nl: 'Dit portaal bestaat niet.',
    ro: 'Acest portal nu există.',
  },
  {
    en: 'Only course managers upload course images.',
    nl: 'Alleen cursusbeheerders uploaden cursusafbeeldingen.',
    ro: 'Doar administratorii de cursuri încarcă imagini de curs.',
  },
  {
    en: 'There is no such course on this portal.',
    nl: 'Deze cursus bestaat niet op dit portaal.',
    ro: 'Acest curs nu există pe acest portal.',
  },
  {
    en: 'There is no such portfolio item of yours.',
    nl: 'Dit portfolio-item van jou bestaat niet.',
    ro: 'Acest element de portofoliu al tău nu există.',
  },
  {
    en: 'You may not delete this file.',
    nl: 'Je mag dit bestand niet verwijderen.',
    ro: 'Nu ai voie să ștergi acest fișier.',
  },
  {
    en: 'There is no such feedback project.',
    nl: 'Dit feedbackproject bestaat niet.',
    ro: 'Acest proiect de feedback nu există.',
  },
  {
    en: 'A note is sent by its own account.',
    nl: 'Een notitie wordt verstuurd door het eigen account.',
    ro: 'O notă este trimisă de propriul cont.',
  },
  {
    en: 'X-Portal-Domain is missing.',
    nl: 'De header X-Portal-Domain ontbreekt.',
    ro: 'Antetul X-Portal-Domain lipsește.',
  },
  {
    en: 'data.attributes must be an object.',
    nl: 'data.attributes moet een object zijn.',
    ro: 'data.attributes trebuie să fie un obiect.',
  },
  {
    en: 'There is no such catalog.',
    nl: 'Deze catalogus bestaat niet.',
    ro: 'Acest catalog nu există.',
  },
  {
    en: 'There is no such cover image.',
    nl: 'Deze omslagafbeelding bestaat niet.',
    ro: 'Această imagine de copertă nu există.',
  },
  {
    en: 'A label does not exist.',
    nl: 'Een label bestaat niet.',
    ro: 'O etichetă nu există.',
  },
  {
    en: 'There is no such label.',
    nl: 'Dit label bestaat niet.',
    ro: 'Această etichetă nu există.',
  },
  {
    en: 'Only lessons have content.',
    nl: 'Alleen lessen hebben inhoud.',
    ro: 'Doar lecțiile au conținut.',
  },
  {
    en: 'Only a lesson can be a free preview.',
    nl: 'Alleen een les kan een gratis voorproefje zijn.',
    ro: 'Doar o lecție poate fi o previzualizare gratuită.',
  },
  {
    en: 'There is no such avatar of yours.',
    nl: 'Deze avatar van jou bestaat niet.',
    ro: 'Acest avatar al tău nu există.',
  },
  {
    en: 'You cannot change your own roles; another admin can.',
    nl: 'Je kunt je eigen rollen niet wijzigen; een andere beheerder kan dat wel.',
    ro: 'Nu îți poți schimba propriile roluri; un alt administrator poate.',
  },
  {
    en: 'mode must be preview or confirm.',
    nl: 'mode moet preview of confirm zijn.',
    ro: 'mode trebuie să fie preview sau confirm.',
  },
  {
    en: 'filter[search] needs at least 2 characters.',
    nl: 'filter[search] heeft minstens 2 tekens nodig.',
    ro: 'filter[search] are nevoie de cel puțin 2 caractere.',
  },
  {
    en: 'filter[entity] must be entity ids.',
    nl: 'filter[entity] moet bestaan uit entiteit-id’s.',
    ro: 'filter[entity] trebuie să conțină id-uri de entități.',
  },
  {
    en: 'Another course of this portal already has this address.',
    nl: 'Een andere cursus van dit portaal heeft dit adres al.',
    ro: 'Un alt curs al acestui portal are deja această adresă.',
  },
  {
    en: 'The category is not one of the catalog’s.',
    nl: 'Deze categorie hoort niet bij de catalogus.',
    ro: 'Categoria nu aparține catalogului.',
  },
  {
    en: 'Only this portal’s coaches can coach a course.',
    nl: 'Alleen coaches van dit portaal kunnen een cursus coachen.',
    ro: 'Doar coachii acestui portal pot coordona un curs.',
  },
  {
    en: 'The outline has changed since you loaded it (a module or item was added or removed). Reload and order it again.',
    nl: 'De opbouw is veranderd sinds je hem laadde (er is een module of onderdeel toegevoegd of verwijderd). Laad opnieuw en orden hem nog eens.',
    ro: 'Structura s-a schimbat de când ai încărcat-o (a fost adăugat sau șters un modul sau un element). Reîncarcă și ordonează din nou.',
  },
  {
    en: 'filter[customer] must be entity:{id} or account:{id}.',
    nl: 'filter[customer] moet entity:{id} of account:{id} zijn.',
    ro: 'filter[customer] trebuie să fie entity:{id} sau account:{id}.',
  },
];
const DETAIL_BY_ENGLISH = new Map(DETAILS.map((text) => [text.en, text]));

/**
 * Details with values in them (`portalNotFound(domain)`, `methodNotAllowed(method)`, the query
 * checks), by their English template: `{name}` is a value the detail carries over as it is. The
 * more specific template comes first where two could match.
 */
const DETAIL_TEMPLATES: Text[] = [
  {
    en: 'No portal serves {domain}.',
    nl: 'Geen portaal bedient {domain}.',
    ro: 'Niciun portal nu deservește {domain}.',
  },
  {
    en: '{method} is not allowed here.',
    nl: '{method} is hier niet toegestaan.',
    ro: '{method} nu este permis aici.',
  },
  { en: 'There is no {path}.', nl: '{path} bestaat niet.', ro: '{path} nu există.' },
  {
    en: 'You may not give or take away the role {role}.',
    nl: 'Je mag de rol {role} niet geven of afnemen.',
    ro: 'Nu ai voie să acorzi sau să retragi rolul {role}.',
  },
  {
    en: '{parameter} must be a whole number at least 1.',
    nl: '{parameter} moet een geheel getal van minstens 1 zijn.',
    ro: '{parameter} trebuie să fie un număr întreg de cel puțin 1.',
  },
  {
    en: '{parameter} must be a whole number between 1 and {max}.',
    nl: '{parameter} moet een geheel getal tussen 1 en {max} zijn.',
    ro: '{parameter} trebuie să fie un număr întreg între 1 și {max}.',
  },
  {
    en: 'Including "{path}" is not supported here.',
    nl: '"{path}" meesturen kan hier niet.',
    ro: 'Includerea "{path}" nu este acceptată aici.',
  },
  {
    en: 'Sorting by "{field}" is not supported here.',
    nl: 'Sorteren op "{field}" kan hier niet.',
    ro: 'Sortarea după "{field}" nu este acceptată aici.',
  },
  {
    en: '{name} needs a key in brackets, e.g. {example}.',
    nl: '{name} heeft een sleutel tussen haken nodig, bijv. {example}.',
    ro: '{name} are nevoie de o cheie între paranteze, de ex. {example}.',
  },
  {
    en: 'There are no "{key}" resources here.',
    nl: 'Er zijn hier geen "{key}"-resources.',
    ro: 'Aici nu există resurse "{key}".',
  },
  {
    en: '"{key}" has no field "{field}".',
    nl: '"{key}" heeft geen veld "{field}".',
    ro: '"{key}" nu are câmpul "{field}".',
  },
  {
    en: 'Filtering by "{key}" is not supported here.',
    nl: 'Filteren op "{key}" kan hier niet.',
    ro: 'Filtrarea după "{key}" nu este acceptată aici.',
  },
  {
    en: 'The description is longer than {max} characters.',
    nl: 'De beschrijving is langer dan {max} tekens.',
    ro: 'Descrierea are mai mult de {max} caractere.',
  },
  {
    en: 'The lesson is longer than {max} characters.',
    nl: 'De les is langer dan {max} tekens.',
    ro: 'Lecția are mai mult de {max} caractere.',
  },
  {
    en: '{name} must be a certification id.',
    nl: '{name} moet een certificering-id zijn.',
    ro: '{name} trebuie să fie un id de certificare.',
  },
  {
    en: '{name} must be roles of {values}.',
    nl: '{name} moet bestaan uit rollen uit {values}.',
    ro: '{name} trebuie să conțină roluri dintre {values}.',
  },
  {
    en: '{name} takes {values} or all.',
    nl: '{name} neemt {values} of all.',
    ro: '{name} acceptă {values} sau all.',
  },
  {
    en: '{name} must be one of: {values}.',
    nl: '{name} moet een van deze waarden zijn: {values}.',
    ro: '{name} trebuie să fie una dintre valorile: {values}.',
  },
  {
    en: '{name} must be a date (YYYY-MM-DD).',
    nl: '{name} moet een datum zijn (JJJJ-MM-DD).',
    ro: '{name} trebuie să fie o dată (AAAA-LL-ZZ).',
  },
  {
    en: '{name} must be the id of a course.',
    nl: '{name} moet het id van een cursus zijn.',
    ro: '{name} trebuie să fie id-ul unui curs.',
  },
  {
    en: '{name} must be a course id.',
    nl: '{name} moet een cursus-id zijn.',
    ro: '{name} trebuie să fie un id de curs.',
  },
  {
    en: '{name} must be a promotion id.',
    nl: '{name} moet een promotie-id zijn.',
    ro: '{name} trebuie să fie un id de promoție.',
  },
  {
    en: '{name} must be an id.',
    nl: '{name} moet een id zijn.',
    ro: '{name} trebuie să fie un id.',
  },
  {
    en: '{name} is not valid percent-encoded UTF-8.',
    nl: '{name} is geen geldige procent-gecodeerde UTF-8.',
    ro: '{name} nu este UTF-8 valid codificat cu procente.',
  },
  {
    en: '{name} is not supported here.',
    nl: '{name} kan hier niet.',
    ro: '{name} nu este acceptat aici.',
  },
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each template as a pattern over its English text, capturing its values by name. */
const TEMPLATE_PATTERNS = DETAIL_TEMPLATES.map((text) => {
  const names: string[] = [];
  const source = text.en
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return escapeRegExp(part);
      names.push(name);
      return '(.+?)';
    })
    .join('');
  return { text, names, pattern: new RegExp(`^${source}$`, 's') };
});

/** Every English detail the catalogue translates, fixed or templated (for the tests). */
export const TRANSLATED_DETAIL_TEXTS: readonly Text[] = [...DETAILS, ...DETAIL_TEMPLATES];

/** A fixed English detail in the request's language (as written when it is not a known one). */
export function translatedDetail(detail: string, locale: Locale): string {
  const fixed = DETAIL_BY_ENGLISH.get(detail);
  if (fixed) return fixed[locale];
  if (locale === 'en') return detail;
  for (const { text, names, pattern } of TEMPLATE_PATTERNS) {
    const match = pattern.exec(detail);
    if (!match) continue;
    const values = new Map(names.map((name, index) => [name, match[index + 1] ?? '']));
    return text[locale].replace(/\{(\w+)\}/g, (_, name: string) => values.get(name) ?? '');
  }
  return detail;
}

/**
 * The field messages of spec §5, keyed like the app's `validation` bundle and with the same
 * placeholders: a 422's detail reads exactly as the form's own message (a test compares them).
 */
export const FIELD_MESSAGES: Record<string, Text> = {
  required: {
    en: 'This field is required',
    nl: 'Dit veld is verplicht',
    ro: 'Acest câmp este obligatoriu',
  },
  is_email: {
    en: 'This field should contain a valid email address',
    nl: 'Dit veld moet een geldig e-mailadres bevatten',
    ro: 'Acest câmp trebuie să conțină o adresă de e-mail validă',
  },
  min: {
    en: 'This field requires at least {min} characters',
    nl: 'Dit veld vereist minimaal {min} tekens',
    ro: 'Acest câmp necesită cel puțin {min} caractere',
  },
  max: {
    en: 'This field has a maximum of {max} characters',
    nl: 'Dit veld mag maximaal {max} tekens bevatten',
    ro: 'Acest câmp are un maxim de {max} caractere',
  },
  is_required: {
    en: 'Please select an option',
    nl: 'Selecteer een optie',
    ro: 'Selectează o opțiune',
  },
  regex: {
    en: 'This field does not have the required format ({pattern})',
    nl: 'Dit veld heeft niet het vereiste formaat ({pattern})',
    ro: 'Acest câmp nu are formatul cerut ({pattern})',
  },
  in_array: {
    en: 'This field needs to have one of the following values: {values}',
    nl: 'Dit veld moet een van de volgende waarden hebben: {values}',
    ro: 'Acest câmp trebuie să aibă una dintre următoarele valori: {values}',
  },
  equals: {
    en: 'This field does not match the expected value',
    nl: 'Dit veld komt niet overeen met de verwachte waarde',
    ro: 'Acest câmp nu corespunde valorii așteptate',
  },
  selected: {
    en: 'This option must be selected',
    nl: 'Deze optie moet geselecteerd zijn',
    ro: 'Această opțiune trebuie selectată',
  },
  unselected: {
    en: 'This option must not be selected',
    nl: 'Deze optie mag niet geselecteerd zijn',
    ro: 'Această opțiune nu trebuie selectată',
  },
  correct: {
    en: 'This answer is not correct',
    nl: 'Dit antwoord is niet juist',
    ro: 'Acest răspuns nu este corect',
  },
  incorrect: {
    en: 'This answer is incorrect',
    nl: 'Dit antwoord is fout',
    ro: 'Acest răspuns este greșit',
  },
  uuid: {
    en: 'This field should contain a valid UUID',
    nl: 'Dit veld moet een geldige UUID bevatten',
    ro: 'Acest câmp trebuie să conțină un UUID valid',
  },
};

/** A §5 field message (`rule` without the `validation.` prefix) with its values filled in. */
export function fieldMessage(
  rule: string,
  locale: Locale,
  values: Record<string, string | number> = {},
): string {
  const text = (FIELD_MESSAGES[rule] ?? FIELD_MESSAGES.regex)?.[locale] ?? '';
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** The first of en/nl/ro that an Accept-Language header asks for (by q), or undefined. */
export function acceptedLocale(
  header: string | null | undefined,
  offered: readonly string[] = LOCALES,
) {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase().split('-')[0] ?? '', q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.find((entry) => offered.includes(entry.tag))?.tag;
}
