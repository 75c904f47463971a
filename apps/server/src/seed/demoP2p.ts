import sharp from 'sharp';
import {
  approveVerification,
  createUserWithPassword,
  getVerificationStatuses,
  heldRequirements,
  setTransactionPassword,
  submitJunior,
  submitSenior,
  uploadIdentityImage,
} from '../modules/identity/index.js';
import { seedDemoMerchants } from '../modules/p2p/index.js';
import type { Clock } from '../platform/clock.js';
import type { Database } from '../platform/db/client.js';
import type { ImageStore } from '../platform/images.js';
import { postDemoDeposit } from './demoDeposit.js';

/**
 * The demo's two quick-buy merchants, stated in the README so that anyone trying the demo can sign
 * in as one and release an order. Clearly demo accounts (the `.local` domain).
 */
export const DEMO_MERCHANTS = {
  password: 'DemoMerchant2026',
  tpwd: '135790',
  merchants: [
    { email: 'jade.merchant@veritex.local', name: 'Jade Lin', nickname: 'JadeOTC', idNumber: 'DEMOM0001' },
    { email: 'harbour.merchant@veritex.local', name: 'Harbour Chen', nickname: 'HarbourPay', idNumber: 'DEMOM0002' },
  ],
} as const;

/** Each merchant's starting USDT (exchange account): the security deposit and the sell ads' reserves come from it. */
const STARTING_USDT_UNITS = 20_000_000_000n;

export const demoP2pKeys = { merchantBalance: (email: string) => `seed:demo-merchant:${email}:USDT` };

/**
 * Seeds the demo merchants (idempotent): each a user with junior and senior verification taken by
 * the ordinary use cases (generated pictures, approved by `seed`), a transaction password, 20,000
 * USDT deposited, then made an approved merchant with a sell ad and a buy ad by the p2p context's
 * own seed. Returns the merchants' user ids and what could not be posted yet.
 */
export async function seedDemoP2p(db: Database, clock: Clock, images: ImageStore): Promise<{ merchantIds: bigint[]; skipped: string[] }> {
  const merchantIds: bigint[] = [];
  for (const merchant of DEMO_MERCHANTS.merchants) {
    const user = await createUserWithPassword(db, {
      account: { kind: 'email', value: merchant.email },
      password: DEMO_MERCHANTS.password,
      nationality: 'HK',
      name: merchant.name,
    });
    await verifyDemoUser(db, clock, images, user.id, merchant.idNumber, merchant.name);
    if (!(await heldRequirements(db, user.id)).tpwd) {
      const saved = await setTransactionPassword(db, clock, { userId: user.id, tpwd: DEMO_MERCHANTS.tpwd, tpwd2: DEMO_MERCHANTS.tpwd });
      if (!saved.ok) throw new Error(`demo merchant transaction password: ${saved.error}`);
    }
    await postDemoDeposit(db, {
      userId: user.id,
      kind: 'exchange',
      asset: 'USDT',
      units: STARTING_USDT_UNITS,
      idempotencyKey: demoP2pKeys.merchantBalance(merchant.email),
      causeId: 'demo-merchant',
      memo: 'Demo merchant starting balance',
    });
    merchantIds.push(user.id);
  }
  const seeded = await seedDemoMerchants(
    db,
    clock,
    DEMO_MERCHANTS.merchants.map((merchant, index) => ({ userId: merchantIds[index] ?? 0n, nickname: merchant.nickname })),
  );
  return { merchantIds, skipped: seeded.skipped };
}

/** Junior, then senior verification, each only if not approved yet. */
async function verifyDemoUser(db: Database, clock: Clock, images: ImageStore, userId: bigint, idNumber: string, name: string): Promise<void> {
  const statuses = await getVerificationStatuses(db, { userId });
  if (statuses.junior !== 'approved') {
    const form = {
      nationality: 'HK',
      id_type: '2',
      real_name: name,
      id_number: idNumber,
      front: await upload(db, images, clock, userId, 'front', 1),
      back: await upload(db, images, clock, userId, 'back', 2),
      hold: await upload(db, images, clock, userId, 'hold', 3),
    };
    const submitted = await submitJunior(db, clock, { userId, form });
    if (!submitted.ok || !submitted.value.id) throw new Error(`demo merchant junior: ${submitted.ok ? 'no id' : submitted.error}`);
    await approve(db, clock, submitted.value.id);
  }
  if (statuses.senior !== 'approved') {
    const form = { id_type: '1', face: await upload(db, images, clock, userId, 'face', 4), hold: await upload(db, images, clock, userId, 'hold', 5) };
    const submitted = await submitSenior(db, clock, { userId, form });
    if (!submitted.ok || !submitted.value.id) throw new Error(`demo merchant senior: ${submitted.ok ? 'no id' : submitted.error}`);
    await approve(db, clock, submitted.value.id);
  }
}

async function approve(db: Database, clock: Clock, id: string): Promise<void> {
  const approved = await approveVerification(db, clock, { id: BigInt(id), staff: 'seed' });
  if (!approved.ok) throw new Error(`demo merchant verification approval: ${approved.error}`);
}

async function upload(db: Database, images: ImageStore, clock: Clock, userId: bigint, slot: 'front' | 'back' | 'hold' | 'face', seed: number): Promise<string> {
  const file = await sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 30 + seed * 40, g: 120, b: 150 } } })
    .png()
    .toBuffer();
  const uploaded = await uploadIdentityImage(db, images, clock, { userId, slot, file });
  if (!uploaded.ok) throw new Error(`demo merchant picture: ${uploaded.error}`);
  return uploaded.value.upload_id;
}

/**
 * `npm start` seeds before the reference feed records its first tick, and a floating ad cannot be
 * priced without one. The answer is the round of the `demo.p2p-ads` job (jobs.ts): it repeats the
 * idempotent seed until every demo ad is posted, then does nothing.
 */
export function demoAdsRound(db: Database, clock: Clock, images: ImageStore): () => Promise<{ skipped: string[] }> {
  let done = false;
  return async () => {
    if (done) return { skipped: [] };
    const { skipped } = await seedDemoP2p(db, clock, images);
    done = skipped.length === 0;
    return { skipped };
  };
}
