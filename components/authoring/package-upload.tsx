'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { PackageWaiver } from '@/components/authoring/package-waiver';
import { FilePicker } from '@/components/forms/file-picker';
import { ApiError } from '@/lib/api/errors';
import { formatDateTime } from '@/lib/dates/format-date';
import { formatFileSize } from '@/lib/files/format';
import type { Locale } from '@/lib/i18n/locales';
import { authoringKeys } from '@/lib/resources/authoring';
import {
  type PackageVersion,
  packageAnswersCsvUrl,
  packageAttemptsCsvUrl,
  packageAttemptsQuery,
  packageKeys,
  packageVersionsQuery,
  uploadPackage,
  uploadPackageVersion,
} from '@/lib/resources/packages';
import { attemptResult } from '@/shared/packages/attempt-result';

type Upload = (file: File, onProgress: (fraction: number) => void) => Promise<PackageVersion>;

type Outcome = { kind: 'done'; text: string } | { kind: 'refused'; problems: string[] } | null;

/** The standard's name: "SCORM 1.2", "SCORM 2004, edition 4", "cmi5". */
function useStandard() {
  const t = useTranslations('authoring.packages');
  return (version: Pick<PackageVersion, 'kind' | 'edition'>) =>
    t(`standard.${version.kind}`, { edition: version.edition ?? '' });
}

/**
 * A package zip's upload control: the file picker, progress while the bytes go, "checking"
 * while the API unpacks, then what was added or every problem the API listed (in the page's
 * language), read out to screen readers as it changes.
 */
function PackagePicker({
  id,
  label,
  hint,
  refusedText,
  upload,
  summarise,
}: {
  id: string;
  label: string;
  hint: string;
  refusedText: string;
  upload: Upload;
  summarise: (version: PackageVersion) => string;
}) {
  const t = useTranslations('authoring.packages');
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const send = async (file: File | undefined) => {
    if (!file) return;
    setOutcome(null);
    setProgress(0);
    try {
      const version = await upload(file, (fraction) => setProgress(Math.round(fraction * 100)));
      setOutcome({ kind: 'done', text: summarise(version) });
    } catch (reason) {
      const problems =
        reason instanceof ApiError && reason.code !== 'NO_RESPONSE'
          ? reason.errors
              .map((error) => error.detail?.trim() || error.title?.trim() || '')
              .filter((text) => text !== '')
          : [];
      setOutcome({
        kind: 'refused',
        problems:
          problems.length > 0
            ? problems
            : [t('failed', { reason: reason instanceof Error ? reason.message : String(reason) })],
      });
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="field package-upload">
      <label htmlFor={id}>{label}</label>
      <FilePicker
        id={id}
        accept=".zip,application/zip,.xml,application/xml,text/xml"
        disabled={progress !== null}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          void send(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <p id={`${id}-hint`} className="field-hint">
        {hint}
      </p>
      <p aria-live="polite" className="field-hint">
        {progress !== null &&
          (progress < 100 ? t('uploading', { percent: progress }) : t('checking'))}
        {outcome?.kind === 'done' && outcome.text}
      </p>
      {outcome?.kind === 'refused' && (
        <div role="alert" className="field-error package-problems">
          <p>{refusedText}</p>
          <ul>
            {outcome.problems.map((problem, n) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two problems may read the same.
              <li key={n}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** A module's "Upload a package": a new package item at the end of the module. */
export function AddPackage({ courseId, moduleId }: { courseId: string; moduleId: string }) {
  const t = useTranslations('authoring.packages');
  const standard = useStandard();
  const queryClient = useQueryClient();
  return (
    <PackagePicker
      id={`new-package-${moduleId}`}
      label={t('upload')}
      hint={t('uploadHint')}
      refusedText={t('refused')}
      upload={async (file, onProgress) => {
        const version = await uploadPackage(courseId, moduleId, file, { onProgress });
        await queryClient.invalidateQueries({ queryKey: authoringKeys.editor(courseId) });
        return version;
      }}
      summarise={(version) =>
        t('added', {
          title: version.title,
          standard: standard(version),
          count: version.launchables.length,
        })
      }
    />
  );
}

/** The learners' attempts at a package item: the most recent, and all of them as CSV. */
function PackageAttempts({ courseId, itemId }: { courseId: string; itemId: string }) {
  const t = useTranslations('authoring.packages');
  const locale = useLocale() as Locale;
  const attempts = useQuery(packageAttemptsQuery(courseId, itemId));
  const headingId = `package-${itemId}-attempts`;
  if (attempts.isPending) return <p className="muted">{t('attemptsLoading')}</p>;
  if (attempts.isError) {
    return (
      <p className="field-error" role="alert">
        {t('attemptsFailed')}
      </p>
    );
  }
  const { items, total } = attempts.data;
  // cmi5 parts can be waived: the column shows while any attempt has one left.
  const waivable = items.some((attempt) => attempt.waivableParts.length > 0);
  return (
    <section aria-labelledby={headingId}>
      <h6 id={headingId}>{t('attemptsHeading', { count: total })}</h6>
      {items.length === 0 ? (
        <p className="muted">{t('attemptsNone')}</p>
      ) : (
        <div
          className="package-attempts-scroll"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container needs focus to scroll by keyboard.
          tabIndex={0}
        >
          <table className="package-attempts">
            <thead>
              <tr>
                <th scope="col">{t('columns.learner')}</th>
                <th scope="col">{t('columns.result')}</th>
                <th scope="col">{t('columns.score')}</th>
                <th scope="col">{t('columns.parts')}</th>
                <th scope="col">{t('columns.answers')}</th>
                <th scope="col">{t('columns.time')}</th>
                <th scope="col">{t('columns.updated')}</th>
                {waivable && <th scope="col">{t('columns.waive')}</th>}
              </tr>
            </thead>
            <tbody>
              {items.map((attempt) => (
                <tr key={attempt.id}>
                  <th scope="row">{attempt.learnerName}</th>
                  <td>{t(`result.${attemptResult(attempt)}`)}</td>
                  <td>
                    {attempt.scoreScaled === null
                      ? '–'
                      : t('scorePercent', { percent: Math.round(attempt.scoreScaled * 100) })}
                  </td>
                  <td>{t('partsDone', { done: attempt.partsDone, total: attempt.partsTotal })}</td>
                  <td>
                    {attempt.interactionsAnswered === 0
                      ? '–'
                      : t('answersRight', {
                          correct: attempt.interactionsCorrect,
                          answered: attempt.interactionsAnswered,
                        })}
                  </td>
                  <td>
                    {attempt.timeSeconds === null
                      ? '–'
                      : t('minutes', { minutes: Math.round(attempt.timeSeconds / 60) })}
                  </td>
                  <td>{formatDateTime(attempt.updatedAt, locale)}</td>
                  {waivable && (
                    <td>
                      <PackageWaiver courseId={courseId} itemId={itemId} attempt={attempt} />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {total > 0 && (
        <p>
          {total > items.length && <>{t('attemptsShown', { shown: items.length, total })} </>}
          <a href={packageAttemptsCsvUrl(courseId, itemId)} download>
            {t('attemptsCsv')}
          </a>
          {items.some((attempt) => attempt.interactionsAnswered > 0) && (
            <>
              {' · '}
              <a href={packageAnswersCsvUrl(courseId, itemId)} download>
                {t('answersCsv')}
              </a>
            </>
          )}
        </p>
      )}
    </section>
  );
}

/** A package item's editor part: its versions, the newest's parts and warnings, a new version. */
export function PackageVersions({ courseId, itemId }: { courseId: string; itemId: string }) {
  const t = useTranslations('authoring.packages');
  const locale = useLocale();
  const standard = useStandard();
  const queryClient = useQueryClient();
  const versions = useQuery(packageVersionsQuery(courseId, itemId));
  const rows = versions.data?.items ?? [];
  const [newest] = rows;

  return (
    <section className="package-versions" aria-labelledby={`package-${itemId}-heading`}>
      <h5 id={`package-${itemId}-heading`}>{t('heading')}</h5>
      {versions.isPending ? (
        <p className="muted">{t('loading')}</p>
      ) : versions.isError ? (
        <p className="field-error" role="alert">
          {t('loadFailed')}
        </p>
      ) : (
        <>
          {newest && (
            <>
              <p>
                <strong>{newest.title}</strong> · {standard(newest)}
              </p>
              {newest.sequencing && <p className="field-hint">{t('sequencing')}</p>}
              <h6>{t('partsHeading')}</h6>
              <ul className="package-parts">
                {newest.launchables.map((part) => (
                  <li key={part.identifier}>
                    {part.title} <span className="muted">({t(`type.${part.type}`)}</span>
                    {part.masteryScore !== null && (
                      <span className="muted">
                        , {t('passMark', { percent: Math.round(part.masteryScore * 100) })}
                      </span>
                    )}
                    <span className="muted">)</span>
                  </li>
                ))}
              </ul>
              {newest.warnings.length > 0 && (
                <>
                  <h6>{t('warningsHeading')}</h6>
                  <ul className="package-warnings">
                    {newest.warnings.map((warning, n) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: two warnings may read the same.
                      <li key={n}>{warning.detail}</li>
                    ))}
                  </ul>
                </>
              )}
            </>
          )}
          <h6>{t('versionsHeading')}</h6>
          <ul className="package-version-list">
            {rows.map((version) => (
              <li key={version.id}>
                {t('version', { number: version.number })}
                {version === newest && <span className="muted"> ({t('newest')})</span>}
                <span className="muted">
                  {' '}
                  · {version.fileName} ·{' '}
                  {t('uploadedOn', { date: formatDateTime(version.createdAt, locale as Locale) })} ·{' '}
                  {t('files', {
                    count: version.fileCount,
                    size: formatFileSize(version.totalBytes, locale),
                  })}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      <PackageAttempts courseId={courseId} itemId={itemId} />
      <PackagePicker
        id={`package-${itemId}-version`}
        label={t('newVersion')}
        hint={t('newVersionHint')}
        refusedText={t('versionRefused')}
        upload={async (file, onProgress) => {
          const version = await uploadPackageVersion(courseId, itemId, file, { onProgress });
          await queryClient.invalidateQueries({ queryKey: packageKeys.versions(itemId) });
          return version;
        }}
        summarise={(version) => t('versionAdded', { number: version.number })}
      />
    </section>
  );
}
