'use client';

import { useTranslations } from 'next-intl';
import { Textarea } from '@/components/forms/native-fields';
import type { DraftFields } from './draft-fields';

export interface ConflictView {
  detail: string | null;
  /** The fields someone else changed. */
  fields: (keyof DraftFields)[];
  /** What this user had typed (never thrown away: shown until dismissed). */
  yours: DraftFields;
  reloaded?: boolean;
}

const NAMES: Record<keyof DraftFields, string> = {
  title: 'title',
  slug: 'slug',
  summary: 'summary',
  descriptionHtml: 'description_html',
  language: 'language',
  catalogId: 'catalog_id',
  categoryId: 'category_id',
  labelIds: 'title',
  coachIds: 'title',
  coverFileId: 'cover_file_id',
};

/** A 409: who changed what, the user's own text to copy, and a reload of theirs. */
export function ConflictNotice({
  conflict,
  onReload,
  onDismiss,
}: {
  conflict: ConflictView;
  onReload: () => void;
  onDismiss: () => void;
}) {
  const t = useTranslations('authoring.editor');
  const tf = useTranslations('authoring.fields.fieldNames');
  const names = conflict.fields.map((field) => tf(NAMES[field]));
  const texts = (['title', 'summary', 'descriptionHtml'] as const).filter(
    (key) => conflict.fields.length === 0 || conflict.fields.includes(key),
  );
  return (
    <div className="conflict-notice" role="alert">
      <h2>{t('conflictTitle')}</h2>
      <p>
        {t('conflictText', { fields: names.length ? names.join(', ') : t('conflictSomething') })}
      </p>
      <details open>
        <summary>{t('conflictYours')}</summary>
        {texts.map((key) => (
          <div key={key} className="field">
            <label htmlFor={`conflict-${key}`}>{tf(NAMES[key])}</label>
            <Textarea
              id={`conflict-${key}`}
              readOnly
              rows={key === 'descriptionHtml' ? 5 : 2}
              value={conflict.yours[key]}
            />
          </div>
        ))}
      </details>
      <div className="form-actions">
        {!conflict.reloaded && (
          <button type="button" className="button button-primary" onClick={onReload}>
            {t('reload')}
          </button>
        )}
        <button type="button" className="button" onClick={onDismiss}>
          {t('dismiss')}
        </button>
      </div>
    </div>
  );
}
