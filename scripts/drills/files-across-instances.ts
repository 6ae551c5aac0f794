/**
 * The scale-out drill's file checks (docs/drills.md): with ACADEMY_FILE_STORAGE=s3 on both
 * instances (one bucket of an S3 stand-in), a file uploaded through one instance is served by
 * the other, byte for byte, and so are the pictures made from uploads (an avatar's 150 px square,
 * a cover's 400 px variant); a file deleted through one is gone on the other and in the bucket.
 * Uploads go as the app's own do: multipart through the BFF (lib/files/upload.ts).
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { S3StandIn } from '../../academy-api/test/s3-stand-in';
import { type Checks, signIn } from './lib';

type Instances = { A: string; B: string; s3: S3StandIn; checks: Checks };
type Student = { cookie: string };

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const MB = 1024 * 1024;

async function upload(base: string, cookie: string, fields: [string, string][], file: File) {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  // Last: the API reads the fields before it streams the file.
  form.append('file', file, file.name);
  const response = await fetch(`${base}/api/v1/files`, {
    method: 'POST',
    headers: { 'x-requested-with': 'XMLHttpRequest', cookie },
    body: form,
    signal: AbortSignal.timeout(60_000),
  });
  const body = await response.json();
  if (response.status !== 201)
    throw new Error(`upload: ${response.status} ${JSON.stringify(body)}`);
  return body.data.id as string;
}

async function download(base: string, cookie: string, id: string, search = '') {
  const response = await fetch(`${base}/api/v1/files/${id}/content${search}`, {
    headers: { cookie },
    signal: AbortSignal.timeout(60_000),
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, bytes, etag: response.headers.get('etag') ?? '' };
}

const remove = (base: string, cookie: string, id: string) =>
  fetch(`${base}/api/v1/files/${id}`, {
    method: 'DELETE',
    headers: { 'x-requested-with': 'XMLHttpRequest', cookie },
  }).then((response) => response.status);

/** The bucket's keys of a file (its upload and what was made from it). */
const keysOf = async (s3: S3StandIn, id: string) =>
  [...(await s3.objects()).keys()].filter((key) => key.includes(id));

/** A photo-like picture (noise does not compress), as PNG. */
const photo = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();

export async function filesAcrossInstances(
  { A, B, s3, checks }: Instances,
  student: Student,
  portfolioItemId: string,
) {
  // A portfolio file of 12 MB: a multipart upload of three parts on its way to the bucket.
  const pdf = new Uint8Array(12 * MB);
  pdf.set(new TextEncoder().encode('%PDF-1.7\n'));
  for (let i = 9; i < pdf.length; i++) pdf[i] = Math.imul(i, 2_654_435_761) >>> 24;
  const fileId = await upload(
    A,
    student.cookie,
    [
      ['purpose', 'portfolio'],
      ['portfolio_item_id', portfolioItemId],
    ],
    new File([pdf], 'Report.pdf', { type: 'application/pdf' }),
  );
  const onB = await download(B, student.cookie, fileId);
  console.info(
    `  12 MB portfolio file uploaded through A (${fileId}); through B: ${onB.status}, ${onB.bytes.byteLength} bytes`,
  );
  checks.check(
    onB.status === 200 && sha256(onB.bytes) === sha256(pdf) && onB.etag === `"${sha256(pdf)}"`,
    'a 12 MB file uploaded through A is served by B, the same bytes (sha256)',
  );

  // An avatar is kept only as the 150 px square made on upload: B serves A's.
  const avatarId = await upload(
    A,
    student.cookie,
    [['purpose', 'avatar']],
    new File([new Uint8Array(await photo(900, 600))], 'Me.png', { type: 'image/png' }),
  );
  const avatarOnA = await download(A, student.cookie, avatarId);
  const avatarOnB = await download(B, student.cookie, avatarId);
  const avatar = await sharp(avatarOnB.bytes).metadata();
  checks.check(
    avatarOnB.status === 200 &&
      avatar.format === 'webp' &&
      avatar.width === 150 &&
      avatar.height === 150 &&
      sha256(avatarOnB.bytes) === sha256(avatarOnA.bytes),
    `an avatar uploaded through A: B serves its 150 × 150 WebP (${avatar.format} ${avatar.width} × ${avatar.height}), the same bytes as A`,
  );

  // A cover's 400 px variant, made by A on first request and kept in the bucket beside it.
  const admin = await signIn(A, 'admin@demo.academy');
  const coverId = await upload(
    A,
    admin,
    [['purpose', 'course_cover']],
    new File([new Uint8Array(await photo(1600, 900))], 'Cover.png', { type: 'image/png' }),
  );
  const variantOnA = await download(A, admin, coverId, '?w=400');
  const kept = await keysOf(s3, coverId);
  const variantOnB = await download(B, admin, coverId, '?w=400');
  const variant = await sharp(variantOnB.bytes).metadata();
  console.info(`  cover ${coverId}: the bucket holds ${kept.join(', ')}`);
  checks.check(
    variantOnA.status === 200 &&
      kept.some((key) => key.endsWith(`${coverId}.w400.webp`)) &&
      variantOnB.status === 200 &&
      variant.width === 400 &&
      sha256(variantOnB.bytes) === sha256(variantOnA.bytes),
    'a cover variant made by A (?w=400) is kept in the bucket, and B serves the same bytes',
  );

  // Deleted through B: A answers 404 at once, and nothing of either file stays in the bucket.
  const deleted = [await remove(B, student.cookie, fileId), await remove(B, admin, coverId)];
  const afterOnA = await download(A, student.cookie, fileId);
  const coverOnA = await download(A, admin, coverId, '?w=400');
  const left = [...(await keysOf(s3, fileId)), ...(await keysOf(s3, coverId))];
  console.info(
    `  deleted through B (${deleted.join(', ')}); A then answers ${afterOnA.status} and ${coverOnA.status}; left in the bucket: ${left.length}`,
  );
  checks.check(
    deleted.every((status) => status === 204) &&
      afterOnA.status === 404 &&
      coverOnA.status === 404 &&
      left.length === 0,
    'files deleted through B: A answers 404, and the bucket keeps nothing of them (variants included)',
  );
}
