/**
 * The translation bundles: one JSON file per namespace and locale (messages/<locale>/<ns>.json),
 * so features own their texts. A new namespace is added here; a unit test fails when a file is
 * missing from this list or from any locale.
 */
export const NAMESPACES = [
  'account',
  'auth',
  'catalog',
  'common',
  'components',
  'dashboard',
  'environments',
  'errors',
  'exceptions',
  'forms',
  'landing',
  'logout',
  'menu',
  'notifications',
  'shell',
  'validation',
  'lists',
  'language',
  'accounts',
  'support',
  'feedback',
  'chat',
  'portfolio',
  'courses',
  'player',
  'editor',
  'files',
  'authoring',
  'contentIssues',
  'catalogsAdmin',
  'contentLabels',
  'apiTokens',
  'calendar',
  'webhooks',
  'ltiTool',
  'auditLog',
  // Reports (issue 43, item 5): completions, progress, quiz results and certificates.
  'reports',
  'quiz',
  'quizEditor',
  'certificates',
  'qualifications',
  // Learning paths and course prerequisites (issue 43, item 6).
  'learningPaths',
  // The learner overview: grades and deadlines (issue 43).
  'learnerOverview',
  'coaching',
  'communication',
  'commerce',
  'profiles',
  'administration',
  // Data rights (issue 42, item 4): erasure requests and erasing an account.
  'privacy',
  // People in bulk (issue 43, item 2): invitations, CSV imports, bulk enrolment.
  'people',
  // Translating a course's or an announcement's texts.
  'translations',
  // The e-mails the Academy API sends: portals override them like any page text.
  'mail',
  // The Academy API's error texts (academy-api/i18n/error-texts.ts): overridable the same way.
  'api',
] as const;

export type Messages = { [key: string]: string | Messages };

export async function loadMessages(locale: 'en' | 'nl' | 'ro'): Promise<Messages> {
  const entries = await Promise.all(
    NAMESPACES.map(async (namespace) => {
      const module = (await import(`./${locale}/${namespace}.json`)) as { default: Messages };
      return [namespace, module.default] as const;
    }),
  );
  return Object.fromEntries(entries);
}
