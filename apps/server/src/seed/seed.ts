import { createStaff } from '../modules/admin/index.js';
import { seedTexts } from '../modules/content/index.js';
import { type DepositAddressConfig, seedDepositChannels } from '../modules/funding/index.js';
import { createUserWithPassword } from '../modules/identity/index.js';
import { seedMarkets } from '../modules/marketdata/index.js';
import type { Database } from '../platform/db/client.js';
import { DEMO_ADMIN, DEMO_TRADER } from './demoAccounts.js';

/** Idempotent: running it on every start adds what is missing and changes nothing else. */
export async function seedDatabase(db: Database, options: { demoAccounts: boolean; depositAddresses?: DepositAddressConfig }): Promise<void> {
  await seedMarkets(db);
  await seedDepositChannels(db, options.depositAddresses ?? {});
  await seedTexts(db);
  if (!options.demoAccounts) return;
  await createStaff(db, { username: DEMO_ADMIN.username, password: DEMO_ADMIN.password, totpSecret: DEMO_ADMIN.totpSecret, roles: ['super_admin'] });
  await createUserWithPassword(db, {
    account: { kind: 'email', value: DEMO_TRADER.email },
    password: DEMO_TRADER.password,
    nationality: DEMO_TRADER.nationality,
    invitationCode: DEMO_TRADER.invitationCode,
    name: DEMO_TRADER.name,
  });
}
