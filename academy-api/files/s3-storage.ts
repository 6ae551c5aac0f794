import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { AcademyConfig } from '../config';
import { assertStorageKey, FileNotStoredError, type FileStorage } from './storage-contract';

/**
 * The part size of a multipart upload: S3's smallest (5 MiB). An upload holds at most
 * PARTS_IN_FLIGHT parts in memory while they are sent, never the whole file; a file smaller
 * than one part goes in a single PUT.
 */
const PART_SIZE = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

export type S3StorageOptions = {
  client: S3Client;
  bucket: string;
  /** A folder of the bucket the keys go below (`academy/`); none by default. */
  prefix?: string;
};

/**
 * Files in a bucket of S3 or an S3-compatible store (ACADEMY_FILE_STORAGE=s3), which every app
 * instance shares. Bytes stream both ways: an upload goes up in parts as it arrives, a
 * download is the object's body as the store sends it. Downloads stay proxied through the API
 * (files.routes.ts, after the owning record's access check) rather than handed out as signed
 * bucket URLs: a signed URL would go on working for whoever holds it after access is taken
 * away (a portfolio item unshared, an avatar replaced), would skip the ETag, Content-Disposition
 * and sandboxing CSP the route sets, and would need the bucket reachable from browsers.
 */
export class S3Storage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor({ client, bucket, prefix = '' }: S3StorageOptions) {
    this.client = client;
    this.bucket = bucket;
    this.prefix = prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix;
  }

  /** The storage ACADEMY_S3_* describe (config.ts has checked they make one). */
  static fromConfig(config: AcademyConfig): S3Storage {
    if (!config.ACADEMY_S3_BUCKET) throw new Error('ACADEMY_S3_BUCKET is not set');
    const keyId = config.ACADEMY_S3_ACCESS_KEY_ID;
    const secret = config.ACADEMY_S3_SECRET_ACCESS_KEY;
    return new S3Storage({
      client: s3Client({
        region: config.ACADEMY_S3_REGION,
        endpoint: config.ACADEMY_S3_ENDPOINT,
        forcePathStyle: config.ACADEMY_S3_FORCE_PATH_STYLE ?? false,
        credentials: keyId && secret ? { accessKeyId: keyId, secretAccessKey: secret } : undefined,
      }),
      bucket: config.ACADEMY_S3_BUCKET,
      prefix: config.ACADEMY_S3_PREFIX,
    });
  }

  private objectKey(key: string): string {
    return `${this.prefix}${assertStorageKey(key)}`;
  }

  async put(key: string, content: AsyncIterable<Uint8Array>): Promise<void> {
    // lib-storage reports a failed abort in place of the failure that caused it (a store without
    // AbortMultipartUpload answers 405), so the content's own error (413, 415, 400) is kept here.
    let contentError: unknown = null;
    const body = Readable.from(
      (async function* () {
        try {
          yield* content;
        } catch (error) {
          contentError = error;
          throw error;
        }
      })(),
    );
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: this.objectKey(key), Body: body },
      partSize: PART_SIZE,
      queueSize: PARTS_IN_FLIGHT,
    });
    try {
      await upload.done();
    } catch (error) {
      // Stop reading the content (the store failed), and keep nothing under the key: the
      // multipart upload is aborted by lib-storage, and a completion whose answer was lost
      // would otherwise leave the object.
      body.destroy();
      await this.delete(key).catch(() => undefined);
      throw contentError ?? error;
    }
  }

  get(key: string): Promise<ReadableStream<Uint8Array>> {
    return this.read(key);
  }

  getRange(key: string, start: number, end: number): Promise<ReadableStream<Uint8Array>> {
    return this.read(key, `bytes=${start}-${end}`);
  }

  private async read(key: string, range?: string): Promise<ReadableStream<Uint8Array>> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key), Range: range }),
      );
      if (!answer.Body) throw new FileNotStoredError(key);
      // The socket's own stream: read as fast as the response is sent, cancelled with it.
      return answer.Body.transformToWebStream() as ReadableStream<Uint8Array>;
    } catch (error) {
      // By name: a second copy of the SDK in a bundle would fail `instanceof NoSuchKey`.
      if ((error as Error).name === 'NoSuchKey') throw new FileNotStoredError(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    // S3 answers 204 for a key it does not have: deleting twice is not an error.
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
    );
  }
}

/** An S3 client for the storage: quick to give up on an unreachable store, many downloads at once. */
export function s3Client(config: S3ClientConfig): S3Client {
  return new S3Client({
    ...config,
    requestHandler: {
      // An unreachable store fails an upload or download in seconds, not at the BFF's time-out.
      connectionTimeout: 5_000,
      // Every proxied download holds a connection for as long as its visitor reads (the SDK's
      // default is 50 at once).
      httpAgent: { keepAlive: true, maxSockets: 256 },
      httpsAgent: { keepAlive: true, maxSockets: 256 },
    },
    // Stores other than AWS's do not all know the CRC32 checksums the SDK sends by default since
    // 2025 (s3rver, older MinIO and Ceph): only what S3 requires, there.
    ...(config.endpoint
      ? {
          requestChecksumCalculation: 'WHEN_REQUIRED' as const,
          responseChecksumValidation: 'WHEN_REQUIRED' as const,
        }
      : {}),
  });
}
