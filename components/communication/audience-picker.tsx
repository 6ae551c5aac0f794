'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { ANNOUNCEMENT_ROLE_CHOICES } from '@/components/communication/announcement-form';
import { Input, NativeSelect } from '@/components/forms/native-fields';
import {
  AUDIENCE_SUBSCRIPTIONS,
  type AudienceSubscription,
  audienceQuery,
  type MailingAudience,
} from '@/lib/resources/mailings';

/**
 * A mailing's audience (SCREENS: role, entity, subscription state, enrolled in a course) with the
 * live count of confirmed subscribers it reaches. Disabled once the mailing has gone out.
 */
export function AudiencePicker({
  value,
  onChange,
  disabled,
  error,
}: {
  value: MailingAudience;
  onChange: (audience: MailingAudience) => void;
  disabled?: boolean;
  error?: string;
}) {
  const t = useTranslations('communication.audience');
  const tRoles = useTranslations('communication.roles');
  const id = useId();
  const query = useQuery(audienceQuery(value));
  const options = query.data;
  const toggle = (list: string[], item: string) =>
    list.includes(item) ? list.filter((entry) => entry !== item) : [...list, item];
  return (
    <fieldset
      className="comm-fieldset kit-fieldset"
      disabled={disabled}
      aria-describedby={`${id}-count`}
    >
      <legend>{t('title')}</legend>
      <p className="field-hint">{t('hint')}</p>
      <fieldset className="comm-fieldset kit-fieldset">
        <legend>{t('roles')}</legend>
        <div className="comm-choices">
          {ANNOUNCEMENT_ROLE_CHOICES.map((role) => (
            <label key={role}>
              <Input
                type="checkbox"
                checked={value.roles.includes(role)}
                onChange={() => onChange({ ...value, roles: toggle(value.roles, role) })}
              />
              {tRoles(role)}
            </label>
          ))}
        </div>
      </fieldset>
      {options && options.entities.length > 0 && (
        <fieldset className="comm-fieldset kit-fieldset">
          <legend>{t('entities')}</legend>
          <div className="comm-choices">
            {options.entities.map((entity) => (
              <label key={entity.id}>
                <Input
                  type="checkbox"
                  checked={value.entityIds.includes(entity.id)}
                  onChange={() =>
                    onChange({ ...value, entityIds: toggle(value.entityIds, entity.id) })
                  }
                />
                {entity.name}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div className="comm-row">
        <div className="field">
          <label htmlFor={`${id}-subscription`}>{t('subscription')}</label>
          <NativeSelect
            id={`${id}-subscription`}
            value={value.subscription}
            onChange={(event) =>
              onChange({ ...value, subscription: event.target.value as AudienceSubscription })
            }
          >
            {AUDIENCE_SUBSCRIPTIONS.map((state) => (
              <option key={state} value={state}>
                {t(`subscriptions.${state}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="field">
          <label htmlFor={`${id}-course`}>{t('course')}</label>
          <NativeSelect
            id={`${id}-course`}
            value={value.courseId ?? ''}
            onChange={(event) => onChange({ ...value, courseId: event.target.value || null })}
          >
            <option value="">{t('anyCourse')}</option>
            {options?.courses.map((course) => (
              <option key={course.id} value={course.id}>
                {course.title}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <p
        id={`${id}-count`}
        className="comm-audience-count"
        role="status"
        aria-live="polite"
        aria-busy={query.isFetching}
      >
        {options ? t('count', { count: options.count }) : t('counting')}
      </p>
      {error && <p className="field-error">{error}</p>}
    </fieldset>
  );
}
