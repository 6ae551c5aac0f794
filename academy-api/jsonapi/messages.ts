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

export function errorTitle(code: string, locale: Locale): string {
  return CATALOGUE[code]?.title[locale] ?? code;
}

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
];
const DETAIL_BY_ENGLISH = new Map(DETAILS.map((text) => [text.en, text]));

/** A fixed English detail in the request's language (as written when it is not a known one). */
export function translatedDetail(detail: string, locale: Locale): string {
  return DETAIL_BY_ENGLISH.get(detail)?.[locale] ?? detail;
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
