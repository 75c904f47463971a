import sharp from 'sharp';
import { approveVerification, submitJunior, submitSenior, uploadIdentityImage } from '../modules/identity/index.js';
import type { Clock } from '../platform/clock.js';
import type { Database } from '../platform/db/client.js';
import type { ImageStore } from '../platform/images.js';

/** A real picture large enough to be accepted as an identity image. */
export function identityPng(seed = 0): Promise<Buffer> {
  return sharp({ create: { width: 96, height: 64, channels: 3, background: { r: (seed * 37) % 256, g: 90, b: 160 } } })
    .png()
    .toBuffer();
}

let idNumbers = 0;

/**
 * Takes a user through junior verification with the same use cases the pages and the compliance
 * desk call: three uploads, the submission, and a staff approval. Tests that need a verified
 * user (withdrawals) start from here.
 */
export async function approveJuniorFor(deps: { db: Database; images: ImageStore; clock: Clock }, userId: bigint): Promise<void> {
  const upload = async (slot: 'front' | 'back' | 'hold', seed: number) => {
    const uploaded = await uploadIdentityImage(deps.db, deps.images, deps.clock, { userId, slot, file: await identityPng(seed) });
    if (!uploaded.ok) throw new Error(`upload failed: ${uploaded.error}`);
    return uploaded.value.upload_id;
  };
  const user = await deps.db.query.users.findFirst({ where: (users, { eq }) => eq(users.id, userId) });
  if (!user) throw new Error(`no user ${userId}`);
  idNumbers += 1;
  const submitted = await submitJunior(deps.db, deps.clock, {
    userId,
    form: {
      nationality: user.nationality,
      id_type: '2',
      real_name: 'Test Person',
      id_number: `T${process.pid}${idNumbers}${String(userId)}`,
      front: await upload('front', 1),
      back: await upload('back', 2),
      hold: await upload('hold', 3),
    },
  });
  if (!submitted.ok || !submitted.value.id) throw new Error(`junior submission failed: ${submitted.ok ? 'no id' : submitted.error}`);
  const approved = await approveVerification(deps.db, deps.clock, { id: BigInt(submitted.value.id), staff: 'test' });
  if (!approved.ok) throw new Error(`approval failed: ${approved.error}`);
}

/**
 * Takes a user with approved junior verification through senior verification (portrait and a photo
 * holding the document, then a staff approval), as the merchant criteria need.
 */
export async function approveSeniorFor(deps: { db: Database; images: ImageStore; clock: Clock }, userId: bigint): Promise<void> {
  const upload = async (slot: 'face' | 'hold', seed: number) => {
    const uploaded = await uploadIdentityImage(deps.db, deps.images, deps.clock, { userId, slot, file: await identityPng(seed) });
    if (!uploaded.ok) throw new Error(`upload failed: ${uploaded.error}`);
    return uploaded.value.upload_id;
  };
  const submitted = await submitSenior(deps.db, deps.clock, { userId, form: { id_type: '1', face: await upload('face', 5), hold: await upload('hold', 6) } });
  if (!submitted.ok || !submitted.value.id) throw new Error(`senior submission failed: ${submitted.ok ? 'no id' : submitted.error}`);
  const approved = await approveVerification(deps.db, deps.clock, { id: BigInt(submitted.value.id), staff: 'test' });
  if (!approved.ok) throw new Error(`approval failed: ${approved.error}`);
}
