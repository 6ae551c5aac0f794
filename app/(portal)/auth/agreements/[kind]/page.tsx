import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { RichText } from '@/components/rich-text/rich-text';
import { type AgreementKind, currentAgreementQuery } from '@/lib/resources/agreements';
import { requireRoute } from '@/lib/server/guard';
import { fetchOrNotFound } from '@/lib/server/query-client';
import '@/components/administration/administration.css';

interface AgreementRouteProps {
  params: Promise<{ kind: string }>;
}

const KINDS: readonly AgreementKind[] = ['terms', 'privacy'];

function kindOf(value: string): AgreementKind {
  if (!KINDS.includes(value as AgreementKind)) notFound();
  return value as AgreementKind;
}

export async function generateMetadata({ params }: AgreementRouteProps) {
  const { kind } = await params;
  const t = await getTranslations('administration');
  return { title: KINDS.includes(kind as AgreementKind) ? t(`agreements.kinds.${kind}`) : '' };
}

/**
 * /auth/agreements/{terms|privacy}: the portal's current terms of use or privacy
 * statement in the reader's language, for anyone (the register form links it, in a new tab).
 * 404 when the portal has not published that document.
 */
export default async function AgreementRoute({ params }: AgreementRouteProps) {
  const [, { kind: raw }, t] = await Promise.all([
    requireRoute('/auth'),
    params,
    getTranslations(),
  ]);
  const agreement = await fetchOrNotFound(currentAgreementQuery(kindOf(raw)));
  return (
    <article className="auth-card agreement-document" aria-labelledby="agreement-title">
      <h1 id="agreement-title">
        {agreement.text?.title ?? t(`administration.agreements.kinds.${agreement.kind}`)}
      </h1>
      <p className="muted">{t('auth.agreements.version', { version: agreement.version })}</p>
      <div className="agreement-text">
        <RichText html={agreement.text?.bodyHtml ?? ''} />
      </div>
    </article>
  );
}
