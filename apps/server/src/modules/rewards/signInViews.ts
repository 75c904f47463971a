import { earnDayDate, type SignInRecord } from '@veritex/shared';
import { usdt } from './rewardsAccount.js';
import type { SignInRow } from './schema.js';

export function signInRecordView(row: SignInRow): SignInRecord {
  return {
    id: String(row.id),
    date: earnDayDate(row.day),
    day: row.cycleDay,
    reward: usdt(row.reward),
    asset: row.asset,
    created_at: row.createdAt.toISOString(),
  };
}
