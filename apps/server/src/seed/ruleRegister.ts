import { eq } from 'drizzle-orm';
import { deliveryProducts } from '../modules/delivery/index.js';
import { instruments } from '../modules/derivatives/index.js';
import { earnProducts } from '../modules/earn/index.js';
import { loanProducts } from '../modules/loans/index.js';
import { markets } from '../modules/marketdata/index.js';
import { listProtectionDesk } from '../modules/protection/index.js';
import {
  deliveryProductRule,
  earnProductRule,
  instrumentRule,
  jurisdictionCountryRule,
  jurisdictionProfileRule,
  loanProductRule,
  recordRuleChanges,
  settingRule,
  spotMarketRule,
} from '../modules/rules/index.js';
import { readSettings } from '../modules/settings/index.js';
import type { Database } from '../platform/db/client.js';

/**
 * Records every rule in force in the rule register, after the seeds wrote their rows: on a new
 * install each subject gets its first version; on a later start a value that changed (a new
 * setting, a default changed by a release, a row a migration edited) gets a new version, and an
 * unchanged one gets none. Staff changes are recorded by the changing call itself; this pass only
 * catches what changed outside the running platform.
 */
export async function recordRulesInForce(db: Database): Promise<void> {
  const settings = await readSettings(db);
  const protection = await listProtectionDesk(db);
  const subjects = [
    ...Object.entries(settings).map(([key, value]) => settingRule(key, value)),
    ...(await db.select().from(markets).where(eq(markets.kind, 'spot'))).map(spotMarketRule),
    ...(await db.select().from(instruments)).map(instrumentRule),
    ...(await db.select().from(deliveryProducts)).map(deliveryProductRule),
    ...(await db.select().from(earnProducts)).map(earnProductRule),
    ...(await db.select().from(loanProducts)).map(loanProductRule),
    ...protection.profiles.map(jurisdictionProfileRule),
    ...protection.countries.map(jurisdictionCountryRule),
  ];
  await recordRuleChanges(db, subjects, { changedBy: 'seed', reason: 'release_changed', firstReason: 'first_published' });
}
