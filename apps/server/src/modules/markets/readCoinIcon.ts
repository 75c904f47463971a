import { fail, ok, type Result } from '@veritex/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import type { ImageStore } from '../../platform/images.js';
import { findCoinProfile } from '../marketdata/index.js';

/** The file's name changes with each upload, so the address may be cached for good. */
const CACHE_FOR = 'public, max-age=31536000, immutable';

/** web/coinIcon: an uploaded coin icon's bytes (public: coin icons are on every page). */
export async function readCoinIcon(
  db: DbOrTx,
  images: ImageStore,
  input: { code: string },
): Promise<Result<{ contentType: string; body: Buffer; cacheControl: string }>> {
  const profile = await findCoinProfile(db, input.code);
  if (!profile?.iconKey) return fail('asset_unknown', { field: 'code' });
  const stored = await images.read(profile.iconKey);
  return stored ? ok({ contentType: stored.mime, body: stored.buffer, cacheControl: CACHE_FOR }) : fail('asset_unknown', { field: 'code' });
}
