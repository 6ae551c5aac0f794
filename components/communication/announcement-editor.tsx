'use client';

import { useTranslations } from 'next-intl';
import { TranslationsEditor } from '@/components/translations/translations-editor';
import { type AnnouncementsPage, announcementKeys } from '@/lib/resources/announcements';
import { AnnouncementForm } from './announcement-form';
import type { AnnouncementEditor as Editor } from './use-announcement-editor';

/**
 * The open announcement form, and below it its translations (an existing announcement) or the
 * hint that a new one gets them once saved; nothing while no form is open.
 */
export function AnnouncementEditor({
  editor,
  data,
}: {
  editor: Editor;
  /** The list's current page (its entities, and the translations as saved). */
  data: AnnouncementsPage | undefined;
}) {
  const tTranslations = useTranslations('translations');
  const { announcement } = editor;
  if (!editor.isEditing) return null;
  return (
    <>
      <AnnouncementForm
        key={announcement?.id ?? 'new'}
        announcement={announcement}
        entities={data?.entities ?? []}
        onSubmit={editor.save}
        onCancel={editor.close}
      />
      {announcement ? (
        // Each translation is saved on its own, and read back from the list (which includes them).
        <TranslationsEditor
          owner={{ kind: 'announcement', id: announcement.id }}
          original={announcement.language ?? null}
          translations={
            (data?.items.find((item) => item.id === announcement.id) ?? announcement)
              .translations ?? []
          }
          queryKey={announcementKeys.all()}
          headingLevel={3}
        />
      ) : (
        <p className="field-hint">{tTranslations('newAnnouncement')}</p>
      )}
    </>
  );
}
