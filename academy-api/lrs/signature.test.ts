import { createHash, KeyObject, sign } from 'node:crypto';
import {
  base64url,
  CompactSign,
  type CryptoKey,
  type GenerateKeyPairResult,
  generateKeyPair,
} from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkAttachmentsMatch, parseStatementsMultipart } from './multipart';
import { checkSignatures, SIGNATURE_USAGE_TYPE, SignatureProblem } from './signature';

/*
 * Signed statements are built the way ADL's LRS conformance suite builds them (helper.signStatement
 * in test/helper.js, used by test/v2_0/E.Data2.6-SignedStatements.js): the statement without
 * attachments is signed, then gets one signature attachment, and travels as multipart/mixed.
 */

type Statement = Record<string, unknown>;
type Algorithm = 'RS256' | 'RS384' | 'RS512' | 'PS256';

const keys = new Map<Algorithm, GenerateKeyPairResult>();
const utf8 = (text: string) => new TextEncoder().encode(text);
const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

beforeAll(async () => {
  for (const alg of ['RS256', 'RS384', 'RS512', 'PS256'] as const) {
    keys.set(alg, await generateKeyPair(alg, { extractable: true }));
  }
});

function keyPair(alg: Algorithm): GenerateKeyPairResult {
  const pair = keys.get(alg);
  if (!pair) throw new Error(`no ${alg} key`);
  return pair;
}

/** {{statements.default}} of the suite, with an id. */
function defaultStatement(): Statement {
  return {
    id: crypto.randomUUID(),
    actor: { objectType: 'Agent', name: 'xAPI mbox', mbox: 'mailto:xapi@adlnet.gov' },
    verb: {
      id: 'http://adlnet.gov/expapi/verbs/attended',
      display: { 'en-GB': 'attended', 'en-US': 'attended' },
    },
    object: { objectType: 'Activity', id: 'http://www.example.com/meetings/occurances/34534' },
  };
}

type SignOptions = {
  alg?: Algorithm | 'HS256';
  contentType?: string;
  breakJson?: boolean;
  /** The statement to sign, when it is not the one sent. */
  payload?: unknown;
  x5c?: string[];
  key?: CryptoKey | Uint8Array;
};

/** A compact JWS of `payload`, as jws.sign does it (or of any text, for broken ones). */
async function jws(payload: unknown, options: SignOptions = {}): Promise<string> {
  const alg = options.alg ?? 'RS256';
  const text = typeof payload === 'string' ? payload : JSON.stringify(payload);
  const key =
    options.key ??
    (alg === 'HS256' ? utf8('a shared secret, not an RSA key!') : keyPair(alg).privateKey);
  const header = options.x5c ? { alg, x5c: options.x5c } : { alg };
  return new CompactSign(utf8(text)).setProtectedHeader(header).sign(key);
}

/** The statement with its signature attachment, and the multipart body the suite sends. */
function signedRequest(
  statement: Statement,
  signature: string,
  contentType = 'application/octet-stream',
) {
  const boundary = `-------------${Math.floor(Math.random() * 0xffffffff)}`;
  const bytes = utf8(signature);
  const sent = {
    ...statement,
    attachments: [
      {
        usageType: SIGNATURE_USAGE_TYPE,
        display: { 'en-US': 'Signed by the Test Suite' },
        description: { 'en-US': 'Signed by the Test Suite' },
        contentType,
        length: bytes.byteLength,
        sha2: sha256(bytes),
      },
    ],
  };
  const head = ['', `--${boundary}`, 'Content-Type:application/json', '', ''].join('\r\n');
  const partHead = [
    '',
    `--${boundary}`,
    `Content-Type:${contentType}`,
    'Content-Transfer-Encoding:binary',
    `X-Experience-API-Hash:${sha256(bytes)}`,
    '',
    '',
  ].join('\r\n');
  const body = utf8(`${head}${JSON.stringify(sent)}${partHead}${signature}\r\n--${boundary}--`);
  return { body, contentType: `multipart/mixed; boundary=${boundary}` };
}

/** What the statements route does: parse, match the attachments, check the signatures. */
async function post(request: { body: Uint8Array; contentType: string }): Promise<void> {
  const { json, parts } = parseStatementsMultipart(request.body, request.contentType);
  const statement = json as Statement;
  checkAttachmentsMatch([statement], parts);
  await checkSignatures(statement, parts);
}

/** helper.signStatement: signs the statement (or options.payload) and sends it. */
async function signAndPost(statement: Statement, options: SignOptions = {}): Promise<void> {
  let payload: unknown = options.payload ?? statement;
  if (options.breakJson) payload = JSON.stringify(payload).replace('"', "'");
  return post(signedRequest(statement, await jws(payload, options), options.contentType));
}

describe('A signed statement includes a JWS (Data 2.6.s4.b1, XAPI-00115)', () => {
  it('accepts a statement without signature attachments', async () => {
    await expect(checkSignatures(defaultStatement(), [])).resolves.toBeUndefined();
  });

  it('accepts a JWS attached as application/octet-stream', async () => {
    await expect(signAndPost(defaultStatement())).resolves.toBeUndefined();
  });

  it('rejects a signed statement with a malformed signature - bad content type', async () => {
    const options = { contentType: 'text/plain; charset=ascii' };
    await expect(signAndPost(defaultStatement(), options)).rejects.toThrow(
      'application/octet-stream, not text/plain; charset=ascii',
    );
  });

  it('rejects a signed statement with a malformed signature - bad JWS', async () => {
    await expect(signAndPost(defaultStatement(), { breakJson: true })).rejects.toThrow(
      SignatureProblem,
    );
  });

  it('rejects a signature attachment whose JWS was not sent (fileUrl only)', async () => {
    const statement = {
      ...defaultStatement(),
      attachments: [
        {
          usageType: SIGNATURE_USAGE_TYPE,
          display: { 'en-US': 'Signature' },
          contentType: 'application/octet-stream',
          length: 10,
          sha2: sha256(utf8('elsewhere')),
          fileUrl: 'http://example.com/signature.jws',
        },
      ],
    };
    await expect(checkSignatures(statement, [])).rejects.toThrow('was not sent as a part');
  });

  it('rejects a part that is no compact JWS', async () => {
    const statement = defaultStatement();
    const flattened = JSON.stringify({ protected: 'e30', payload: 'e30', signature: 'AA' });
    for (const text of ['not a JWS', 'a.b', 'a.b.c.d', flattened, '\u00ff\u00fe']) {
      await expect(post(signedRequest(statement, text))).rejects.toThrow(
        'is not a JWS in compact serialization',
      );
    }
  });

  it('rejects a part that is not UTF-8 text', async () => {
    const statement = defaultStatement();
    const bytes = Uint8Array.from([0xff, 0xfe, 0x00]);
    const sent = {
      ...statement,
      attachments: [
        {
          usageType: SIGNATURE_USAGE_TYPE,
          display: { 'en-US': 'Signature' },
          contentType: 'application/octet-stream',
          length: 3,
          sha2: sha256(bytes),
        },
      ],
    };
    const part = { contentType: 'application/octet-stream', sha2: sha256(bytes), bytes };
    await expect(checkSignatures(sent, [part])).rejects.toThrow('not UTF-8 text');
  });
});

describe('The JWS payload is the statement sent (Data 2.6.s4.b3, XAPI-00116)', () => {
  it('rejects statement with invalid JSON serialization', async () => {
    await expect(signAndPost(defaultStatement(), { breakJson: true })).rejects.toThrow(
      'JWS payload is not valid JSON',
    );
  });

  it('rejects a payload that is JSON but no statement', async () => {
    await expect(signAndPost(defaultStatement(), { payload: [1, 2] })).rejects.toThrow(
      'payload is not a statement',
    );
  });

  it('rejects a payload that is another statement', async () => {
    const statement = defaultStatement();
    const payload = { ...statement, verb: { id: 'http://adlnet.gov/expapi/verbs/failed' } };
    await expect(signAndPost(statement, { payload })).rejects.toThrow(
      'is not the statement sent (it differs in verb)',
    );
  });
});

describe('The JWS uses RS256, RS384 or RS512 (Data 2.6.s4.b4, XAPI-00117)', () => {
  for (const alg of ['RS256', 'RS384', 'RS512'] as const) {
    it(`Accepts signed statement with "${alg}"`, async () => {
      await expect(signAndPost(defaultStatement(), { alg })).resolves.toBeUndefined();
    });
  }

  it('Rejects signed statement with another algorithm (HS256, as the suite sends)', async () => {
    await expect(signAndPost(defaultStatement(), { alg: 'HS256' })).rejects.toThrow(
      'uses HS256; signatures use RS256, RS384 or RS512',
    );
  });

  it('Rejects signed statement with an RSA algorithm that is not RS* (PS256)', async () => {
    await expect(signAndPost(defaultStatement(), { alg: 'PS256' })).rejects.toThrow('uses PS256');
  });

  it('Rejects an unsecured JWS (alg none)', async () => {
    const statement = defaultStatement();
    const unsecured = `${base64url.encode('{"alg":"none"}')}.${base64url.encode(JSON.stringify(statement))}.`;
    await expect(post(signedRequest(statement, unsecured))).rejects.toThrow(SignatureProblem);
  });

  it('Rejects a JWS with critical header parameters it cannot honour', async () => {
    const statement = defaultStatement();
    const header = base64url.encode('{"alg":"RS256","crit":["exp"],"exp":1}');
    const signature = (await jws(statement)).split('.')[2];
    const text = `${header}.${base64url.encode(JSON.stringify(statement))}.${signature}`;
    await expect(post(signedRequest(statement, text))).rejects.toThrow('"crit"');
  });
});

describe('Statement comparison of payload and statement (Data 2.3.1, 2.6.s5.b3.b2)', () => {
  /** Sends `sent` signed over `signed`. */
  const compare = (sent: Statement, signed: Statement) => signAndPost(sent, { payload: signed });
  const statement = (extra: Statement = {}) => ({ ...defaultStatement(), ...extra });

  it('ignores an id the payload does not carry (assigned after signing)', async () => {
    const { id: _, ...signed } = statement();
    await expect(compare(statement(), signed)).resolves.toBeUndefined();
  });

  it('refuses another id than the signed one', async () => {
    await expect(compare(statement(), statement())).rejects.toThrow('differs in id');
  });

  it('ignores the case of ids, registrations and statement references', async () => {
    const id = crypto.randomUUID();
    const registration = crypto.randomUUID();
    const signed = statement({ id, context: { registration } });
    const sent = {
      ...signed,
      id: id.toUpperCase(),
      context: { registration: registration.toUpperCase() },
    };
    await expect(compare(sent, signed)).resolves.toBeUndefined();
  });

  it('ignores authority, stored and version (assigned by the LRS)', async () => {
    const signed = statement();
    const sent = {
      ...signed,
      version: '2.0.0',
      stored: '2024-01-01T00:00:00.000Z',
      authority: { objectType: 'Agent', mbox: 'mailto:lrs@example.com' },
    };
    await expect(compare(sent, signed)).resolves.toBeUndefined();
  });

  it('compares timestamps as points in time, and ignores one only one side has', async () => {
    const signed = statement({ timestamp: '2013-04-01T12:00:00Z' });
    const sent = { ...signed, timestamp: '2013-04-01T14:00:00.000+02:00' };
    await expect(compare(sent, signed)).resolves.toBeUndefined();
    const { timestamp: _, ...unstamped } = signed;
    await expect(compare(sent, unstamped)).resolves.toBeUndefined();
    await expect(compare({ ...sent, timestamp: '2013-04-01T12:00:01Z' }, signed)).rejects.toThrow(
      'differs in timestamp',
    );
  });

  it("ignores the case of an e-mail's domain, not of its mailbox", async () => {
    const signed = statement();
    const actor = { objectType: 'Agent', name: 'xAPI mbox', mbox: 'MAILTO:xapi@ADLNET.gov' };
    await expect(compare({ ...signed, actor }, signed)).resolves.toBeUndefined();
    const other = { ...actor, mbox: 'mailto:XAPI@adlnet.gov' };
    await expect(compare({ ...signed, actor: other }, signed)).rejects.toThrow('differs in actor');
  });

  it('ignores the verb display and activity definitions (not part of the statement)', async () => {
    const signed = statement({
      context: { contextActivities: { parent: [{ id: 'http://example.com/a' }] } },
    });
    const sent = {
      ...signed,
      verb: { id: 'http://adlnet.gov/expapi/verbs/attended', display: { nl: 'woonde bij' } },
      object: {
        objectType: 'Activity',
        id: 'http://www.example.com/meetings/occurances/34534',
        definition: { name: { 'en-US': 'A meeting' } },
      },
      context: {
        contextActivities: {
          parent: { id: 'http://example.com/a', definition: { name: { nl: 'A' } } },
        },
      },
    };
    await expect(compare(sent, signed)).resolves.toBeUndefined();
  });

  it('ignores the order of group members, not the members', async () => {
    const a = { mbox: 'mailto:a@example.com' };
    const b = { mbox: 'mailto:b@example.com' };
    const group = (member: unknown[]) => ({ objectType: 'Group', name: 'G', member });
    const signed = statement({ actor: group([a, b]) });
    await expect(compare({ ...signed, actor: group([b, a]) }, signed)).resolves.toBeUndefined();
    await expect(compare({ ...signed, actor: group([a]) }, signed)).rejects.toThrow(
      'differs in actor',
    );
  });

  it('compares result duration as a string and extensions exactly', async () => {
    const signed = statement({ result: { duration: 'PT1H', extensions: { 'http://e.com/x': 1 } } });
    const longer = {
      ...signed,
      result: { duration: 'PT60M', extensions: { 'http://e.com/x': 1 } },
    };
    await expect(compare(longer, signed)).rejects.toThrow('differs in result');
    const other = { ...signed, result: { duration: 'PT1H', extensions: { 'http://e.com/x': 2 } } };
    await expect(compare(other, signed)).rejects.toThrow('differs in result');
    const reordered = {
      ...signed,
      result: { extensions: { 'http://e.com/x': 1 }, duration: 'PT1H' },
    };
    await expect(compare(reordered, signed)).resolves.toBeUndefined();
  });

  it('compares a SubStatement by the same rules', async () => {
    const sub = {
      objectType: 'SubStatement',
      actor: { mbox: 'mailto:s@example.com' },
      verb: { id: 'http://example.com/v', display: { 'en-US': 'v' } },
      object: { id: 'http://example.com/o' },
    };
    const signed = statement({ object: sub });
    const sent = { ...signed, object: { ...sub, verb: { id: 'http://example.com/v' } } };
    await expect(compare(sent, signed)).resolves.toBeUndefined();
    const other = { ...signed, object: { ...sub, object: { id: 'http://example.com/p' } } };
    await expect(compare(other, signed)).rejects.toThrow('differs in object');
  });
});

/* ----------------------------------------------------------------------------------------- */
/* A self-signed X.509 certificate, DER by hand (node:crypto reads certificates, cannot make them) */

function der(tag: number, ...contents: Uint8Array[]): Uint8Array {
  const content = Uint8Array.from(contents.flatMap((chunk) => [...chunk]));
  const length: number[] = [];
  for (let n = content.length; n > 0; n >>= 8) length.unshift(n & 0xff);
  const header = content.length < 0x80 ? [content.length] : [0x80 | length.length, ...length];
  return Uint8Array.from([tag, ...header, ...content]);
}

const SHA256_WITH_RSA = der(
  0x30,
  Uint8Array.from([0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x0b]),
  Uint8Array.from([0x05, 0x00]),
);

/** A v1 certificate for `publicKey`, signed by `signer` (itself, when self-signed). */
function certificate(publicKey: CryptoKey, signer: CryptoKey): string {
  const cn = Uint8Array.from([0x06, 0x03, 0x55, 0x04, 0x03]);
  const name = der(0x30, der(0x31, der(0x30, cn, der(0x0c, utf8('xAPI test signer')))));
  const validity = der(0x30, der(0x17, utf8('250101000000Z')), der(0x17, utf8('350101000000Z')));
  const spki = KeyObject.from(publicKey).export({ type: 'spki', format: 'der' });
  const serial = Uint8Array.from([0x02, 0x01, 0x01]);
  const tbs = der(0x30, serial, SHA256_WITH_RSA, name, validity, name, spki);
  const signature = sign('sha256', tbs, KeyObject.from(signer));
  const cert = der(0x30, tbs, SHA256_WITH_RSA, der(0x03, Uint8Array.of(0), signature));
  return Buffer.from(cert).toString('base64');
}

describe('With x5c, the signature verifies with its certificate (Data 2.6.s5.b3.b3)', () => {
  it('accepts a JWS its x5c certificate verifies', async () => {
    const { publicKey, privateKey } = keyPair('RS256');
    const x5c = [certificate(publicKey, privateKey)];
    await expect(signAndPost(defaultStatement(), { x5c })).resolves.toBeUndefined();
  });

  it('accepts RS512 with x5c', async () => {
    const { publicKey, privateKey } = keyPair('RS512');
    const x5c = [certificate(publicKey, privateKey)];
    await expect(signAndPost(defaultStatement(), { alg: 'RS512', x5c })).resolves.toBeUndefined();
  });

  it("rejects a JWS signed with another key than the x5c certificate's", async () => {
    const other = keyPair('RS384');
    const x5c = [certificate(other.publicKey, other.privateKey)];
    await expect(signAndPost(defaultStatement(), { x5c })).rejects.toThrow(
      'does not verify with its x5c certificate',
    );
  });

  it('rejects an x5c header without a certificate', async () => {
    for (const x5c of [['bm90IGEgY2VydGlmaWNhdGU='], []]) {
      await expect(signAndPost(defaultStatement(), { x5c })).rejects.toThrow(
        'holds no X.509 certificate',
      );
    }
  });

  it("accepts the spec's Appendix D example (1024-bit key, chain of two, expired in 2014)", async () => {
    await expect(
      post(signedRequest(APPENDIX_D_STATEMENT, APPENDIX_D_JWS)),
    ).resolves.toBeUndefined();
  });

  it("rejects the spec's example with its signature changed", async () => {
    const [header, payload, signature = ''] = APPENDIX_D_JWS.split('.');
    const changed = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
    await expect(
      post(signedRequest(APPENDIX_D_STATEMENT, `${header}.${payload}.${changed}`)),
    ).rejects.toThrow('does not verify with its x5c certificate');
  });
});

/** xAPI 2.0 Data, Appendix D: the statement signed (its serialization uses CRLF). */
const APPENDIX_D_STATEMENT: Statement = {
  version: '1.0.0',
  id: '33cff416-e331-4c9d-969e-5373a1756120',
  actor: { mbox: 'mailto:example@example.com', name: 'Example Learner', objectType: 'Agent' },
  verb: { id: 'http://adlnet.gov/expapi/verbs/experienced', display: { 'en-US': 'experienced' } },
  object: {
    id: 'https://www.youtube.com/watch?v=xh4kIiH3Sm8',
    objectType: 'Activity',
    definition: {
      name: { 'en-US': 'Tax Tips & Information : How to File a Tax Return ' },
      description: {
        'en-US': 'Filing a tax return will require filling out either a 1040, 1040A or 1040EZ form',
      },
    },
  },
  timestamp: '2013-04-01T12:00:00Z',
};

/** xAPI 2.0 Data, Appendix D: its JWS signature, with x5c. */
const APPENDIX_D_JWS = [
  'ew0KICAgICJhbGciOiAiUlMyNTYiLA0KICAgICJ4NWMiOiBbDQogICAgICAgICJNSUlEQVRDQ0FtcWdBd0lCQWdJSkFNQjFjc051QTYra01BMEdDU3FHU0liM0RRRUJCUVVBTUhFeEN6QUpCZ05WQkFZVEFsVlRNUkl3RUFZRFZRUUlFd2xVWlc1dVpYTnpaV1V4R0RBV0JnTlZCQW9URDBWNFlXMXdiR1VnUTI5dGNHRnVlVEVRTUE0R0ExVUVBeE1IUlhoaGJYQnNaVEVpTUNBR0NTcUdTSWIzRFFFSkFSWVRaWGhoYlhCc1pVQmxlR0Z0Y0d4bExtTnZiVEFlRncweE16QTBNRFF4TlRJNE16QmFGdzB4TkRBME1EUXhOVEk0TXpCYU1JR1dNUXN3Q1FZRFZRUUdFd0pWVXpFU01CQUdBMVVFQ0JNSlZHVnVibVZ6YzJWbE1SRXdEd1lEVlFRSEV3aEdjbUZ1YTJ4cGJqRVlNQllHQTFVRUNoTVBSWGhoYlhCc1pTQkRiMjF3WVc1NU1SQXdEZ1lEVlFRTEV3ZEZlR0Z0Y0d4bE1SQXdEZ1lEVlFRREV3ZEZlR0Z0Y0d4bE1TSXdJQVlKS29aSWh2Y05BUWtCRmhObGVHRnRjR3hsUUdWNFlXMXdiR1V1WTI5dE1JR2ZNQTBHQ1NxR1NJYjNEUUVCQVFVQUE0R05BRENCaVFLQmdRRGp4dlpYRjMwV0w0b0tqWllYZ1IwWnlhWCt1M3k2K0pxVHFpTmtGYS9WVG5ldDZMeTJPVDZabW1jSkVQbnEzVW5ld3BIb09RK0dmaGhUa1cxM2owNmo1aU5uNG9iY0NWV1RMOXlYTnZKSCtLbyt4dTRZbC95U1BScklQeVRqdEhkRzBNMlh6SWxtbUxxbStDQVMrS0NiSmVINHRmNTQza0lXQzVwQzVwM2NWUUlEQVFBQm8zc3dlVEFKQmdOVkhSTUVBakFBTUN3R0NXQ0dTQUdHK0VJQkRRUWZGaDFQY0dWdVUxTk1JRWRsYm1WeVlYUmxaQ0JEWlhKMGFXWnBZMkYwWlRBZEJnTlZIUTRFRmdRVVZzM3Y1YWZFZE9lb1llVmFqQVFFNHYwV1MxUXdId1lEVlIwakJCZ3dGb0FVeVZJYzN5dnJhNEVCejIwSTRCRjM5SUFpeEJrd0RRWUpLb1pJaHZjTkFRRUZCUUFEZ1lFQWdTL0ZGNUQwSG5qNDRydlQ2a2duM2tKQXZ2MmxqL2Z5anp0S0lyWVMzM2xqWEduNmdHeUE0cXRiWEEyM1ByTzR1Yy93WUNTRElDRHBQb2JoNjJ4VENkOXFPYktoZ3dXT2kwNVBTQkxxVXUzbXdmQWUxNUxKQkpCcVBWWjRLMGtwcGVQQlU4bTZhSVpvSDU3TC85dDRPb2FMOHlLcy9xaktGZUkxT0ZXWnh2QT0iLA0KICAgICAgICAiTUlJRE56Q0NBcUNnQXdJQkFnSUpBTUIxY3NOdUE2K2pNQTBHQ1NxR1NJYjNEUUVCQlFVQU1IRXhDekFKQmdOVkJBWVRBbFZUTVJJd0VBWURWUVFJRXdsVVpXNXVaWE56WldVeEdEQVdCZ05WQkFvVEQwVjRZVzF3YkdVZ1EyOXRjR0Z1ZVRFUU1BNEdBMVVFQXhNSFJYaGhiWEJzWlRFaU1DQUdDU3FHU0liM0RRRUpBUllUWlhoaGJYQnNaVUJsZUdGdGNHeGxMbU52YlRBZUZ3MHhNekEwTURReE5USTFOVE5hRncweU16QTBNREl4TlRJMU5UTmFNSEV4Q3pBSkJnTlZCQVlUQWxWVE1SSXdFQVlEVlFRSUV3bFVaVzV1WlhOelpXVXhHREFXQmdOVkJBb1REMFY0WVcxd2JHVWdRMjl0Y0dGdWVURVFNQTRHQTFVRUF4TUhSWGhoYlhCc1pURWlNQ0FHQ1NxR1NJYjNEUUVKQVJZVFpYaGhiWEJzWlVCbGVHRnRjR3hsTG1OdmJUQ0JuekFOQmdrcWhraUc5dzBCQVFFRkFBT0JqUUF3Z1lrQ2dZRUExc0JuQldQWjBmN1dKVUZUSnk1KzAxU2xTNVo2RERENlV5ZTl2SzlBeWNnVjVCMytXQzhIQzV1NWg5MU11akFDMUFSUFZVT3RzdlBSczQ1cUtORklnSUdSWEtQQXdaamF3RUkyc0NKUlNLVjQ3aTZCOGJEdjRXa3VHdlFhdmVaR0kwcWxtTjVSMUVpbTJnVUl0UmoxaGdjQzlyUWF2amxuRktEWTJybFhHdWtDQXdFQUFhT0IxakNCMHpBZEJnTlZIUTRFRmdRVXlWSWMzeXZyYTRFQnoyMEk0QkYzOUlBaXhCa3dnYU1HQTFVZEl3U0JtekNCbUlBVXlWSWMzeXZyYTRFQnoyMEk0QkYzOUlBaXhCbWhkYVJ6TUhFeEN6QUpCZ05WQkFZVEFsVlRNUkl3RUFZRFZRUUlFd2xVWlc1dVpYTnpaV1V4R0RBV0JnTlZCQW9URDBWNFlXMXdiR1VnUTI5dGNHRnVlVEVRTUE0R0ExVUVBeE1IUlhoaGJYQnNaVEVpTUNBR0NTcUdTSWIzRFFFSkFSWVRaWGhoYlhCc1pVQmxlR0Z0Y0d4bExtTnZiWUlKQU1CMWNzTnVBNitqTUF3R0ExVWRFd1FGTUFNQkFmOHdEUVlKS29aSWh2Y05BUUVGQlFBRGdZRUFEaHdUZWJHazczNXlLaG04RHFDeHZObkVaME54c1lFWU9qZ1JHMXlYVGxXNXBFNjkxZlNINUFaK1Q2ZnB3cFpjV1k1UVlrb042RG53ak94R2tTZlFDMy95R21jVURLQlB3aVo1TzJzOUMrZkUxa1VFbnJYMlhlYTRhZ1ZuZ016UjhEUTZvT2F1TFdxZWhEQitnMkVOV1JMb1ZnUyttYTUvWWNzMEdUeXJFQ1k9Ig0KICAgIF0NCn0',
  'ew0KICAgICJ2ZXJzaW9uIjogIjEuMC4wIiwNCiAgICAiaWQiOiAiMzNjZmY0MTYtZTMzMS00YzlkLTk2OWUtNTM3M2ExNzU2MTIwIiwNCiAgICAiYWN0b3IiOiB7DQogICAgICAgICJtYm94IjogIm1haWx0bzpleGFtcGxlQGV4YW1wbGUuY29tIiwNCiAgICAgICAgIm5hbWUiOiAiRXhhbXBsZSBMZWFybmVyIiwNCiAgICAgICAgIm9iamVjdFR5cGUiOiAiQWdlbnQiDQogICAgfSwNCiAgICAidmVyYiI6IHsNCiAgICAgICAgImlkIjogImh0dHA6Ly9hZGxuZXQuZ292L2V4cGFwaS92ZXJicy9leHBlcmllbmNlZCIsDQogICAgICAgICJkaXNwbGF5Ijogew0KICAgICAgICAgICAgImVuLVVTIjogImV4cGVyaWVuY2VkIg0KICAgICAgICB9DQogICAgfSwNCiAgICAib2JqZWN0Ijogew0KICAgICAgICAiaWQiOiAiaHR0cHM6Ly93d3cueW91dHViZS5jb20vd2F0Y2g_dj14aDRrSWlIM1NtOCIsDQogICAgICAgICJvYmplY3RUeXBlIjogIkFjdGl2aXR5IiwNCiAgICAgICAgImRlZmluaXRpb24iOiB7DQogICAgICAgICAgICAibmFtZSI6IHsNCiAgICAgICAgICAgICAgICAiZW4tVVMiOiAiVGF4IFRpcHMgJiBJbmZvcm1hdGlvbiA6IEhvdyB0byBGaWxlIGEgVGF4IFJldHVybiAiDQogICAgICAgICAgICB9LA0KICAgICAgICAgICAgImRlc2NyaXB0aW9uIjogew0KICAgICAgICAgICAgICAgICJlbi1VUyI6ICJGaWxpbmcgYSB0YXggcmV0dXJuIHdpbGwgcmVxdWlyZSBmaWxsaW5nIG91dCBlaXRoZXIgYSAxMDQwLCAxMDQwQSBvciAxMDQwRVogZm9ybSINCiAgICAgICAgICAgIH0NCiAgICAgICAgfQ0KICAgIH0sDQogICAgInRpbWVzdGFtcCI6ICIyMDEzLTA0LTAxVDEyOjAwOjAwWiINCn0',
  'FWuwaPhwUbkk7h9sKW5zSvjsYNugvxJ-TrVaEgt_DCUT0bmKhQScRrjMB6P9O50uznPwT66oF1NnU_G0HVhRzS5voiXE-y7tT3z0M3-8A6YK009Bk_digVUul-HA4Fpd5IjoBBGe3yzaQ2ZvzarvRuipvNEQCI0onpfuZZJQ0d8',
].join('.');
