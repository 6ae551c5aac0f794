'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { RichTextEditor } from '@/components/editor/lazy-editor';
import {
  ContentLanguageField,
  useContentLanguages,
} from '@/components/forms/content-language-field';
import { DateTimeField } from '@/components/forms/date-field';
import { Input, NativeSelect } from '@/components/forms/native-fields';
import {
  ANNOUNCEMENT_SEVERITIES,
  type Announcement,
  type AnnouncementInput,
  type EntityOption,
} from '@/lib/resources/announcements';
import { fromLocalInput, toLocalInput } from './local-input';

/** The roles an announcement is usually for first; the staff roles follow. */
export const ANNOUNCEMENT_ROLE_CHOICES = [
  'student',
  'coach',
  'academy_admin',
  'academy_support',
  'academy_author',
  'academy_manager',
  'academy_sales',
  'academy_marketing',
] as const;

type Draft = {
  title: string;
  bodyHtml: string;
  language: string;
  severity: AnnouncementInput['severity'];
  audienceRoles: string[];
  audienceEntityIds: string[];
  showBanner: boolean;
  showNews: boolean;
  notify: boolean;
  startsAt: string;
  endsAt: string;
};

function draftOf(announcement: Announcement | null, language: string): Draft {
  return {
    title: announcement?.title ?? '',
    bodyHtml: announcement?.bodyHtml ?? '',
    // A new one is in the writer's language; an unknown stored one is assumed the same.
    language: announcement?.language ?? language,
    severity: announcement?.severity ?? 'info',
    audienceRoles: announcement?.audienceRoles ?? [],
    audienceEntityIds: announcement?.audienceEntityIds ?? [],
    showBanner: announcement?.showBanner ?? true,
    showNews: announcement?.showNews ?? false,
    notify: announcement?.notify ?? false,
    startsAt: toLocalInput(announcement?.startsAt ?? null),
    endsAt: toLocalInput(announcement?.endsAt ?? null),
  };
}

const FIELD_ORDER = [
  'title',
  'body_html',
  'language',
  'severity',
  'audience_roles',
  'audience_entity_ids',
  'show_banner',
  'starts_at',
  'ends_at',
] as const;
export const ANNOUNCEMENT_FIELDS: readonly string[] = FIELD_ORDER;

/**
 * New or edit an announcement (SCREENS "/admin/announcements"): title, rich text (the shared
 * editor), severity, audience (roles and entities), where it shows, start and end. Empty start
 * = now; a later start publishes it by itself. Errors come back per field from the API (its
 * §5 messages); what was typed stays.
 */
export function AnnouncementForm({
  announcement,
  entities,
  errors,
  general,
  saving,
  onSubmit,
  onCancel,
}: {
  announcement: Announcement | null;
  entities: EntityOption[];
  errors: Partial<Record<string, string>>;
  general: string | null;
  saving: boolean;
  onSubmit: (input: AnnouncementInput) => void;
  onCancel: () => void;
}) {
  const t = useTranslations('communication.announcements.form');
  const tRoles = useTranslations('communication.roles');
  const tSeverity = useTranslations('communication.severity');
  const id = useId();
  const { fallback } = useContentLanguages();
  const [draft, setDraft] = useState<Draft>(() => draftOf(announcement, fallback));
  const heading = useRef<HTMLHeadingElement>(null);
  const fields = useRef(new Map<string, HTMLElement | null>());
  const bind = (field: string) => (element: HTMLElement | null) => {
    fields.current.set(field, element);
  };

  useEffect(() => {
    heading.current?.focus();
  }, []);
  // A refused save: the keyboard goes to the first field with a message.
  useEffect(() => {
    const first = FIELD_ORDER.find((field) => errors[field]);
    if (first) fields.current.get(first)?.focus();
  }, [errors]);

  const change = (next: Partial<Draft>) => setDraft((current) => ({ ...current, ...next }));
  const toggle = (list: string[], value: string) =>
    list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
  const errorId = (field: string) => (errors[field] ? `${id}-${field}-error` : undefined);
  const message = (field: string) =>
    errors[field] ? (
      <p id={errorId(field)} className="field-error">
        {errors[field]}
      </p>
    ) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    onSubmit({
      title: draft.title,
      bodyHtml: draft.bodyHtml,
      language: draft.language,
      severity: draft.severity,
      audienceRoles: draft.audienceRoles,
      audienceEntityIds: draft.audienceEntityIds,
      showBanner: draft.showBanner,
      showNews: draft.showNews,
      notify: draft.notify,
      startsAt: fromLocalInput(draft.startsAt),
      endsAt: fromLocalInput(draft.endsAt),
    });
  };

  return (
    <form
      className="comm-form"
      onSubmit={submit}
      noValidate
      aria-busy={saving}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {announcement ? t('editTitle', { title: announcement.title }) : t('newTitle')}
      </h2>
      {general && (
        <p role="alert" className="form-error">
          {general}
        </p>
      )}
      <div className="field">
        <label htmlFor={`${id}-name`}>{t('title')}</label>
        <Input
          ref={bind('title')}
          id={`${id}-name`}
          type="text"
          value={draft.title}
          lang={draft.language}
          onChange={(event) => change({ title: event.target.value })}
          required
          maxLength={150}
          autoComplete="off"
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errorId('title')}
        />
        {message('title')}
      </div>
      <RichTextEditor
        id={`${id}-body`}
        label={t('body')}
        value={draft.bodyHtml}
        onChange={(bodyHtml) => change({ bodyHtml })}
        maxLength={100_000}
        error={errors.body_html ?? null}
      />
      <div className="comm-row">
        <ContentLanguageField
          id={`${id}-language`}
          value={draft.language}
          onChange={(language) => change({ language })}
          error={errors.language ?? null}
          selectRef={bind('language')}
        />
        <div className="field">
          <label htmlFor={`${id}-severity`}>{t('severity')}</label>
          <NativeSelect
            ref={bind('severity')}
            id={`${id}-severity`}
            value={draft.severity}
            onChange={(event) => change({ severity: event.target.value as Draft['severity'] })}
            aria-invalid={errors.severity ? true : undefined}
            aria-describedby={[`${id}-severity-hint`, errorId('severity')]
              .filter(Boolean)
              .join(' ')}
          >
            {ANNOUNCEMENT_SEVERITIES.map((severity) => (
              <option key={severity} value={severity}>
                {tSeverity(severity)}
              </option>
            ))}
          </NativeSelect>
          <p id={`${id}-severity-hint`} className="field-hint">
            {t('severityHint')}
          </p>
          {message('severity')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-starts`}>{t('startsAt')}</label>
          <DateTimeField
            inputRef={bind('starts_at')}
            id={`${id}-starts`}
            value={draft.startsAt}
            onChange={(value) => change({ startsAt: value })}
            aria-invalid={errors.starts_at ? true : undefined}
            aria-describedby={[`${id}-starts-hint`, errorId('starts_at')].filter(Boolean).join(' ')}
          />
          <p id={`${id}-starts-hint`} className="field-hint">
            {t('startsAtHint')}
          </p>
          {message('starts_at')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-ends`}>{t('endsAt')}</label>
          <DateTimeField
            inputRef={bind('ends_at')}
            id={`${id}-ends`}
            value={draft.endsAt}
            onChange={(value) => change({ endsAt: value })}
            aria-invalid={errors.ends_at ? true : undefined}
            aria-describedby={[`${id}-ends-hint`, errorId('ends_at')].filter(Boolean).join(' ')}
          />
          <p id={`${id}-ends-hint`} className="field-hint">
            {t('endsAtHint')}
          </p>
          {message('ends_at')}
        </div>
      </div>
      <fieldset className="comm-fieldset" aria-describedby={errorId('show_banner')}>
        <legend>{t('places')}</legend>
        <div className="comm-choices">
          {(
            [
              ['showBanner', 'banner'],
              ['showNews', 'news'],
              ['notify', 'notify'],
            ] as const
          ).map(([key, label], index) => (
            <label key={key}>
              <Input
                ref={index === 0 ? bind('show_banner') : undefined}
                type="checkbox"
                checked={draft[key]}
                onChange={(event) => change({ [key]: event.target.checked })}
              />
              {t(`place.${label}`)}
            </label>
          ))}
        </div>
        {message('show_banner')}
      </fieldset>
      <fieldset className="comm-fieldset" aria-describedby={`${id}-roles-hint`}>
        <legend>{t('roles')}</legend>
        <p id={`${id}-roles-hint`} className="field-hint">
          {t('rolesHint')}
        </p>
        <div className="comm-choices">
          {ANNOUNCEMENT_ROLE_CHOICES.map((role, index) => (
            <label key={role}>
              <Input
                ref={index === 0 ? bind('audience_roles') : undefined}
                type="checkbox"
                checked={draft.audienceRoles.includes(role)}
                onChange={() => change({ audienceRoles: toggle(draft.audienceRoles, role) })}
              />
              {tRoles(role)}
            </label>
          ))}
        </div>
        {message('audience_roles')}
      </fieldset>
      {entities.length > 0 && (
        <fieldset className="comm-fieldset" aria-describedby={`${id}-entities-hint`}>
          <legend>{t('entities')}</legend>
          <p id={`${id}-entities-hint`} className="field-hint">
            {t('entitiesHint')}
          </p>
          <div className="comm-choices">
            {entities.map((entity, index) => (
              <label key={entity.id}>
                <Input
                  ref={index === 0 ? bind('audience_entity_ids') : undefined}
                  type="checkbox"
                  checked={draft.audienceEntityIds.includes(entity.id)}
                  onChange={() =>
                    change({ audienceEntityIds: toggle(draft.audienceEntityIds, entity.id) })
                  }
                />
                {entity.name}
              </label>
            ))}
          </div>
          {message('audience_entity_ids')}
        </fieldset>
      )}
      <div className="comm-form-actions">
        <button type="submit" className="button button-primary" disabled={saving}>
          {saving ? t('saving') : t('save')}
        </button>
        <button type="button" className="button" onClick={onCancel} disabled={saving}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
