'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { BoundForm } from '@/components/forms/bound-form';
import type { FieldBinding } from '@/components/forms/field-binding';
import { Input } from '@/components/forms/native-fields';
import { SubmitRow } from '@/components/forms/submit-button';
import { TextArea } from '@/components/forms/text-area';
import { TextField } from '@/components/forms/text-field';
import { useForm } from '@/components/forms/use-form';
import { Link } from '@/components/ui/link';
import { showToast } from '@/components/ui/show-toast';
import { ApiError } from '@/lib/api/errors';
import { meKeys } from '@/lib/resources/me';
import {
  type ProfileView,
  profileKeys,
  profileQuery,
  updateProfile,
} from '@/lib/resources/profiles';
import {
  LINK_FORM_RULES,
  PROFILE_LIMITS,
  PROFILE_RULES,
  type ProfileLink,
  type ProfileVisibility,
} from '@/shared/profiles/rules';
import { AvatarPicker } from './avatar-picker';
import { type LinkField, linkFieldsOf, linkRowsOf, relinkedErrors, sentRows } from './link-fields';

/**
 * /profile: the own profile (SCREENS "Learning"): the picture (saved as soon as it is chosen,
 * resized to 150 px by the server), then headline, bio, up to 5 links and who may see it,
 * saved together. The §5 rules are the API's own, so a 422 lands on its field.
 */
export function ProfileEditor({
  accountId,
  portalName,
}: {
  accountId: string;
  portalName: string;
}) {
  const query = useQuery(profileQuery(accountId));
  const profile = query.data;
  if (!profile) return null;
  return <ProfileForm profile={profile} portalName={portalName} />;
}

function ProfileForm({ profile, portalName }: { profile: ProfileView; portalName: string }) {
  const t = useTranslations('profiles.edit');
  const client = useQueryClient();
  const visibilityId = useId();
  const initialRows = Math.max(1, profile.links.length);
  const [rows, setRows] = useState(initialRows);

  const saved = (next: ProfileView) => {
    client.setQueryData(profileKeys.detail(profile.id), next);
    // The shell's avatar and the account's picture come with Me.
    void client.invalidateQueries({ queryKey: meKeys.me() });
  };

  const form = useForm<string>({
    fields: {
      headline: { value: profile.headline, rules: PROFILE_RULES.headline, trim: true },
      bio: { value: profile.bio, rules: PROFILE_RULES.bio },
      visibility: { value: profile.visibility ?? 'private', rules: PROFILE_RULES.visibility },
      ...linkFieldsOf(profile.links, LINK_FORM_RULES),
    },
    resetOnSuccess: false,
    onSubmit: async (values) => {
      const links: ProfileLink[] = linkRowsOf(values);
      try {
        const next = await updateProfile(profile.id, {
          headline: String(values.headline ?? ''),
          bio: String(values.bio ?? ''),
          visibility: values.visibility as ProfileVisibility,
          links,
        });
        saved(next);
        setRows(Math.max(1, next.links.length));
      } catch (error) {
        // A link's error points at links/{n}/{field}; the form's field is link{n}_{field}.
        if (error instanceof ApiError) {
          throw new ApiError(error.status, relinkedErrors(error.errors, sentRows(values)));
        }
        throw error;
      }
      return undefined;
    },
    onSuccess: () => showToast({ message: t('saved'), scheme: 'success' }),
  });

  const visibility = form.field('visibility');
  const choices: { value: ProfileVisibility; label: string; hint: string }[] = [
    { value: 'private', label: t('visibility.private'), hint: t('visibility.privateHint') },
    {
      value: 'portal',
      label: t('visibility.portal', { portal: portalName }),
      hint: t('visibility.portalHint'),
    },
  ];

  return (
    <div className="profile-editor">
      <AvatarPicker profile={profile} onSaved={saved} />
      <BoundForm form={form}>
        <TextField
          field={form.field('headline')}
          label={t('headline')}
          hint={t('headlineHint', { max: PROFILE_LIMITS.headline })}
          maxLength={PROFILE_LIMITS.headline}
          autoComplete="off"
        />
        <TextArea
          field={form.field('bio')}
          label={t('bio')}
          hint={t('bioHint', { max: PROFILE_LIMITS.bio })}
          rows={6}
        />
        <fieldset className="profile-links">
          <legend>{t('links')}</legend>
          <p className="field-hint">{t('linksHint', { max: PROFILE_LIMITS.links })}</p>
          {Array.from({ length: rows }, (_, index) => (
            <LinkRow
              // Rows are positions 0–4; their fields stay declared, so the index is the identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: the row is the position.
              key={index}
              index={index}
              label={form.field(`link${index}_label` satisfies LinkField)}
              url={form.field(`link${index}_url` satisfies LinkField)}
              onRemove={
                rows > 1 || form.field(`link${index}_url`).value
                  ? () => {
                      // Later rows move up one; the last row is emptied.
                      for (let n = index; n < PROFILE_LIMITS.links - 1; n++) {
                        form
                          .field(`link${n}_label`)
                          .setValue(form.field(`link${n + 1}_label`).value);
                        form.field(`link${n}_url`).setValue(form.field(`link${n + 1}_url`).value);
                      }
                      form.field(`link${PROFILE_LIMITS.links - 1}_label`).setValue('');
                      form.field(`link${PROFILE_LIMITS.links - 1}_url`).setValue('');
                      setRows((count) => Math.max(1, count - 1));
                    }
                  : undefined
              }
            />
          ))}
          {rows < PROFILE_LIMITS.links && (
            <button type="button" className="button" onClick={() => setRows((count) => count + 1)}>
              {t('addLink')}
            </button>
          )}
        </fieldset>
        <fieldset className="profile-visibility" aria-describedby={`${visibilityId}-hint`}>
          <legend>{t('visibility.legend')}</legend>
          <p id={`${visibilityId}-hint`} className="field-hint">
            {t('visibility.hint')}
          </p>
          {choices.map((choice) => (
            <label key={choice.value} className="profile-choice">
              <Input
                type="radio"
                name={visibility.name}
                value={choice.value}
                checked={visibility.value === choice.value}
                onChange={() => visibility.setValue(choice.value)}
              />
              <span>
                <span className="profile-choice-label">{choice.label}</span>
                <span className="field-hint">{choice.hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <SubmitRow form={form} label={t('save')} busyLabel={t('saving')}>
          <Link className="button" href={`/profiles/${profile.id}`}>
            {t('view')}
          </Link>
        </SubmitRow>
      </BoundForm>
    </div>
  );
}

function LinkRow({
  index,
  label,
  url,
  onRemove,
}: {
  index: number;
  label: FieldBinding;
  url: FieldBinding;
  onRemove?: () => void;
}) {
  const t = useTranslations('profiles.edit');
  return (
    <div className="profile-link-row">
      <TextField
        field={url}
        label={t('linkUrl', { number: index + 1 })}
        type="url"
        inputMode="url"
        placeholder="https://"
        maxLength={PROFILE_LIMITS.linkUrl}
      />
      <TextField
        field={label}
        label={t('linkLabel', { number: index + 1 })}
        maxLength={PROFILE_LIMITS.linkLabel}
      />
      {onRemove && (
        <button
          type="button"
          className="button profile-link-remove"
          aria-label={t('removeLink', { number: index + 1 })}
          onClick={onRemove}
        >
          {t('remove')}
        </button>
      )}
    </div>
  );
}
