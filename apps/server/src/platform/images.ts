import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { fail, ok, type Result } from '@veritex/shared';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
/** A decompression bomb is a small file that decodes to billions of pixels; refuse it from the header. */
export const MAX_IMAGE_PIXELS = 50_000_000;

export interface AcceptedImage {
  buffer: Buffer;
  mime: 'image/jpeg' | 'image/png';
}

export interface AcceptImageOptions {
  /** The form field a failure points at. */
  field?: string;
  /** Identity pictures must be large enough to read. */
  minSidePx?: number;
}

async function readDimensions(data: Buffer): Promise<{ width: number; height: number } | undefined> {
  try {
    const { width, height } = await sharp(data, { limitInputPixels: false }).metadata();
    return width && height ? { width, height } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Accepts JPG/PNG by their bytes (not by name or declared type), under 8 MB, and re-encodes
 * them: the stored file carries no metadata (GPS included) and no payload hidden in the
 * original (a ZIP appended to a PNG, say). Dimensions are read from the header before any
 * decoding, so a pixel flood is refused without being decoded.
 */
export async function acceptImage(data: Buffer | undefined, options: AcceptImageOptions = {}): Promise<Result<AcceptedImage>> {
  const field = options.field ?? 'voucher';
  if (!data || data.length === 0) return fail('upload_required', { field });
  if (data.length >= MAX_IMAGE_BYTES) return fail('upload_too_large', { field });
  const type = await fileTypeFromBuffer(data);
  if (type?.mime !== 'image/jpeg' && type?.mime !== 'image/png') return fail('upload_type', { field });
  const size = await readDimensions(data);
  if (!size) return fail('upload_type', { field });
  const minSide = options.minSidePx ?? 1;
  if (size.width * size.height > MAX_IMAGE_PIXELS || size.width < minSide || size.height < minSide) return fail('upload_dimensions', { field });
  try {
    const image = sharp(data, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
    const buffer = type.mime === 'image/png' ? await image.png().toBuffer() : await image.jpeg({ quality: 90 }).toBuffer();
    return ok({ buffer, mime: type.mime });
  } catch {
    return fail('upload_type', { field });
  }
}

export interface StoredUserImage {
  /** A random 128-bit id, the name the user's later calls (and staff) use for the upload. */
  id: string;
  storageKey: string;
  mime: AcceptedImage['mime'];
  bytes: number;
}

export interface StoreUserImageInput {
  file: Buffer | undefined;
  /** The form field a failure points at. */
  field: string;
  minSidePx: number;
  /** Uploads allowed in 24 hours: enough to retry many times, not enough to fill a disk. */
  dailyLimit: number;
  /** The user's uploads since the given instant, counted in the caller's own table. */
  countSince: (since: Date) => Promise<number>;
  now: Date;
}

/**
 * A user's picture upload (identity picture, loan document, voucher): refused past the daily cap
 * before anything is decoded, then checked and re-encoded (acceptImage) and saved under a random
 * key. The caller records the row in its own table.
 */
export async function storeUserImage(images: ImageStore, input: StoreUserImageInput): Promise<Result<StoredUserImage>> {
  const recent = await input.countSince(new Date(input.now.getTime() - 86_400_000));
  if (recent >= input.dailyLimit) return fail('rate_limited', { wait: 3600 });
  const accepted = await acceptImage(input.file, { field: input.field, minSidePx: input.minSidePx });
  if (!accepted.ok) return accepted;
  const storageKey = await images.save(accepted.value);
  return ok({ id: randomBytes(16).toString('base64url'), storageKey, mime: accepted.value.mime, bytes: accepted.value.buffer.length });
}

/** Where uploads live: never under the web root, never at a guessable name. */
export interface ImageStore {
  save(image: AcceptedImage): Promise<string>;
  read(key: string): Promise<AcceptedImage | undefined>;
}

const KEY_PATTERN = /^[0-9a-f]{36}\.(png|jpg)$/;

function newKey(image: AcceptedImage): string {
  return `${randomBytes(18).toString('hex')}.${image.mime === 'image/png' ? 'png' : 'jpg'}`;
}

function mimeOfKey(key: string): AcceptedImage['mime'] {
  return key.endsWith('.png') ? 'image/png' : 'image/jpeg';
}

export function localImageStore(dir: string): ImageStore {
  return {
    async save(image) {
      await mkdir(dir, { recursive: true });
      const key = newKey(image);
      await writeFile(join(dir, key), image.buffer, { mode: 0o600 });
      return key;
    },
    async read(key) {
      if (!KEY_PATTERN.test(key)) return undefined;
      try {
        return { buffer: await readFile(join(dir, key)), mime: mimeOfKey(key) };
      } catch {
        return undefined;
      }
    },
  };
}

export interface S3StoreConfig {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style addressing, which MinIO and most self-hosted S3-compatible stores need. */
  forcePathStyle: boolean;
  /** Key prefix inside the bucket. */
  prefix: string;
}

/** An S3-compatible bucket (AWS, MinIO, R2, ...). The bucket must be private: images are served only through the API. */
export function s3ImageStore(config: S3StoreConfig): ImageStore {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
  return {
    async save(image) {
      const key = newKey(image);
      await client.send(new PutObjectCommand({ Bucket: config.bucket, Key: config.prefix + key, Body: image.buffer, ContentType: image.mime }));
      return key;
    },
    async read(key) {
      if (!KEY_PATTERN.test(key)) return undefined;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: config.prefix + key }));
        if (!object.Body) return undefined;
        return { buffer: Buffer.from(await object.Body.transformToByteArray()), mime: mimeOfKey(key) };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NotFound') return undefined;
        throw error;
      }
    },
  };
}
