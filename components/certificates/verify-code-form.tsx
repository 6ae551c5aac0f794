'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Input } from '@/components/forms/native-fields';
import { normalizeCertificateCode, verifyPath } from '@/lib/resources/certificates';

/** A code typed by hand: on to /verify/{code} (spaces and dashes dropped, upper case). */
export function VerifyCodeForm({ initialCode = '' }: { initialCode?: string }) {
  const t = useTranslations('certificates.verify.form');
  const router = useRouter();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState(initialCode);
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = normalizeCertificateCode(code);
    if (!typed) {
      setMissing(true);
      input.current?.focus();
      return;
    }
    router.push(verifyPath(typed));
  };

  return (
    <form className="verify-form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={`${id}-code`}>{t('label')}</label>
        <div className="verify-form-row kit-wrap">
          <Input
            ref={input}
            id={`${id}-code`}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setMissing(false);
            }}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            required
            aria-invalid={missing || undefined}
            aria-describedby={missing ? `${id}-error` : undefined}
          />
          <button type="submit" className="button button-primary">
            {t('submit')}
          </button>
        </div>
        {missing && (
          <p id={`${id}-error`} className="field-error" role="alert">
            {t('required')}
          </p>
        )}
      </div>
    </form>
  );
}
