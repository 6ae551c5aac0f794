import { startS3StandIn } from '../test/s3-stand-in';
import { fileRouteTests } from './files.routes.suite';

// The files routes with the files on S3 (ACADEMY_FILE_STORAGE=s3): the same uploads, limits,
// sniffing and access checks, on a bucket of s3rver on 127.0.0.1. What the bucket holds is its
// objects; an aborted multipart upload's parts are never one (s3-storage.test.ts checks the
// abort is sent).
fileRouteTests(async () => {
  const s3 = await startS3StandIn();
  return { storage: s3.storage(), stored: () => s3.objects(), close: () => s3.close() };
});
