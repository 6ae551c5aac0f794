import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message the sink received: the envelope's recipients and the raw message. */
export interface ReceivedMail {
  to: string[];
  raw: Buffer;
}

/**
 * A real SMTP server on 127.0.0.1 for tests and benchmarks (smtp-server): accepts every
 * message without authentication or TLS and keeps it; `parse` reads one with mailparser.
 */
export async function startSmtpSink() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // Many connections at once from the sender's pool, and from a benchmark's.
    maxClients: 50,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          raw: Buffer.concat(chunks),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Every message to one address. */
    to: (email: string) => received.filter((mail) => mail.to.includes(email.toLowerCase())),
    parse: (mail: ReceivedMail): Promise<ParsedMail> => simpleParser(mail.raw),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
