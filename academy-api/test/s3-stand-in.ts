import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { getConfig } from '../config';
import { S3Storage, s3Client } from '../files/s3-storage';

const BUCKET = 'academy-files';
// s3rver's own credentials: it checks every request's signature against them.
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * An S3 stand-in on 127.0.0.1 for tests and the scale-out drill (s3rver 3.7.1): one bucket, kept
 * in `directory` (a temporary one by default, removed on close). s3rver has no
 * AbortMultipartUpload (it answers 405), so the parts of an aborted upload stay in its folder,
 * never as an object.
 */
export async function startS3StandIn(options: { directory?: string; port?: number } = {}) {
  const directory = options.directory ?? fs.mkdtempSync(path.join(os.tmpdir(), 'academy-s3-'));
  fs.mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port ?? 0,
    directory,
    silent: true,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  /** The API's environment for this bucket (docs/configuration.md). */
  const env = {
    ACADEMY_FILE_STORAGE: 's3',
    ACADEMY_S3_BUCKET: BUCKET,
    ACADEMY_S3_REGION: 'us-east-1',
    ACADEMY_S3_ENDPOINT: endpoint,
    ACADEMY_S3_FORCE_PATH_STYLE: 'true',
    ACADEMY_S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
    ACADEMY_S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
  };
  const client = s3Client({
    endpoint,
    region: env.ACADEMY_S3_REGION,
    forcePathStyle: true,
    credentials: CREDENTIALS,
  });
  return {
    endpoint,
    bucket: BUCKET,
    env,
    client,
    /** A storage on this bucket, made from `env` as the API makes it (`prefix` below a folder). */
    storage: (prefix?: string) =>
      S3Storage.fromConfig(getConfig({ ...env, ACADEMY_S3_PREFIX: prefix })),
    /** Every object in the bucket: its size by key. */
    async objects(): Promise<Map<string, number>> {
      const found = new Map<string, number>();
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: BUCKET, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) found.set(object.Key ?? '', object.Size ?? 0);
        token = page.NextContinuationToken;
      } while (token);
      return found;
    },
    async close() {
      client.destroy();
      server.httpServer?.closeAllConnections();
      await server.close();
      if (!options.directory) fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

export type S3StandIn = Awaited<ReturnType<typeof startS3StandIn>>;
