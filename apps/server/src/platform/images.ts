import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fail, ok, type Result } from '@veritex/shared';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;

export interface AcceptedImage {
  buffer: Buffer;
  mime: 'image/jpeg' | 'image/png';
}

/**
 * Accepts JPG/PNG by their bytes (not by name or declared type), under 8 MB, and re-encodes
 * them: the stored file carries no metadata (GPS included) and no payload hidden in the original.
 */
export async function acceptImage(data: Buffer | undefined): Promise<Result<AcceptedImage>> {
  if (!data || data.length === 0) return fail('upload_required', { field: 'voucher' });
  if (data.length >= MAX_IMAGE_BYTES) return fail('upload_too_large', { field: 'voucher' });
  const type = await fileTypeFromBuffer(data);
  if (type?.mime !== 'image/jpeg' && type?.mime !== 'image/png') return fail('upload_type', { field: 'voucher' });
  try {
    const image = sharp(data, { failOn: 'error', limitInputPixels: 50_000_000 }).rotate();
    const buffer = type.mime === 'image/png' ? await image.png().toBuffer() : await image.jpeg({ quality: 90 }).toBuffer();
    return ok({ buffer, mime: type.mime });
  } catch {
    return fail('upload_type', { field: 'voucher' });
  }
}

/** Where uploads live: never under the web root, never at a guessable name. */
export interface ImageStore {
  save(image: AcceptedImage): Promise<string>;
  read(key: string): Promise<AcceptedImage | undefined>;
}

export function localImageStore(dir: string): ImageStore {
  return {
    async save(image) {
      await mkdir(dir, { recursive: true });
      const key = `${randomBytes(18).toString('hex')}.${image.mime === 'image/png' ? 'png' : 'jpg'}`;
      await writeFile(join(dir, key), image.buffer, { mode: 0o600 });
      return key;
    },
    async read(key) {
      if (!/^[0-9a-f]{36}\.(png|jpg)$/.test(key)) return undefined;
      try {
        return { buffer: await readFile(join(dir, key)), mime: key.endsWith('.png') ? 'image/png' : 'image/jpeg' };
      } catch {
        return undefined;
      }
    },
  };
}
