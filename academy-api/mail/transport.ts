import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { getConfig } from '../config';
import { buildRawMail } from './mime';

/**
 * One e-mail, as every feature hands it over (mailings, and later "forgot password"). `text`
 * is the plain version (multipart/alternative with `html`); `headers` adds or overrides
 * headers (List-Unsubscribe …).
 */
export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  headers?: Record<string, string>;
  /** Files sent along (a scheduled report's CSV, an invoice's PDF); composed by nodemailer. */
  attachments?: { filename: string; content: string | Uint8Array; contentType: string }[];
  /**
   * Without SMTP: the .eml file's folder beneath `${ACADEMY_DATA_DIR}/mail` and its name
   * (without .eml), e.g. `mailings/<id>` and the recipient's id. Defaults: `outbox`, a new id.
   */
  file?: { folder: string; name: string };
}

export interface SentMail {
  messageId: string;
  /** Without SMTP: the .eml written, relative to the data directory's mail folder. */
  file: string | null;
}

export interface Mailer {
  /** `smtp` when SMTP_URL is set, else `files` (.eml in the data directory). */
  readonly kind: 'smtp' | 'files';
  sendMail(message: MailMessage): Promise<SentMail>;
  /** Closes the SMTP connections (the pool keeps them open between messages). */
  close(): void;
}

/**
 * Parallel SMTP connections of the pool: what a mailing's batch sends at once. Each message
 * costs a few round trips (MAIL, RCPT, DATA) during which the API thread waits, so the send's
 * pace is about connections ÷ round-trip time: with 8, 10,000 messages took 116 s on a loaded
 * machine, with 16 59 s (bench:mailing). Relays commonly admit 20 or more per client.
 */
export const SMTP_CONNECTIONS = 16;

const SAFE_SEGMENT = /^[A-Za-z0-9._-]+$/;

function safeRelative(folder: string, name: string): string {
  const parts = [...folder.split('/'), `${name}.eml`];
  if (!parts.every((part) => SAFE_SEGMENT.test(part) && part !== '..' && part !== '.')) {
    throw new Error(`Unsafe .eml path ${folder}/${name}`);
  }
  return parts.join('/');
}

/** The folder .eml files go to: `${ACADEMY_DATA_DIR}/mail`. */
export function mailFolder(dataDir: string): string {
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), dataDir, 'mail');
}

/**
 * A mailer over SMTP (nodemailer's pool, SMTP_CONNECTIONS connections kept open) when `smtpUrl`
 * is given, else one that writes each message as an .eml file beneath `mailDir` (the demo: open
 * them with any mail program; the mailing's page lists them).
 */
export function createMailer(options: { smtpUrl?: string; mailDir: string }): Mailer {
  if (options.smtpUrl) {
    const transporter: Transporter = nodemailer.createTransport({
      url: options.smtpUrl,
      pool: true,
      maxConnections: SMTP_CONNECTIONS,
      maxMessages: Number.POSITIVE_INFINITY,
      // Messages are built from our own data: never read a file or URL named in one.
      disableFileAccess: true,
      disableUrlAccess: true,
    } as never);
    return {
      kind: 'smtp',
      async sendMail(message) {
        // One Buffer, written at once (mime.ts); nodemailer's composer only for what it cannot do.
        const prepared = buildRawMail(message);
        if (prepared) {
          await transporter.sendMail({ envelope: prepared.envelope, raw: prepared.raw });
          return { messageId: prepared.messageId, file: null };
        }
        const info = await transporter.sendMail(toNodemailer(message));
        return { messageId: String(info.messageId ?? ''), file: null };
      },
      close: () => transporter.close(),
    };
  }
  // Builds the complete message (headers, multipart, encodings) exactly as SMTP would send it.
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    kind: 'files',
    async sendMail(message) {
      const prepared = buildRawMail(message);
      const info = prepared
        ? { messageId: prepared.messageId, message: prepared.raw }
        : ((await composer.sendMail(toNodemailer(message))) as unknown as {
            messageId: string;
            message: Buffer;
          });
      const relative = safeRelative(
        message.file?.folder ?? 'outbox',
        message.file?.name ?? randomUUID(),
      );
      const target = path.join(options.mailDir, relative);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.writeFile(target, info.message);
      return { messageId: info.messageId, file: relative };
    },
    close: () => composer.close(),
  };
}

function toNodemailer(message: MailMessage) {
  return {
    from: message.from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    headers: message.headers ?? {},
    ...(message.attachments?.length
      ? {
          attachments: message.attachments.map((attachment) => ({
            ...attachment,
            // nodemailer takes text or a Buffer.
            content:
              typeof attachment.content === 'string'
                ? attachment.content
                : Buffer.from(attachment.content),
          })),
        }
      : {}),
  };
}

const MAILER = Symbol.for('academy-api.mailer');
type Holder = { [MAILER]?: Mailer };

/** The process's mailer, from SMTP_URL and ACADEMY_DATA_DIR (made on first use). */
export function getMailer(): Mailer {
  const holder = globalThis as Holder;
  if (!holder[MAILER]) {
    const config = getConfig();
    holder[MAILER] = createMailer({
      smtpUrl: config.SMTP_URL,
      mailDir: mailFolder(config.ACADEMY_DATA_DIR),
    });
  }
  return holder[MAILER];
}

/** Replaces the process's mailer (tests), returning the previous one. */
export function setMailer(mailer: Mailer | undefined): Mailer | undefined {
  const holder = globalThis as Holder;
  const previous = holder[MAILER];
  holder[MAILER] = mailer;
  return previous;
}

/**
 * Sends one e-mail with the process's mailer: over SMTP when SMTP_URL is set, otherwise as an
 * .eml file in `${ACADEMY_DATA_DIR}/mail`. What other features use (e.g. "forgot password").
 */
export function sendMail(message: MailMessage): Promise<SentMail> {
  return getMailer().sendMail(message);
}
