import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import {
  type AgreementKind,
  compareVersions,
  nextVersion,
  type PublishedVersion,
  type VersionChange,
} from '../../shared/agreements/versions';
import type { Db } from '../db/database';
import { likePattern } from '../db/like-pattern';
import { qualified } from '../db/qualified';
import {
  type AgreementStatus,
  accounts,
  agreementAcceptances,
  agreementTexts,
  agreementVersions,
} from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';

export type AgreementText = { locale: string; title: string; body_html: string };

export type AgreementVersionRow = {
  id: string;
  portalId: string;
  kind: AgreementKind;
  major: number;
  minor: number;
  status: AgreementStatus;
  publishedAt: Date | null;
  createdAt: Date;
  texts: AgreementText[];
  /** Accounts that accepted this version. */
  acceptances: number;
};

const versionId = qualified(agreementVersions.id);

const versionColumns = {
  id: agreementVersions.id,
  portalId: agreementVersions.portalId,
  kind: agreementVersions.kind,
  major: agreementVersions.major,
  minor: agreementVersions.minor,
  status: agreementVersions.status,
  publishedAt: agreementVersions.publishedAt,
  createdAt: agreementVersions.createdAt,
  texts: sql<
    AgreementText[]
  >`coalesce((select json_agg(json_build_object('locale', ${agreementTexts.locale},
    'title', ${agreementTexts.title}, 'body_html', ${agreementTexts.bodyHtml}) order by ${agreementTexts.locale})
    from ${agreementTexts} where ${agreementTexts.versionId} = ${versionId}), '[]'::json)`,
  acceptances: sql<number>`(select count(*)::int from ${agreementAcceptances}
    where ${agreementAcceptances.versionId} = ${versionId})`,
};

/** A portal's agreement versions, both documents, newest first (a handful per portal). */
export async function listAgreementVersions(db: Db, params: { portalId: string }) {
  const rows = await db
    .select(versionColumns)
    .from(agreementVersions)
    .where(eq(agreementVersions.portalId, params.portalId))
    .orderBy(
      asc(agreementVersions.kind),
      desc(agreementVersions.major),
      desc(agreementVersions.minor),
    );
  return rows as AgreementVersionRow[];
}

export async function findAgreementVersion(db: Db, params: { portalId: string; id: string }) {
  const [row] = await db
    .select(versionColumns)
    .from(agreementVersions)
    .where(
      and(eq(agreementVersions.portalId, params.portalId), eq(agreementVersions.id, params.id)),
    );
  return (row as AgreementVersionRow | undefined) ?? null;
}

/** Signals that the document has a draft already (one at a time: its number is the next one). */
export class DraftExistsError extends Error {}

/**
 * A new draft of a document, numbered from its latest published version (shared rules), with
 * that version's texts to start from. One draft per document at a time.
 */
export async function createDraft(
  db: Db,
  params: { portalId: string; kind: AgreementKind; change: VersionChange; accountId: string },
) {
  try {
    const id = await db.transaction(async (tx) => {
      const [latest] = await tx
        .select({
          id: agreementVersions.id,
          major: agreementVersions.major,
          minor: agreementVersions.minor,
        })
        .from(agreementVersions)
        .where(
          and(
            eq(agreementVersions.portalId, params.portalId),
            eq(agreementVersions.kind, params.kind),
            eq(agreementVersions.status, 'published'),
          ),
        )
        .orderBy(desc(agreementVersions.major), desc(agreementVersions.minor))
        .limit(1);
      const version = nextVersion(latest ?? null, params.change);
      const [draft] = await tx
        .insert(agreementVersions)
        .values({
          portalId: params.portalId,
          kind: params.kind,
          ...version,
          createdBy: params.accountId,
        })
        .returning({ id: agreementVersions.id });
      if (!draft) throw new Error('Creating an agreement draft returned no row');
      if (latest) {
        await tx.execute(sql`insert into ${agreementTexts} (version_id, locale, title, body_html)
          select ${draft.id}, locale, title, body_html from ${agreementTexts}
          where version_id = ${latest.id}`);
      }
      return draft.id;
    });
    return findAgreementVersion(db, { portalId: params.portalId, id });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DraftExistsError();
    throw error;
  }
}

/** Writes a draft's text in one language (the route checks that it is a draft). */
export async function putAgreementText(
  db: Db,
  params: { versionId: string; locale: string; title: string; bodyHtml: string },
) {
  await db
    .insert(agreementTexts)
    .values({
      versionId: params.versionId,
      locale: params.locale,
      title: params.title,
      bodyHtml: params.bodyHtml,
    })
    .onConflictDoUpdate({
      target: [agreementTexts.versionId, agreementTexts.locale],
      set: { title: params.title, bodyHtml: params.bodyHtml },
    });
  await db
    .update(agreementVersions)
    .set({ updatedAt: sql`now()` })
    .where(eq(agreementVersions.id, params.versionId));
}

export async function deleteAgreementText(db: Db, params: { versionId: string; locale: string }) {
  await db
    .delete(agreementTexts)
    .where(
      and(eq(agreementTexts.versionId, params.versionId), eq(agreementTexts.locale, params.locale)),
    );
}

/** Deletes a draft (never a published version: what people accepted stays on record). */
export async function deleteDraft(db: Db, params: { portalId: string; id: string }) {
  const removed = await db
    .delete(agreementVersions)
    .where(
      and(
        eq(agreementVersions.portalId, params.portalId),
        eq(agreementVersions.id, params.id),
        eq(agreementVersions.status, 'draft'),
      ),
    )
    .returning({ id: agreementVersions.id });
  return removed.length > 0;
}

/** Publishes a draft; false when it is no longer a draft (published meanwhile). */
export async function publishDraft(
  db: Db,
  params: { portalId: string; id: string; accountId: string },
) {
  const published = await db
    .update(agreementVersions)
    .set({
      status: 'published',
      publishedAt: sql`now()`,
      publishedBy: params.accountId,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(agreementVersions.portalId, params.portalId),
        eq(agreementVersions.id, params.id),
        eq(agreementVersions.status, 'draft'),
      ),
    )
    .returning({ id: agreementVersions.id });
  return published.length > 0;
}

/** Every published version of a portal's documents, and whether the account accepted its major. */
export async function agreementStateOf(
  db: Db,
  params: { portalId: string; accountId: string },
): Promise<{ version: PublishedVersion; acceptedMajor: boolean }[]> {
  const accepted = sql<boolean>`exists (select 1 from ${agreementAcceptances}
    join agreement_versions as accepted on accepted.id = ${agreementAcceptances.versionId}
    where ${agreementAcceptances.accountId} = ${params.accountId}
      and accepted.kind = ${qualified(agreementVersions.kind)}
      and accepted.major = ${qualified(agreementVersions.major)})`;
  const rows = await db
    .select({
      id: agreementVersions.id,
      kind: agreementVersions.kind,
      major: agreementVersions.major,
      minor: agreementVersions.minor,
      publishedAt: agreementVersions.publishedAt,
      accepted,
    })
    .from(agreementVersions)
    .where(
      and(
        eq(agreementVersions.portalId, params.portalId),
        eq(agreementVersions.status, 'published'),
      ),
    );
  return rows.map((row) => ({
    version: { ...row, publishedAt: row.publishedAt ?? new Date(0) },
    acceptedMajor: row.accepted,
  }));
}

/** The latest published version of each document of a portal. */
export async function currentVersions(db: Db, params: { portalId: string }) {
  const rows = await db
    .select(versionColumns)
    .from(agreementVersions)
    .where(
      and(
        eq(agreementVersions.portalId, params.portalId),
        eq(agreementVersions.status, 'published'),
      ),
    );
  const latest = new Map<AgreementKind, AgreementVersionRow>();
  for (const row of rows as AgreementVersionRow[]) {
    const known = latest.get(row.kind);
    if (!known || compareVersions(row, known) > 0) latest.set(row.kind, row);
  }
  return latest;
}

/** Records acceptances (idempotent: accepting twice keeps the first time). */
export async function acceptVersions(
  db: Db,
  params: { accountId: string; versionIds: string[]; locale: string },
) {
  if (params.versionIds.length === 0) return;
  await db
    .insert(agreementAcceptances)
    .values(
      params.versionIds.map((versionId) => ({
        accountId: params.accountId,
        versionId,
        locale: params.locale,
      })),
    )
    .onConflictDoNothing();
}

export type AcceptanceRow = {
  accountId: string;
  fullName: string;
  email: string;
  locale: string;
  acceptedAt: Date;
};

/** A version's acceptances, newest first (agreement_acceptances_version_accepted_idx). */
export async function listAcceptances(
  db: Db,
  params: {
    versionId: string;
    search?: string;
    page?: { limit: number; offset: number };
  },
) {
  const search = params.search
    ? or(
        ilike(accounts.fullName, likePattern(params.search)),
        ilike(accounts.email, likePattern(params.search)),
      )
    : undefined;
  const where = and(eq(agreementAcceptances.versionId, params.versionId), search);
  const query = db
    .select({
      accountId: agreementAcceptances.accountId,
      fullName: accounts.fullName,
      email: accounts.email,
      locale: agreementAcceptances.locale,
      acceptedAt: agreementAcceptances.acceptedAt,
    })
    .from(agreementAcceptances)
    .innerJoin(accounts, eq(accounts.id, agreementAcceptances.accountId))
    .where(where)
    .orderBy(desc(agreementAcceptances.acceptedAt), asc(agreementAcceptances.accountId));
  const [rows, [total]] = await Promise.all([
    params.page ? query.limit(params.page.limit).offset(params.page.offset) : query,
    db
      .select({ value: count() })
      .from(agreementAcceptances)
      .innerJoin(accounts, eq(accounts.id, agreementAcceptances.accountId))
      .where(where),
  ]);
  return { rows: rows as AcceptanceRow[], total: total?.value ?? 0 };
}

/** How many accounts a portal has: of whom the acceptance report counts who accepted. */
export async function portalAccountCount(db: Db, params: { portalId: string }) {
  const [row] = await db
    .select({ value: count() })
    .from(accounts)
    .where(eq(accounts.portalId, params.portalId));
  return row?.value ?? 0;
}
