import { randomBytes, randomUUID } from 'node:crypto';
import addressparser from 'nodemailer/lib/addressparser';
import { encodeWord, encodeWords, foldLines, quoteString } from 'nodemailer/lib/mime-funcs';
import { encode as qpEncode, wrap as qpWrap } from 'nodemailer/lib/qp';
import type { MailMessage } from './transport';

/**
 * One message as it goes over the wire (RFC 5322 + MIME), built in one pass of string work
 * (a mailing to 10,000). nodemailer's composer streams each message through a
 * pipeline of transforms in many small chunks, each its own socket write; that was half of the
 * API thread's time during a send. Here the message is one Buffer handed to nodemailer as
 * `raw` with its envelope, so SMTP writes it at once. The encodings are nodemailer's own
 * (mime-funcs, qp): RFC 2047 words for non-ASCII names and subjects, quoted-printable bodies.
 */
export interface RawMail {
  /** The Message-ID header's value, with its angle brackets. */
  messageId: string;
  envelope: { from: string; to: string[] };
  raw: Buffer;
}

const CRLF = '\r\n';
const PLAIN_NAME = /^[\w ]*$/;
const PRINTABLE = /^[\x20-\x7e]*$/;
/** Addresses we can write as they are: ASCII, no specials that need quoting. */
const SIMPLE_ADDRESS = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9.-]+$/;

type Mailbox = { name: string; address: string };

function mailboxes(value: string): Mailbox[] | null {
  const parsed = addressparser(value, { flatten: true });
  const out: Mailbox[] = [];
  for (const entry of parsed) {
    if (!('address' in entry) || !entry.address || !SIMPLE_ADDRESS.test(entry.address)) {
      return null;
    }
    out.push({ name: entry.name ?? '', address: entry.address });
  }
  return out.length > 0 ? out : null;
}

function displayName(name: string): string {
  if (PLAIN_NAME.test(name)) return name;
  if (PRINTABLE.test(name)) return quoteString(name);
  return encodeWord(name, 'B', 52);
}

function formatMailboxes(list: Mailbox[]): string {
  return list
    .map(({ name, address }) => (name ? `${displayName(name)} <${address}>` : address))
    .join(', ');
}

/**
 * Header text: as is when printable ASCII, else RFC 2047 encoded words; of a `phrase <id>`
 * value (List-Id) only the phrase, since encoded words may not stand for the angle part.
 */
function headerText(value: string): string {
  const clean = value.replace(/[\r\n]+/g, ' ');
  if (PRINTABLE.test(clean)) return clean;
  const phraseAndId = /^(.*\S)\s*(<[\x21-\x7e]*>)$/.exec(clean);
  if (phraseAndId) return `${encodeWords(phraseAndId[1] ?? '', 'B', 52, true)} ${phraseAndId[2]}`;
  return encodeWords(clean, 'B', 52, true);
}

/** A header line, folded at whitespace (a value without any, like a URL, stays one line). */
function header(key: string, value: string): string {
  return /\s/.test(value) ? foldLines(`${key}: ${value}`, 76) : `${key}: ${value}`;
}

/** A text part's headers and its quoted-printable body (CRLF line ends). */
function textPart(contentType: string, content: string): { headers: string[]; body: string } {
  return {
    headers: [
      `Content-Type: ${contentType}; charset=utf-8`,
      'Content-Transfer-Encoding: quoted-printable',
    ],
    body: qpWrap(qpEncode(Buffer.from(content.replace(/\r?\n/g, CRLF), 'utf-8')), 76),
  };
}

const part = ({ headers, body }: { headers: string[]; body: string }) =>
  [...headers, '', body].join(CRLF);

/** An RFC 5322 date with a numeric zone, as mail programs expect. */
export function mailDate(date: Date): string {
  return date.toUTCString().replace(/GMT$/, '+0000');
}

/**
 * The message as bytes, or null when an address needs what only nodemailer's composer does
 * (international domains, quoted local parts): the caller then hands the message to it.
 */
export function buildRawMail(message: MailMessage, now = new Date()): RawMail | null {
  const from = mailboxes(message.from);
  const to = mailboxes(message.to);
  const replyTo = message.replyTo ? mailboxes(message.replyTo) : [];
  // Attachments are nodemailer's to compose.
  if (!from || !to || !replyTo || from.length !== 1 || message.attachments?.length) return null;
  const sender = from[0] as Mailbox;
  const domain = sender.address.slice(sender.address.lastIndexOf('@') + 1);
  const messageId = `<${randomUUID()}@${domain}>`;
  const lines = [
    header('From', formatMailboxes(from)),
    ...(replyTo.length > 0 ? [header('Reply-To', formatMailboxes(replyTo))] : []),
    header('To', formatMailboxes(to)),
    header('Subject', headerText(message.subject)),
    `Message-ID: ${messageId}`,
    `Date: ${mailDate(now)}`,
    'MIME-Version: 1.0',
  ];
  for (const [key, value] of Object.entries(message.headers ?? {})) {
    if (!/^[A-Za-z0-9-]+$/.test(key)) throw new Error(`Invalid header name ${key}`);
    lines.push(header(key, headerText(value)));
  }
  let body: string;
  if (message.html) {
    const boundary = `--_academy_${randomBytes(12).toString('hex')}`;
    lines.push(`Content-Type: multipart/alternative; boundary="${boundary}"`);
    body = [
      `--${boundary}`,
      part(textPart('text/plain', message.text)),
      `--${boundary}`,
      part(textPart('text/html', message.html)),
      `--${boundary}--`,
      '',
    ].join(CRLF);
  } else {
    const plain = textPart('text/plain', message.text);
    lines.push(...plain.headers);
    body = plain.body;
  }
  return {
    messageId,
    envelope: { from: sender.address, to: to.map((mailbox) => mailbox.address) },
    raw: Buffer.from(`${lines.join(CRLF)}${CRLF}${CRLF}${body}`, 'utf-8'),
  };
}
