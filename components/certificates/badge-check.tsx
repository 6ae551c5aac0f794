'use client';

import { useFormatter, useTranslations } from 'next-intl';
import {
  type ChangeEvent,
  type FormEvent,
  startTransition,
  useActionState,
  useId,
  useState,
} from 'react';
import { Textarea } from '@/components/forms/native-fields';
import { ApiError } from '@/lib/api/errors';
import {
  BADGE_CHECK_MAX_CHARS,
  type BadgeCheck as BadgeCheckResult,
  checkBadge,
} from '@/lib/resources/open-badges';
import { PNG_DATA_URL } from '@/shared/open-badges/png';
import './certificates.css';

const CHECK_NAMES = ['shape', 'issuer', 'proof', 'dates', 'status'] as const;

/**
 * /verify: check an Open Badges 3.0 credential (issue 41, item 4) pasted as JSON or a VC-JWT, or
 * uploaded as a file (.json, .jwt, a baked .svg or .png). The verdict in words — valid, expired,
 * revoked, tampered, unknown issuer, malformed — with each check and what the credential names.
 */
export function BadgeCheck() {
  const t = useTranslations('certificates.badgeCheck');
  const id = useId();
  const [text, setText] = useState('');
  const [fileProblem, setFileProblem] = useState<'too_large' | 'unreadable' | null>(null);
  const [missing, setMissing] = useState(false);
  // Nothing is kept: the answer is shown as it comes (errors inline, below the form). A guest
  // page has no query client: React's action state keeps the pending state and the answer.
  const [outcome, dispatch, pending] = useActionState(checkOutcome, null);
  const run = (credential: string) => startTransition(() => dispatch(credential));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') {
      setMissing(true);
      return;
    }
    run(text);
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setMissing(false);
    if (file.size > BADGE_CHECK_MAX_CHARS) {
      setFileProblem('too_large');
      return;
    }
    try {
      // A baked PNG travels as a data URL (shared/open-badges/png.ts); text files as they are.
      const png = file.type === 'image/png' || /\.png$/i.test(file.name);
      const content = png ? await dataUrlOf(file) : await file.text();
      if (content.length > BADGE_CHECK_MAX_CHARS) {
        setFileProblem('too_large');
        return;
      }
      setFileProblem(null);
      if (!png) setText(content);
      run(content);
    } catch {
      setFileProblem('unreadable');
    }
  };

  const tooLarge = text.length > BADGE_CHECK_MAX_CHARS;
  return (
    <section className="badge-check kit-surface" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('heading')}</h2>
      <p>{t('intro')}</p>
      <form className="badge-check-form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={`${id}-credential`}>{t('label')}</label>
          <Textarea
            id={`${id}-credential`}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setMissing(false);
            }}
            rows={8}
            spellCheck={false}
            autoComplete="off"
            aria-invalid={missing || tooLarge || undefined}
            aria-describedby={missing || tooLarge ? `${id}-error` : `${id}-help`}
            data-testid="badge-check-input"
          />
          <p id={`${id}-help`} className="field-help">
            {t('help')}
          </p>
          {(missing || tooLarge) && (
            <p id={`${id}-error`} className="field-error" role="alert">
              {missing ? t('required') : t('tooLarge')}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor={`${id}-file`}>{t('fileLabel')}</label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".json,.jwt,.svg,.png,.txt,application/json,image/svg+xml,image/png"
            onChange={upload}
          />
          {fileProblem && (
            <p className="field-error" role="alert">
              {t(`file.${fileProblem}`)}
            </p>
          )}
        </div>
        <div className="kit-wrap">
          <button
            type="submit"
            className="button button-primary"
            disabled={pending || tooLarge}
            aria-busy={pending || undefined}
          >
            {pending ? t('checking') : t('submit')}
          </button>
        </div>
      </form>
      <div aria-live="polite">
        {outcome?.kind === 'refused' ? (
          <p className="field-error" role="alert">
            {t(outcome.reason)}
          </p>
        ) : outcome?.kind === 'checked' ? (
          <BadgeCheckOutcome result={outcome.result} />
        ) : null}
      </div>
    </section>
  );
}

/** A file's bytes as a data URL (`data:image/png;base64,…`). */
function dataUrlOf(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(String(reader.result).replace(/^data:[^;,]*;base64,/, PNG_DATA_URL));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

type Outcome =
  | { kind: 'checked'; result: BadgeCheckResult }
  | { kind: 'refused'; reason: 'throttled' | 'tooLarge' | 'failed' }
  | null;

/** The API's verdict, or why there is none (too many checks, too large, no answer). */
async function checkOutcome(_previous: Outcome, credential: string): Promise<Outcome> {
  try {
    return { kind: 'checked', result: await checkBadge(credential) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 429)
      return { kind: 'refused', reason: 'throttled' };
    if (error instanceof ApiError && error.status === 422)
      return { kind: 'refused', reason: 'tooLarge' };
    return { kind: 'refused', reason: 'failed' };
  }
}

function BadgeCheckOutcome({ result }: { result: BadgeCheckResult }) {
  const t = useTranslations('certificates.badgeCheck');
  const format = useFormatter();
  const date = (value: string | null) => {
    const time = value ? Date.parse(value) : Number.NaN;
    return Number.isNaN(time) ? null : format.dateTime(new Date(time), { dateStyle: 'long' });
  };
  const from = date(result.validFrom);
  const until = date(result.validUntil);
  return (
    <div className="badge-check-result" data-verdict={result.verdict} data-testid="badge-verdict">
      <h3 className="badge-check-verdict">{t(`verdict.${result.verdict}`)}</h3>
      <p>{result.problem ? t(`problem.${result.problem}`) : t(`explain.${result.verdict}`)}</p>
      {(result.achievementName || result.issuerName || result.issuerId) && (
        <dl className="kit-facts">
          {result.achievementName && (
            <div>
              <dt>{t('achievement')}</dt>
              <dd>{result.achievementName}</dd>
            </div>
          )}
          {(result.issuerName || result.issuerId) && (
            <div>
              <dt>{t('issuer')}</dt>
              <dd>
                {result.issuerName}
                {result.issuerId && (
                  <>
                    {result.issuerName ? ' ' : ''}
                    <code>{result.issuerId}</code>
                  </>
                )}
              </dd>
            </div>
          )}
          {from && (
            <div>
              <dt>{t('validFrom')}</dt>
              <dd>{from}</dd>
            </div>
          )}
          {(until || result.verdict === 'valid') && (
            <div>
              <dt>{t('validUntil')}</dt>
              <dd>{until ?? t('noEnd')}</dd>
            </div>
          )}
        </dl>
      )}
      {!result.problem && (
        <ul className="badge-check-list">
          {CHECK_NAMES.map((name) => (
            <li key={name} data-outcome={result.checks[name]}>
              <span className="badge-check-mark" aria-hidden="true">
                {result.checks[name] === 'passed'
                  ? '✓'
                  : result.checks[name] === 'failed'
                    ? '✗'
                    : '–'}
              </span>{' '}
              {t(`check.${name}`)}: {t(`outcome.${result.checks[name]}`)}
            </li>
          ))}
        </ul>
      )}
      {result.notes
        .filter((note): note is (typeof NOTES)[number] =>
          (NOTES as readonly string[]).includes(note),
        )
        .map((note) => (
          <p key={note} className="badge-check-note">
            {t(`note.${note}`)}
          </p>
        ))}
    </div>
  );
}

const NOTES = ['network_unavailable', 'status_unchecked', 'no_status', 'baked', 'jwt'] as const;
