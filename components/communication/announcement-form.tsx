'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useId, useRef } from 'react';
import { RichTextEditor } from '@/components/editor/lazy-editor';
import { useContentLanguages } from '@/components/forms/content-language-field';
import { FormError } from '@/components/forms/form-error';
import { Input } from '@/components/forms/native-fields';
import { type UseFormReturn, useForm } from '@/components/forms/use-form';
import type { Announcement, AnnouncementInput, EntityOption } from '@/lib/resources/announcements';
import {
  ANNOUNCEMENT_FIELD_ORDER,
  ANNOUNCEMENT_ROLE_CHOICES,
  type AnnouncementField,
  announcementFields,
  announcementInputOf,
  toggled,
} from './announcement-form-fields';
import { useAnnouncementFormMessages } from './announcement-form-messages';
import {
  type AnnouncementMessages,
  AnnouncementSettings,
  ChoiceGroup,
} from './announcement-form-parts';

export { ANNOUNCEMENT_ROLE_CHOICES } from './announcement-form-fields';

/**
 * The API's attributes that land on a field: those with a message line. Show as coach news and
 * notification have none, so what the API says of them goes on top.
 */
const API_FIELDS: Readonly<Record<string, AnnouncementField>> = Object.fromEntries(
  ANNOUNCEMENT_FIELD_ORDER.map((field) => [field, field]),
);

/**
 * New or edit an announcement (SCREENS "/admin/announcements"): title, rich text (the shared
 * editor), severity, audience (roles and entities), where it shows, start and end. Empty start
 * = now; a later start publishes it by itself. The values are a useForm's; the screen saves
 * them (`onSubmit`), whose refusal the form shows: the API's §5 messages by field (the first
 * one focused) and the rest on top; what was typed stays.
 */
export function AnnouncementForm({
  announcement,
  entities,
  onSubmit,
  onCancel,
}: {
  announcement: Announcement | null;
  entities: EntityOption[];
  /** Saves the input; rejects with the API's refusal. */
  onSubmit: (input: AnnouncementInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const t = useTranslations('communication.announcements.form');
  const id = useId();
  const { fallback } = useContentLanguages();
  const form = useForm<AnnouncementField>({
    fields: announcementFields(announcement, fallback),
    // The screen closes the form once saved; a refusal keeps what was typed.
    resetOnSuccess: false,
    apiFields: API_FIELDS,
    failedText: t('failed'),
    onSubmit: async (values) => {
      await onSubmit(announcementInputOf(values));
      return undefined;
    },
  });
  const saving = form.submitting;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const { errors, messages } = useAnnouncementFormMessages(id, form);

  const title = form.field('title');
  const body = form.field('body_html');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving) void form.handleSubmit();
  };

  return (
    <form
      className="comm-form kit-card"
      onSubmit={submit}
      noValidate
      aria-busy={saving}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {announcement ? t('editTitle', { title: announcement.title }) : t('newTitle')}
      </h2>
      <FormError message={form.generalError} />
      <div className="field">
        <label htmlFor={`${id}-name`}>{t('title')}</label>
        <Input
          ref={messages.bind('title')}
          id={`${id}-name`}
          type="text"
          value={String(title.value)}
          lang={String(form.values.language)}
          onChange={(event) => title.setValue(event.target.value)}
          required
          maxLength={150}
          autoComplete="off"
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={messages.errorId('title')}
        />
        {messages.message('title')}
      </div>
      <RichTextEditor
        id={`${id}-body`}
        label={t('body')}
        value={String(body.value)}
        onChange={body.setValue}
        maxLength={100_000}
        error={errors.body_html ?? null}
      />
      <AnnouncementSettings id={id} form={form} messages={messages} errors={errors} />
      <AnnouncementAudience id={id} form={form} messages={messages} entities={entities} />
      <div className="comm-form-actions kit-wrap">
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

/** Where it shows (banner, news, notification), and for whom: roles, then entities if any. */
function AnnouncementAudience({
  id,
  form,
  messages,
  entities,
}: {
  id: string;
  form: UseFormReturn<AnnouncementField>;
  messages: AnnouncementMessages;
  entities: EntityOption[];
}) {
  const t = useTranslations('communication.announcements.form');
  const tRoles = useTranslations('communication.roles');
  const { bind, errorId, message } = messages;
  const flag = (field: 'show_banner' | 'show_news' | 'notify', label: string) => {
    const binding = form.field(field);
    return {
      key: field,
      label,
      checked: binding.value === true,
      onChange: (checked: boolean) => binding.setValue(checked),
    };
  };
  const ticks = (field: 'audience_roles' | 'audience_entity_ids') => {
    const binding = form.field(field);
    const values = (binding.value as string[] | undefined) ?? [];
    return (item: string, label: string) => ({
      key: item,
      label,
      checked: values.includes(item),
      onChange: () => binding.setValue(toggled(values, item)),
    });
  };
  const role = ticks('audience_roles');
  const entity = ticks('audience_entity_ids');
  return (
    <>
      <ChoiceGroup
        legend={t('places')}
        describedBy={errorId('show_banner')}
        choices={[
          flag('show_banner', t('place.banner')),
          flag('show_news', t('place.news')),
          flag('notify', t('place.notify')),
        ]}
        firstRef={bind('show_banner')}
      >
        {message('show_banner')}
      </ChoiceGroup>
      <ChoiceGroup
        legend={t('roles')}
        hint={{ id: `${id}-roles-hint`, text: t('rolesHint') }}
        describedBy={`${id}-roles-hint`}
        choices={ANNOUNCEMENT_ROLE_CHOICES.map((choice) => role(choice, tRoles(choice)))}
        firstRef={bind('audience_roles')}
      >
        {message('audience_roles')}
      </ChoiceGroup>
      {entities.length > 0 && (
        <ChoiceGroup
          legend={t('entities')}
          hint={{ id: `${id}-entities-hint`, text: t('entitiesHint') }}
          describedBy={`${id}-entities-hint`}
          choices={entities.map((choice) => entity(choice.id, choice.name))}
          firstRef={bind('audience_entity_ids')}
        >
          {message('audience_entity_ids')}
        </ChoiceGroup>
      )}
    </>
  );
}
