import { feedbackSegments } from './segments';
import { syntheticEmail } from './synthetic-email';
import type { FeedbackNote } from './types';

/** Who sends the note, as the server knows it from the session's /v1/me. */
export interface NoteSender {
  authenticated: boolean;
  roles: readonly string[];
  accountId: string | null | undefined;
  entityName: string | null | undefined;
  portalName: string;
}

/**
 * Spec §3 note payload. Only the text and the project come from the browser; the address,
 * account, entity, page and segments are the server's, so they cannot be forged. Null when
 * the sender has no synthetic address (spec §5: then feedback does nothing).
 */
export function buildNotePayload(
  sender: NoteSender,
  input: { feedback: string; projectId: string | null },
  url: string,
): FeedbackNote | null {
  const email = syntheticEmail(sender.accountId, sender.entityName);
  if (!email || !sender.accountId || !sender.entityName) return null;
  return {
    feedback: input.feedback,
    email,
    accountId: sender.accountId,
    url,
    entity: sender.entityName,
    projectId: input.projectId,
    segments: feedbackSegments(sender),
  };
}

/** The note as sent (spec §3: attribute names are snake_case on send). */
export function noteToWire(note: FeedbackNote) {
  return {
    feedback: note.feedback,
    email: note.email,
    account_id: note.accountId,
    url: note.url,
    entity: note.entity,
    project_id: note.projectId,
    segments: note.segments,
  };
}

/**
 * The page the feedback was given on: the Referer when it is a page of this host (the app's
 * Referrer-Policy sends it whole to its own origin), else the host's root.
 */
export function feedbackPageUrl(referer: string | null, host: string | null): string {
  if (referer) {
    try {
      const url = new URL(referer);
      if (url.host === host && /^https?:$/.test(url.protocol)) {
        return `${url.origin}${url.pathname}${url.search}`;
      }
    } catch {
      // Not a URL: fall through to the host's root.
    }
  }
  return host ? `https://${host}/` : '';
}
