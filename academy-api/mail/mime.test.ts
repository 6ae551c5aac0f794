import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { buildRawMail, mailDate } from './mime';

const message = {
  from: '"Démo Academy" <news@demo.academy>',
  to: '"Ștefan \\"S\\" Popescu" <stefan@example.org>',
  replyTo: 'reply@demo.academy',
  subject: 'Autumn news for Ștefan — a subject long enough to be folded over several header lines',
  text: 'Hello Ștefan\n\nA line with = and a very long sentence that goes on past seventy-six characters for sure.\n-- \nFooter',
  html: '<p>Hello <b>Ștefan</b> = 1</p>',
  headers: {
    'List-Unsubscribe': `<https://demo.academy/api/unsubscribe?token=${'x'.repeat(150)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    'List-Id': 'Démo Academy <mailing-list.demo.academy>',
    Precedence: 'bulk',
  },
};

describe('buildRawMail (a message as one buffer)', () => {
  it('builds a message mail programs read back exactly, with the RFC 8058 headers', async () => {
    const built = buildRawMail(message, new Date('2026-11-27T10:00:00Z'));
    expect(built).not.toBeNull();
    if (!built) return;
    expect(built.envelope).toEqual({ from: 'news@demo.academy', to: ['stefan@example.org'] });
    const raw = built.raw.toString('utf-8');
    // CRLF everywhere, 7-bit on the wire, no line over 998 characters.
    expect(raw.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect([...built.raw].every((byte) => byte < 0x80)).toBe(true);
    expect(Math.max(...raw.split('\r\n').map((line) => line.length))).toBeLessThan(998);
    // RFC 8058 one-click: both headers, the URL unfolded on one line.
    expect(raw).toContain(`\r\nList-Unsubscribe: ${message.headers['List-Unsubscribe']}\r\n`);
    expect(raw).toContain('\r\nList-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n');

    const parsed = await simpleParser(built.raw);
    expect(parsed.from?.value).toEqual([{ address: 'news@demo.academy', name: 'Démo Academy' }]);
    const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
    expect(to?.value).toEqual([{ address: 'stefan@example.org', name: 'Ștefan "S" Popescu' }]);
    expect(parsed.subject).toBe(message.subject);
    expect(parsed.text).toBe(message.text);
    expect(parsed.html).toBe(message.html);
    expect(parsed.messageId).toBe(built.messageId);
    expect(parsed.date?.toISOString()).toBe('2026-11-27T10:00:00.000Z');
    expect(parsed.headers.get('precedence')).toBe('bulk');
    // List-Id: only its phrase is an encoded word, the <id> stays readable (RFC 2919).
    const name = Buffer.from('Démo Academy').toString('base64');
    expect(raw).toContain(`\r\nList-Id: =?UTF-8?B?${name}?= <mailing-list.demo.academy>\r\n`);
  });

  it('sends a text-only message as a single part', async () => {
    const built = buildRawMail({ ...message, html: undefined });
    const parsed = await simpleParser(built?.raw ?? '');
    expect(parsed.text).toBe(message.text);
    expect(parsed.html).toBe(false);
  });

  it('leaves addresses it cannot write as they are to nodemailer (null)', () => {
    expect(buildRawMail({ ...message, to: 'ana@exämple.org' })).toBeNull();
    expect(buildRawMail({ ...message, to: '"a b"@example.org' })).toBeNull();
    expect(buildRawMail({ ...message, to: '' })).toBeNull();
  });

  it('never lets a value start a header of its own', async () => {
    const built = buildRawMail({ ...message, subject: 'Hi\r\nBcc: victim@example.org' });
    expect(built?.raw.toString()).not.toMatch(/\r\nBcc:/);
    expect(() => buildRawMail({ ...message, headers: { 'X-A\r\nBcc': 'x' } })).toThrow();
  });

  it('writes dates with a numeric zone', () => {
    expect(mailDate(new Date('2026-01-02T03:04:05Z'))).toBe('Fri, 02 Jan 2026 03:04:05 +0000');
  });
});
