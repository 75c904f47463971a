import type { ReceivingSettings } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { users } from './schema.js';

export async function getReceivingSettings(db: DbOrTx, userId: bigint): Promise<ReceivingSettings> {
  const user = await db.query.users.findFirst({ where: eq(users.id, userId) });
  return {
    name: user?.name ?? '',
    bank_name: user?.bankName ?? '',
    bank_number: user?.bankNumber ?? '',
    alipay_account: user?.alipayAccount ?? '',
    weixin_nickname: user?.weixinNickname ?? '',
    weixin_account: user?.weixinAccount ?? '',
  };
}

export async function saveReceivingSettings(db: DbOrTx, userId: bigint, settings: ReceivingSettings): Promise<void> {
  await db
    .update(users)
    .set({
      name: settings.name,
      bankName: settings.bank_name,
      bankNumber: settings.bank_number,
      alipayAccount: settings.alipay_account,
      weixinNickname: settings.weixin_nickname,
      weixinAccount: settings.weixin_account,
    })
    .where(eq(users.id, userId));
}
