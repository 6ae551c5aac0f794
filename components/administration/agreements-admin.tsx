'use client';

import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { RichTextEditor } from '@/components/editor/lazy-editor';
import { QueryPending } from '@/components/errors/error-panel';
import { Input } from '@/components/forms/native-fields';
import {
  ListScreen,
  type ListScreenProps,
  type ListScreenState,
  ViewSearch,
} from '@/components/lists/list-screen';
import { TableResults } from '@/components/lists/table-results';
import { useViewAddress } from '@/components/lists/use-view-address';
import { type AdminColumn, AdminTable } from '@/components/ui/admin-table';
import type { ListPage } from '@/lib/api/transport';
import { normaliseSearchTerm } from '@/lib/lists/search';
import {
  type Acceptance,
  type AgreementVersion,
  acceptancesQuery,
  adminKeys,
  agreementsQuery,
  createAgreementDraft,
  deleteAgreementDraft,
  publishAgreement,
  saveAgreementText,
} from '@/lib/resources/administration';
import {
  ACCEPTANCES_VIEW,
  ACCEPTANCES_VIEW_DEFAULTS,
  openReportOf,
  PAGE_SIZE_PREFERENCE,
  REPORT_FILTER,
} from './agreements-admin-view';
import { useStatusWrite } from './portal-languages';

const KINDS = ['terms', 'privacy'] as const;

/**
 * /admin/settings/agreements: per document (terms, privacy) the published versions
 * with how many accepted, a draft to write per language and publish; a major version must be
 * accepted by every account at its next sign-in, a minor one needs no new acceptance. The open
 * acceptance report is a list screen (ACCEPTANCES_VIEW) whose first page the page prefetches.
 */
export function AgreementsAdmin({ locales, initial }: { locales: string[] } & ListScreenProps) {
  const address = useViewAddress();
  const query = useQuery(agreementsQuery());
  if (!query.data) return <QueryPending query={query} />;
  const { versions, accounts } = query.data;
  return (
    <ListScreen
      view={ACCEPTANCES_VIEW}
      defaults={ACCEPTANCES_VIEW_DEFAULTS}
      initial={initial}
      address={address}
      sizePreference={PAGE_SIZE_PREFERENCE}
      query={acceptancesQuery}
    >
      {(report) =>
        KINDS.map((kind) => (
          <AgreementDocument
            key={kind}
            kind={kind}
            versions={versions.filter((v) => v.kind === kind)}
            accounts={accounts}
            locales={locales}
            report={report}
          />
        ))
      }
    </ListScreen>
  );
}

/** The acceptance report's list screen: the version it opens, its search, pages and results. */
type Report = ListScreenState<ListPage<Acceptance>>;

/** Opens the report of version `id` (null: closes it), without the last report's search. */
function showReport({ settings }: Report, id: string | null) {
  settings.setFilter(REPORT_FILTER, id);
  settings.setSearch('');
}

function AgreementDocument({
  kind,
  versions,
  accounts,
  locales,
  report,
}: {
  kind: (typeof KINDS)[number];
  versions: AgreementVersion[];
  accounts: number;
  locales: string[];
  report: Report;
}) {
  const t = useTranslations('administration.agreements');
  // The agreements are refetched before the status line says a change is done.
  const { run, status, busy } = useStatusWrite(t('failed'), adminKeys.agreements());
  const draft = versions.find((v) => v.status === 'draft');
  const published = versions.filter((v) => v.status === 'published');
  const open = openReportOf(report.view, published);
  const titleId = `agreement-${kind}`;
  return (
    <section className="admin-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t(`kinds.${kind}`)}</h2>
      {published.length === 0 ? (
        <p className="muted">{t('noneYet')}</p>
      ) : (
        <VersionsTable
          versions={published}
          accounts={accounts}
          report={open}
          onReport={(id) => showReport(report, id)}
        />
      )}
      {open && <AcceptanceReport version={open} report={report} />}
      {draft ? (
        <DraftEditor
          draft={draft}
          locales={locales}
          busy={busy}
          onPublish={() =>
            run(() => publishAgreement(draft.id), t('published', { version: draft.version }))
          }
          onDelete={() => run(() => deleteAgreementDraft(draft.id), t('draftDeleted'))}
        />
      ) : (
        <div className="admin-actions">
          <button
            type="button"
            className="button button-primary"
            disabled={busy}
            onClick={() => run(() => createAgreementDraft(kind, 'major'), t('draftCreated'))}
          >
            {t('newMajor', { document: t(`kinds.${kind}`) })}
          </button>
          {published.length > 0 && (
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => run(() => createAgreementDraft(kind, 'minor'), t('draftCreated'))}
            >
              {t('newMinor', { document: t(`kinds.${kind}`) })}
            </button>
          )}
        </div>
      )}
      <p role="status" className="muted">
        {status}
      </p>
    </section>
  );
}

/** The published versions with their date, languages and acceptances, each with its report toggle. */
function VersionsTable({
  versions,
  accounts,
  report,
  onReport,
}: {
  versions: AgreementVersion[];
  accounts: number;
  report: string | null;
  onReport: (id: string | null) => void;
}) {
  const t = useTranslations('administration.agreements');
  const format = useFormatter();
  const columns: AdminColumn<AgreementVersion>[] = [
    { header: t('versionColumn'), rowHeader: true, cell: (version) => version.version },
    {
      header: t('publishedColumn'),
      cell: (version) =>
        version.publishedAt &&
        format.dateTime(new Date(version.publishedAt), { dateStyle: 'medium' }),
    },
    {
      header: t('languagesColumn'),
      cell: (version) => version.texts.map((text) => text.locale).join(', '),
    },
    {
      header: t('acceptedColumn'),
      cell: (version) => t('accepted', { count: version.acceptances, total: accounts }),
    },
    {
      header: t('reportColumn'),
      hideHeader: true,
      cell: (version) => (
        <button
          type="button"
          className="button button-small"
          aria-expanded={report === version.id}
          onClick={() => onReport(report === version.id ? null : version.id)}
        >
          {t('report', { version: version.version })}
        </button>
      ),
    },
  ];
  return (
    <div className="table-scroll">
      <AdminTable
        className="admin-table"
        caption={t('versionsCaption')}
        columns={columns}
        rows={versions}
      />
    </div>
  );
}

function DraftEditor({
  draft,
  locales,
  busy,
  onPublish,
  onDelete,
}: {
  draft: AgreementVersion;
  locales: string[];
  busy: boolean;
  onPublish: () => void;
  onDelete: () => void;
}) {
  const t = useTranslations('administration.agreements');
  const [locale, setLocale] = useState(locales[0] ?? 'en');
  const major = draft.minor === 0;
  return (
    <div className="agreement-draft">
      <h3>
        {t('draftTitle', { version: draft.version })}{' '}
        <span className="badge">{major ? t('majorBadge') : t('minorBadge')}</span>
      </h3>
      <p className="muted">{major ? t('majorHint') : t('minorHint')}</p>
      <div className="tabs" role="tablist" aria-label={t('languagesColumn')}>
        {locales.map((code) => (
          <button
            key={code}
            type="button"
            role="tab"
            aria-selected={code === locale}
            className="tab"
            onClick={() => setLocale(code)}
          >
            {code}
            {draft.texts.some((text) => text.locale === code) ? ' ✓' : ''}
          </button>
        ))}
      </div>
      <DraftText
        key={`${draft.id}:${locale}`}
        draft={draft}
        locale={locale}
        text={draft.texts.find((text) => text.locale === locale) ?? null}
      />
      <div className="admin-actions">
        <button type="button" className="button button-primary" disabled={busy} onClick={onPublish}>
          {t('publish', { version: draft.version })}
        </button>
        <button type="button" className="button button-danger" disabled={busy} onClick={onDelete}>
          {t('deleteDraft')}
        </button>
      </div>
    </div>
  );
}

function DraftText({
  draft,
  locale,
  text,
}: {
  draft: AgreementVersion;
  locale: string;
  text: { title: string; bodyHtml: string } | null;
}) {
  const t = useTranslations('administration.agreements');
  const titleId = useId();
  const [title, setTitle] = useState(text?.title ?? '');
  const [html, setHtml] = useState(text?.bodyHtml ?? '');
  // The agreements are refetched before the status line says the text is saved.
  const { run, status, busy: saving } = useStatusWrite(t('failed'), adminKeys.agreements());
  const save = () =>
    run(
      () => saveAgreementText(draft.id, locale, title, html),
      t('textSaved', { language: locale }),
    );
  return (
    <div className="form agreement-text-form" role="tabpanel">
      <div className="field">
        <label htmlFor={titleId}>{t('titleLabel', { language: locale })}</label>
        <Input
          id={titleId}
          className="input"
          value={title}
          maxLength={150}
          onChange={(event) => setTitle(event.target.value)}
        />
      </div>
      <RichTextEditor
        label={t('bodyLabel', { language: locale })}
        value={html}
        onChange={setHtml}
      />
      <div className="admin-actions">
        <button type="button" className="button" disabled={saving} onClick={save}>
          {t('saveText', { language: locale })}
        </button>
        <span role="status" className="muted">
          {status}
        </span>
      </div>
    </div>
  );
}

/** Who accepted a version and when, searchable, with a CSV of the same rows. */
function AcceptanceReport({ version, report }: { version: string; report: Report }) {
  const t = useTranslations('administration.agreements');
  const format = useFormatter();
  const { settings, view } = report;
  const search = normaliseSearchTerm(view.search);
  const exportHref = `/api/v1/agreements/${version}/acceptances/export${
    search ? `?filter[search]=${encodeURIComponent(search)}` : ''
  }`;
  const columns: AdminColumn<Acceptance>[] = [
    { header: t('nameColumn'), cell: (row) => row.fullName },
    { header: t('emailColumn'), cell: (row) => row.email },
    { header: t('languageColumn'), cell: (row) => row.locale },
    {
      header: t('acceptedAtColumn'),
      cell: (row) =>
        format.dateTime(new Date(row.acceptedAt), { dateStyle: 'medium', timeStyle: 'short' }),
    },
  ];
  return (
    <div className="acceptance-report">
      <h3>{t('reportTitle')}</h3>
      <div className="admin-inline-form">
        <ViewSearch settings={settings} label={t('reportSearch')} />
        <a className="button" href={exportHref} download>
          {t('exportCsv')}
        </a>
      </div>
      <TableResults screen={report} columns={columns} empty={t('reportEmpty')} />
    </div>
  );
}
