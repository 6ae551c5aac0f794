import { getTranslations } from 'next-intl/server';
import { Verification, type VerificationOutcome } from '@/components/certificates/verification';
import { ClientMessages } from '@/components/i18n/client-messages';
import { verificationFailureOf, verificationQuery } from '@/lib/resources/certificates';
import { requireRoute } from '@/lib/server/guard';
import { getQueryClient } from '@/lib/server/query-client';

interface VerifyRouteProps {
  params: Promise<{ code: string }>;
}

export async function generateMetadata() {
  return {
    title: (await getTranslations('certificates'))('verify.title'),
    // A check is for the person holding the code, never for search engines.
    robots: { index: false, follow: false },
  };
}

/** The API's answer for the code, read on the server with the request's portal and address. */
async function verify(code: string): Promise<VerificationOutcome> {
  try {
    return {
      kind: 'found',
      verification: await getQueryClient().fetchQuery(verificationQuery(code)),
    };
  } catch (error) {
    const failure = verificationFailureOf(error);
    if (failure) return failure;
    throw error;
  }
}

/**
 * The code as typed (a segment may arrive percent-encoded; a stray % stays as it is), control
 * characters shown as U+FFFD: a NUL byte must not reach the HTML (no certificate code has one).
 */
function decoded(segment: string): string {
  let text = segment;
  try {
    text = decodeURIComponent(segment);
  } catch {
    // kept as it came
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
  return text.replace(/[\u0000-\u001f\u007f]/g, '\ufffd');
}

/**
 * /verify/{code} (SCREENS: public, no sign-in): whether the certificate with this code is
 * valid, expired or revoked, with the holder's and the certificate's name and its dates.
 */
export default async function VerifyRoute({ params }: VerifyRouteProps) {
  const [, { code: raw }] = await Promise.all([requireRoute('/verify'), params]);
  const code = decoded(raw);
  const outcome = await verify(code);
  return (
    <ClientMessages namespaces={['certificates.verify']}>
      <Verification code={code} outcome={outcome} />
    </ClientMessages>
  );
}
