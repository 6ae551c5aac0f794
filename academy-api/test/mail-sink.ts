import { afterAll, beforeAll } from 'vitest';
import { createMailer, type Mailer, mailFolder, setMailer } from '../mail/transport';
import { type SmtpSink, startSmtpSink } from './smtp-sink';

/**
 * The file's mail goes to a real SMTP server on 127.0.0.1 (smtp-sink.ts) for its tests, and the
 * mailer before it is put back afterwards. `mailsTo` waits for an address's messages and parses
 * them; `linkIn` finds a page's link (with its token) in a message's text.
 */
export function captureMail() {
  let sink: SmtpSink;
  let smtp: Mailer;
  let previous: Mailer | undefined;
  beforeAll(async () => {
    sink = await startSmtpSink();
    smtp = createMailer({ smtpUrl: sink.url, mailDir: mailFolder('/tmp/unused-test-mail') });
    previous = setMailer(smtp);
  });
  afterAll(async () => {
    setMailer(previous);
    smtp.close();
    await sink.close();
  });
  return {
    /** The messages to an address, parsed, once `count` of them are there. */
    async mailsTo(email: string, count = 1) {
      for (let i = 0; i < 100 && sink.to(email).length < count; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return Promise.all(sink.to(email).map((mail) => sink.parse(mail)));
    },
    /** How many messages an address got so far. */
    count: (email: string) => sink.to(email).length,
  };
}

/** The link to `page` in a message's text, and its token. */
export function linkIn(text: string | undefined, page: string) {
  const match = text?.match(new RegExp(`https?://\\S+${page}\\?token=[A-Za-z0-9_-]+`));
  if (!match) throw new Error(`No ${page} link in:\n${text}`);
  return { url: match[0], token: new URL(match[0]).searchParams.get('token') ?? '' };
}
