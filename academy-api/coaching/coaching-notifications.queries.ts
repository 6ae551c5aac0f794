import { eq, inArray } from 'drizzle-orm';
import { trustedAccountScope } from '../access/account-scope';
import { createNotification } from '../communication';
import type { Db } from '../db/database';
import { accounts } from '../db/schema';
import { LOCALES, type Locale } from '../i18n/locales';

/**
 * The coaching notifications: each in its reader's own language (the account's
 * locale), with a link to where they act on it.
 */
type Text = (values: Record<string, string>) => string;
type Messages = Record<Locale, Text>;

const MESSAGES = {
  graded: {
    en: ({ coach, item, grade }) => `${coach} graded your assignment “${item}”: ${grade}.`,
    nl: ({ coach, item, grade }) => `${coach} heeft je opdracht “${item}” beoordeeld: ${grade}.`,
    ro: ({ coach, item, grade }) => `${coach} a notat tema ta „${item}”: ${grade}.`,
  },
  quizGraded: {
    en: ({ coach, item, grade }) => `${coach} reviewed your open answers in “${item}”: ${grade}.`,
    nl: ({ coach, item, grade }) =>
      `${coach} heeft je open antwoorden in “${item}” beoordeeld: ${grade}.`,
    ro: ({ coach, item, grade }) =>
      `${coach} a evaluat răspunsurile tale deschise din „${item}”: ${grade}.`,
  },
  changesRequested: {
    en: ({ coach, item }) => `${coach} asks for changes to your assignment “${item}”.`,
    nl: ({ coach, item }) => `${coach} vraagt om wijzigingen in je opdracht “${item}”.`,
    ro: ({ coach, item }) => `${coach} cere modificări la tema ta „${item}”.`,
  },
  mandateRequested: {
    en: ({ coach, student }) => `${coach} asks for a mandate to coach ${student}.`,
    nl: ({ coach, student }) => `${coach} vraagt een mandaat om ${student} te begeleiden.`,
    ro: ({ coach, student }) => `${coach} cere un mandat pentru a-l îndruma pe ${student}.`,
  },
  mandateApproved: {
    en: ({ decider, student }) => `${decider} approved your mandate for ${student}.`,
    nl: ({ decider, student }) => `${decider} heeft je mandaat voor ${student} goedgekeurd.`,
    ro: ({ decider, student }) => `${decider} a aprobat mandatul tău pentru ${student}.`,
  },
  mandateDeclined: {
    en: ({ decider, student }) => `${decider} declined your mandate for ${student}.`,
    nl: ({ decider, student }) => `${decider} heeft je mandaat voor ${student} afgewezen.`,
    ro: ({ decider, student }) => `${decider} a respins mandatul tău pentru ${student}.`,
  },
} satisfies Record<string, Messages>;

const GRADE_WORDS = {
  pass: { en: 'Pass', nl: 'Voldoende', ro: 'Promovat' },
  fail: { en: 'Fail', nl: 'Onvoldoende', ro: 'Nepromovat' },
} satisfies Record<string, Record<Locale, string>>;

/** A grade as the notification says it: Pass/Fail, or points with the result. */
export function gradeWords(
  locale: Locale,
  outcome: { score: number; maxScore: number; passed: boolean; scheme: string },
): string {
  const verdict = GRADE_WORDS[outcome.passed ? 'pass' : 'fail'][locale];
  if (outcome.scheme === 'pass_fail') return verdict;
  const score = outcome.score.toLocaleString(locale);
  const max = outcome.maxScore.toLocaleString(locale);
  return `${score}/${max} (${verdict})`;
}

/**
 * Sends one message to each account, in that account's language. `values` may depend on the
 * reader's locale (the grade's words).
 */
export async function notifyAccounts(
  db: Db,
  params: {
    portalId: string;
    accountIds: readonly string[];
    message: keyof typeof MESSAGES;
    values: (locale: Locale) => Record<string, string>;
    link: string;
    now?: Date;
  },
) {
  if (params.accountIds.length === 0) return;
  const rows = await db
    .select({ id: accounts.id, locale: accounts.locale })
    .from(accounts)
    .where(inArray(accounts.id, [...params.accountIds]));
  for (const row of rows) {
    const locale: Locale = (LOCALES as readonly string[]).includes(row.locale)
      ? (row.locale as Locale)
      : 'en';
    await createNotification(db, {
      // The ticket's or mandate's own people: the scope is known, not requested.
      scope: trustedAccountScope(row.id, params.portalId),
      message: MESSAGES[params.message][locale](params.values(locale)),
      // Written in the recipient's language: marked if they later read it in another.
      language: locale,
      link: params.link,
      receivedAt: params.now,
    });
  }
}

/** The name of an account (who graded, who decided). */
export async function accountName(db: Db, id: string): Promise<string> {
  const [row] = await db
    .select({ fullName: accounts.fullName })
    .from(accounts)
    .where(eq(accounts.id, id));
  return row?.fullName ?? '';
}
