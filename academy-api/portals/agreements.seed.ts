import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { agreementAcceptances, agreementTexts, agreementVersions } from '../db/schema';

const DAY = 24 * 60 * 60 * 1000;

type Texts = Record<'en' | 'nl' | 'ro', { title: string; body: string }>;

const TERMS: Texts = {
  en: {
    title: 'Terms of use',
    body: `<h2>Using Demo Academy</h2><p>Demo Academy gives you access to the courses your organisation or subscription includes. Your account is personal: do not share your password.</p><h3>Your work</h3><p>What you write in assignments, reflections and your portfolio stays yours. Your coaches and the academy's staff may read it to guide you.</p><h3>Fair use</h3><ul><li>Do not copy course material outside the academy.</li><li>Be respectful in feedback and conversations.</li></ul><p>Questions? Write to support through the help link in the account menu.</p>`,
  },
  nl: {
    title: 'Gebruiksvoorwaarden',
    body: `<h2>Demo Academy gebruiken</h2><p>Demo Academy geeft je toegang tot de cursussen die je organisatie of abonnement omvat. Je account is persoonlijk: deel je wachtwoord niet.</p><h3>Jouw werk</h3><p>Wat je schrijft in opdrachten, reflecties en je portfolio blijft van jou. Je coaches en de medewerkers van de academie mogen het lezen om je te begeleiden.</p><h3>Redelijk gebruik</h3><ul><li>Kopieer geen lesmateriaal buiten de academie.</li><li>Wees respectvol in feedback en gesprekken.</li></ul><p>Vragen? Schrijf naar support via de helplink in het accountmenu.</p>`,
  },
  ro: {
    title: 'Termeni de utilizare',
    body: `<h2>Folosirea Demo Academy</h2><p>Demo Academy îți dă acces la cursurile incluse de organizația sau abonamentul tău. Contul tău este personal: nu îți împărți parola.</p><h3>Munca ta</h3><p>Ce scrii în teme, reflecții și portofoliu rămâne al tău. Coachii și personalul academiei îl pot citi ca să te îndrume.</p><h3>Utilizare corectă</h3><ul><li>Nu copia materialele cursurilor în afara academiei.</li><li>Fii respectuos în feedback și conversații.</li></ul><p>Întrebări? Scrie echipei de suport prin linkul de ajutor din meniul contului.</p>`,
  },
};

const PRIVACY: Texts = {
  en: {
    title: 'Privacy statement',
    body: `<h2>What we keep</h2><p>Your name, e-mail address, your progress in courses, your submissions and the messages you send. We keep them as long as you have an account.</p><h3>Who sees it</h3><p>You, your coaches for the courses they coach, and the academy's staff. We never sell your data.</p><p>You may ask to see, correct or delete your data at any time.</p>`,
  },
  nl: {
    title: 'Privacyverklaring',
    body: `<h2>Wat we bewaren</h2><p>Je naam, e-mailadres, je voortgang in cursussen, je inzendingen en de berichten die je stuurt. We bewaren ze zolang je een account hebt.</p><h3>Wie het ziet</h3><p>Jij, je coaches voor de cursussen die zij begeleiden, en de medewerkers van de academie. We verkopen je gegevens nooit.</p><p>Je kunt altijd vragen je gegevens in te zien, te verbeteren of te verwijderen.</p>`,
  },
  ro: {
    title: 'Declarație de confidențialitate',
    body: `<h2>Ce păstrăm</h2><p>Numele, adresa de e-mail, progresul tău la cursuri, temele predate și mesajele trimise. Le păstrăm cât timp ai un cont.</p><h3>Cine le vede</h3><p>Tu, coachii tăi pentru cursurile pe care le coordonează și personalul academiei. Nu vindem niciodată datele tale.</p><p>Poți cere oricând să îți vezi, corectezi sau ștergi datele.</p>`,
  },
};

/**
 * Demo Academy's terms of use and privacy statement, version 1.0 in its three languages,
 * published 90 days ago and accepted by every seeded account of the portal (so signing in as a
 * demo account asks nothing; a new major version asks everyone). Runs after every other seed
 * that makes accounts. Idempotent: the versions only on a portal that has none, acceptances
 * only where missing.
 */
export async function seedAgreements(
  db: Db,
  portalIds: Map<string, string>,
  accountIds: Map<string, string>,
) {
  const portalId = portalIds.get('demo');
  if (!portalId) return;
  const [existing] = await db
    .select({ id: agreementVersions.id })
    .from(agreementVersions)
    .where(eq(agreementVersions.portalId, portalId))
    .limit(1);
  if (!existing) {
    const publishedAt = new Date(Date.now() - 90 * DAY);
    for (const [kind, texts] of [
      ['terms', TERMS],
      ['privacy', PRIVACY],
    ] as const) {
      const [version] = await db
        .insert(agreementVersions)
        .values({
          portalId,
          kind,
          major: 1,
          minor: 0,
          status: 'published',
          publishedAt,
          createdAt: publishedAt,
        })
        .returning({ id: agreementVersions.id });
      if (!version) throw new Error(`Seeding the ${kind} returned no row`);
      await db.insert(agreementTexts).values(
        Object.entries(texts).map(([locale, text]) => ({
          versionId: version.id,
          locale,
          title: text.title,
          bodyHtml: text.body,
        })),
      );
    }
  }
  const ids = [...accountIds.values()];
  if (ids.length === 0) return;
  await db.execute(sql`insert into ${agreementAcceptances} (account_id, version_id, locale, accepted_at)
    select a.id, v.id, a.locale, greatest(a.created_at, v.published_at)
    from accounts a
    join ${agreementVersions} v on v.portal_id = a.portal_id and v.status = 'published'
    where a.portal_id = ${portalId} and a.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})
    on conflict do nothing`);
}
