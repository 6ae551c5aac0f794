'use client';

import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { RichTextEditor } from '@/components/editor/lazy-editor';
import type { RichTextEditorProps } from '@/components/editor/types';
import { useContentLanguages } from '@/components/forms/content-language-field';
import { FormError } from '@/components/forms/form-error';
import { TextArea } from '@/components/forms/text-area';
import { TextField } from '@/components/forms/text-field';
import { useForm } from '@/components/forms/use-form';
import { useMessageText } from '@/components/forms/use-message-text';
import { ConfirmDialog } from '@/components/modals/confirm-dialog';
import { useModals } from '@/components/modals/modal-queue';
import { showToast } from '@/components/ui/show-toast';
import { languageName } from '@/lib/i18n/language-name';
import {
  type AnnouncementTranslation,
  type CourseTranslation,
  removeTranslation,
  saveTranslation,
  TRANSLATION_HTML_FIELD,
  type TranslationOwner,
  translationValues,
} from '@/lib/resources/content-translations';
import { RICH_TEXT_MAX } from '@/shared/authoring/course-rules';
import { TRANSLATION_RULES, translationLocales } from '@/shared/content/translations';
import './translations.css';

type StoredTranslation = CourseTranslation | AnnouncementTranslation;

interface TranslationsEditorProps {
  owner: TranslationOwner;
  /** The language the original is written in (null: unknown). */
  original: string | null;
  translations: readonly StoredTranslation[];
  /** The owner's query: refetched after every change, so the editor reads what was saved. */
  queryKey: QueryKey;
  /** The level of the section's heading; each language's is one below. */
  headingLevel?: 2 | 3;
  images?: RichTextEditorProps['images'];
}

/**
 * "Translations" of a course or an announcement: one part per portal language
 * other than the original's, each with its own form (the original's §5 rules, the shared rich
 * text editor), saved and removed on its own. Nothing on a portal with one language.
 */
export function TranslationsEditor({
  owner,
  original,
  translations,
  queryKey,
  headingLevel = 2,
  images,
}: TranslationsEditorProps) {
  const t = useTranslations('translations');
  const locale = useLocale();
  const { locales } = useContentLanguages();
  const id = useId();
  const targets = translationLocales(locales, original);
  const unused = translations.filter((translation) => !targets.includes(translation.locale));
  if (targets.length === 0 && unused.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="translations" aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`} tabIndex={-1}>
        {t('heading')}
      </Heading>
      <p className="field-hint">
        {original
          ? t('hint', { original: languageName(original, locale) })
          : t('hintUnknownOriginal')}
      </p>
      {targets.map((target) => (
        <TranslationPart
          key={target}
          owner={owner}
          target={target}
          translation={translations.find((translation) => translation.locale === target)}
          queryKey={queryKey}
          headingLevel={headingLevel + 1}
          images={images}
        />
      ))}
      {unused.map((translation) => (
        <UnusedTranslation
          key={translation.locale}
          owner={owner}
          target={translation.locale}
          queryKey={queryKey}
          headingLevel={headingLevel + 1}
          headingRef={() => document.getElementById(`${id}-heading`)}
        />
      ))}
    </section>
  );
}

interface PartProps {
  owner: TranslationOwner;
  target: string;
  translation: StoredTranslation | undefined;
  queryKey: QueryKey;
  headingLevel: number;
  images?: RichTextEditorProps['images'];
}

/** One language: "Add …" until there is a translation, then its form. */
function TranslationPart(props: PartProps) {
  const t = useTranslations('translations');
  const language = languageName(props.target, useLocale());
  const id = useId();
  const [adding, setAdding] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const Heading = `h${props.headingLevel}` as 'h3' | 'h4';
  const editing = Boolean(props.translation) || adding;
  return (
    <section className="translation" aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`} className="translation-heading">
        {t('languageHeading', { language })}
      </Heading>
      {editing ? (
        <TranslationForm
          {...props}
          headingId={`${id}-heading`}
          language={language}
          onGone={() => {
            setAdding(false);
            // The form is gone: the keyboard goes to what replaced it.
            requestAnimationFrame(() => addButton.current?.focus());
          }}
        />
      ) : (
        <p className="translation-missing">
          <span>{t('missing', { language })}</span>
          <button ref={addButton} type="button" className="button" onClick={() => setAdding(true)}>
            {t('add', { language })}
          </button>
        </p>
      )}
    </section>
  );
}

/** The fields of one owner's translation, with the original's rules. */
function fieldsOf(owner: TranslationOwner, translation: StoredTranslation | undefined) {
  const values = translationValues(owner.kind, translation);
  const rules: Record<string, string> = TRANSLATION_RULES[owner.kind];
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      { value, rules: rules[name], trim: name !== TRANSLATION_HTML_FIELD[owner.kind] },
    ]),
  );
}

function TranslationForm({
  owner,
  target,
  translation,
  queryKey,
  images,
  headingId,
  language,
  onGone,
}: PartProps & { headingId: string; language: string; onGone: () => void }) {
  const t = useTranslations('translations');
  const text = useMessageText();
  const client = useQueryClient();
  const htmlField = TRANSLATION_HTML_FIELD[owner.kind];
  const stored = useRef(Boolean(translation));
  stored.current = Boolean(translation);
  const form = useForm({
    fields: fieldsOf(owner, translation),
    resetOnSuccess: false,
    onSubmit: async (values) => {
      await saveTranslation(
        owner,
        target,
        Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)])),
      );
      return undefined;
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey });
      showToast({ scheme: 'success', message: t('saved', { language }) });
    },
  });
  const html = form.field(htmlField);

  const remove = useRemoveTranslation({ owner, target, queryKey, language, onGone });

  return (
    <form
      className="form translation-form"
      onSubmit={form.handleSubmit}
      noValidate
      aria-labelledby={headingId}
      aria-busy={form.submitting}
    >
      <FormError message={form.generalError} />
      <TextField
        field={form.field('title')}
        label={t('fields.title', { language })}
        lang={target}
        maxLength={150}
        autoComplete="off"
      />
      {owner.kind === 'course' ? (
        <TextArea
          field={form.field('summary')}
          label={t('fields.summary', { language })}
          lang={target}
          rows={3}
          maxLength={500}
        />
      ) : null}
      <RichTextEditor
        id={html.id}
        label={t(`fields.${owner.kind}Html`, { language })}
        lang={target}
        value={String(html.value ?? '')}
        onChange={(value) => html.setValue(value)}
        maxLength={RICH_TEXT_MAX}
        error={html.messages.map(text).join(' ') || null}
        images={images}
      />
      <div className="translation-actions">
        <button type="submit" className="button button-primary" disabled={form.submitting}>
          {form.submitting ? t('saving') : t('save', { language })}
        </button>
        {stored.current ? (
          <button type="button" className="button" onClick={(event) => remove(event.currentTarget)}>
            {t('remove', { language })}
          </button>
        ) : (
          <button type="button" className="button" onClick={onGone}>
            {t('cancel')}
          </button>
        )}
      </div>
    </form>
  );
}

/** "Remove …" after confirming: its readers read the original again. */
function useRemoveTranslation({
  owner,
  target,
  queryKey,
  language,
  onGone,
}: {
  owner: TranslationOwner;
  target: string;
  queryKey: QueryKey;
  language: string;
  onGone: () => void;
}) {
  const t = useTranslations('translations');
  const client = useQueryClient();
  const modals = useModals();
  return (trigger: HTMLElement) => {
    const modalId = `translation-remove:${owner.id}:${target}`;
    modals.open(modalId, () => (
      <ConfirmDialog
        modalId={modalId}
        title={t('removeDialog.title', { language })}
        description={t('removeDialog.description', { language })}
        confirm={t('removeDialog.confirm')}
        busy={t('removeDialog.busy')}
        cancel={t('removeDialog.cancel')}
        onConfirm={async () => {
          await removeTranslation(owner, target);
          await client.invalidateQueries({ queryKey });
          showToast({ scheme: 'success', message: t('removed', { language }) });
        }}
        onClosed={(done) => (done ? onGone() : trigger.focus())}
      />
    ));
  };
}

/**
 * A translation no reader gets any more (the original is in its language now, or the portal
 * dropped it): said so, and it can only go.
 */
function UnusedTranslation({
  owner,
  target,
  queryKey,
  headingLevel,
  headingRef,
}: Omit<PartProps, 'translation' | 'images'> & { headingRef: () => HTMLElement | null }) {
  const t = useTranslations('translations');
  const language = languageName(target, useLocale());
  const id = useId();
  const Heading = `h${headingLevel}` as 'h3' | 'h4';
  const remove = useRemoveTranslation({
    owner,
    target,
    queryKey,
    language,
    onGone: () => requestAnimationFrame(() => headingRef()?.focus()),
  });
  return (
    <section className="translation" aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`} className="translation-heading">
        {t('languageHeading', { language })}
      </Heading>
      <p className="translation-missing">
        <span>{t('unused', { language })}</span>
        <button type="button" className="button" onClick={(event) => remove(event.currentTarget)}>
          {t('remove', { language })}
        </button>
      </p>
    </section>
  );
}
