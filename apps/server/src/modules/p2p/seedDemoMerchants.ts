import type { ReceivingSettings } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/client.js';
import { getReceivingSettings, saveReceivingSettings } from '../identity/index.js';
import { readSettings } from '../settings/index.js';
import type { AdForm } from './adTerms.js';
import { holdDeposit } from './merchantDeposit.js';
import { findMerchant } from './merchantRows.js';
import { USDT_SCALE } from './p2pAmounts.js';
import { saveAd } from './saveAd.js';
import { p2pMerchants } from './schema.js';

export interface DemoMerchant {
  /** An existing user, already verified and funded (the deposit and the sell ad's reserve come from the exchange account). */
  userId: bigint;
  nickname: string;
}

const TERMS = 'Pay from a bank or wallet account in your own name. I release within a few minutes of receiving the payment.';

/** Each demo merchant's two ads: a sell ad (the first fixed at 7.18, the second floating at 100.80 %) and a buy ad a little below. */
function demoAds(index: number): { requestId: string; form: AdForm }[] {
  const common = { fiat: 'CNY' as const, amount: '2000', minFiat: '100', maxFiat: '50000', terms: TERMS };
  const sell: AdForm =
    index % 2 === 0
      ? { ...common, side: 'sell', priceType: 'fixed', price: '7.18', methods: ['bank', 'alipay', 'wechat'], windowMinutes: 15 }
      : { ...common, side: 'sell', priceType: 'floating', marginPct: '100.80', methods: ['bank', 'alipay', 'wechat'], windowMinutes: 20 };
  const buy: AdForm = { ...common, side: 'buy', priceType: 'fixed', price: index % 2 === 0 ? '7.05' : '7.08', methods: ['bank', 'alipay'], windowMinutes: 15 };
  return [
    { requestId: 'seed-demo-p2p-sell', form: sell },
    { requestId: 'seed-demo-p2p-buy', form: buy },
  ];
}

/**
 * Demo data (idempotent): each user becomes an approved merchant (users who already have a merchant
 * row are left as they are), with receiving settings for every method where theirs are empty, the
 * security deposit held when the exchange account covers it, and two CNY ads posted through
 * web/p2pSaveAd's use case with fixed request ids, so a second run adds nothing. An ad that cannot be
 * posted now (a floating ad before the first FX tick is recorded, a short balance) is reported in
 * `skipped` and posted by a later run.
 */
export async function seedDemoMerchants(db: Database, clock: Clock, merchants: DemoMerchant[]): Promise<{ posted: number; skipped: string[] }> {
  let posted = 0;
  const skipped: string[] = [];
  for (const [index, merchant] of merchants.entries()) {
    await fillReceiving(db, merchant);
    await approveDemoMerchant(db, clock, merchant);
    for (const ad of demoAds(index)) {
      const saved = await saveAd(db, clock, { ...ad.form, merchantId: merchant.userId, requestId: ad.requestId });
      if (saved.ok) posted += 1;
      else skipped.push(`${merchant.nickname} ${ad.form.side}: ${saved.error}`);
    }
  }
  return { posted, skipped };
}

async function fillReceiving(db: Database, merchant: DemoMerchant): Promise<void> {
  const current = await getReceivingSettings(db, merchant.userId);
  const demo: ReceivingSettings = {
    name: `${merchant.nickname} Trading`,
    bank_name: 'China Merchants Bank',
    bank_number: `6225 8800 ${String(1000 + Number(merchant.userId % 9000n))} 0001`,
    alipay_account: `${merchant.nickname.toLowerCase()}@alipay.example`,
    weixin_nickname: merchant.nickname,
    weixin_account: `wx_${merchant.nickname.toLowerCase()}`,
  };
  const merged = Object.fromEntries(
    Object.entries(demo).map(([field, value]) => [field, current[field as keyof ReceivingSettings].trim() || value]),
  ) as ReceivingSettings;
  if (JSON.stringify(merged) !== JSON.stringify(current)) await saveReceivingSettings(db, merchant.userId, merged);
}

async function approveDemoMerchant(db: Database, clock: Clock, merchant: DemoMerchant): Promise<void> {
  if (await findMerchant(db, merchant.userId)) return;
  const deposit = BigInt((await readSettings(db)).p2p_merchant_deposit_usdt) * 10n ** BigInt(USDT_SCALE);
  const now = clock.now();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(p2pMerchants)
      .values({ userId: merchant.userId, nickname: merchant.nickname, status: 'approved', appliedAt: now, decidedAt: now, approvedAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    // A demo merchant without the deposit is still a merchant: the demo shows ads either way.
    if (row && (await holdDeposit(tx, merchant.userId, deposit, now)))
      await tx
        .update(p2pMerchants)
        .set({ deposit: String(deposit) })
        .where(eq(p2pMerchants.userId, merchant.userId));
  });
}
