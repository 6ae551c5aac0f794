'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormError } from '@/components/forms/form-error';
import { Select } from '@/components/forms/select';
import { TextField } from '@/components/forms/text-field';
import { useForm } from '@/components/forms/use-form';
import { useMe } from '@/components/shell/use-me';
import { authoringKeys } from '@/lib/resources/authoring';
import { createLtiItem, deepLinkPath, ltiToolChoicesQuery } from '@/lib/resources/lti-tools';
import { hasFeature } from '@/shared/access/features';

/**
 * "External tool" in a module of the course editor (issue 38; docs/lti-tools.md): an item that
 * launches one of the portal's LTI tools, added by hand (a tool and a title) or with the tool's
 * own content picker ("Select content", LTI Deep Linking, in a window: what the author picks
 * there comes back as items). Nothing is shown while the portal has no active tool, or has LTI
 * switched off (its `lti` flag).
 */
export function AddExternalTool({ courseId, moduleId }: { courseId: string; moduleId: string }) {
  const t = useTranslations('authoring.lti');
  const client = useQueryClient();
  // Offered only where the portal has `lti` (issue 38): no choices asked for otherwise.
  const lti = hasFeature(useMe().features, 'lti');
  const tools = useQuery({ ...ltiToolChoicesQuery(), enabled: lti });
  const [picking, setPicking] = useState(false);
  // The form is there only while open: a closed one adds no fields to the module.
  const [open, setOpen] = useState(false);
  const form = useForm({
    fields: {
      tool: { value: null, dropdown: true, rules: 'required' },
      title: { value: '', rules: 'required|max:120', trim: true },
    },
    onSubmit: async (values) => {
      await createLtiItem(courseId, moduleId, {
        tool_id: String(values.tool),
        title: String(values.title),
      });
      await client.invalidateQueries({ queryKey: authoringKeys.editor(courseId) });
      return undefined;
    },
  });
  if (!lti || !tools.data || tools.data.length === 0) return null;
  const chosen = form.field('tool').value;
  return (
    <details
      className="outline-add-tool"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>{t('add')}</summary>
      {open && (
        <form className="form" onSubmit={form.handleSubmit} noValidate>
          <FormError message={form.generalError} />
          <Select
            field={form.field('tool')}
            label={t('tool')}
            options={tools.data.map((tool) => ({ value: tool.id, label: tool.name }))}
          />
          <TextField field={form.field('title')} label={t('title')} />
          <div className="kit-row">
            <button type="submit" className="button button-primary" disabled={form.submitting}>
              {t('addItem')}
            </button>
            {typeof chosen === 'string' && chosen !== '' && (
              <a
                className="button"
                href={deepLinkPath(courseId, moduleId, chosen)}
                target="_blank"
                rel="noopener"
                onClick={() => setPicking(true)}
              >
                {t('selectContent')}
              </a>
            )}
          </div>
          {picking && (
            <p className="field-hint">
              {t('pickingHint')}{' '}
              <button
                type="button"
                className="button button-small"
                onClick={() =>
                  client.invalidateQueries({ queryKey: authoringKeys.editor(courseId) })
                }
              >
                {t('refresh')}
              </button>
            </p>
          )}
        </form>
      )}
    </details>
  );
}

/** An external-tool item in the editor: it has no content here, the tool has it. */
export function ExternalToolLink() {
  const t = useTranslations('authoring.lti');
  return <p className="field-hint">{t('editorHint')}</p>;
}
