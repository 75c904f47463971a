import { eq } from 'drizzle-orm';
import { users } from '../modules/identity/index.js';
import { inviteToPlacement, saveSubscriptionProject, subscriptionProjects } from '../modules/subscriptions/index.js';
import type { Clock } from '../platform/clock.js';
import type { Database } from '../platform/db/client.js';
import { DEMO_TRADER } from './demoAccounts.js';

const DAY_MS = 86_400_000;
/** A fictional coin, named as a demo everywhere it shows: nobody should take it for a real listing. */
const DEMO_COIN = 'VRTX';
const PUBLIC_NAME = 'VRTX public sale (demo)';
const PRIVATE_NAME = 'VRTX private placement (demo)';

const coinInfo = {
  coin: DEMO_COIN,
  coinName: 'Veritex Demo Token',
  coinScale: 8,
  totalIssuance: '100000000',
  circulation: '10000000',
  website: 'https://example.com/vrtx-demo',
  whitePaper: 'https://example.com/vrtx-demo/white-paper.pdf',
  introduction: {
    en: 'VRTX is a fictional token that exists only in this demo. Subscribing shows how commitments are frozen, how the commitment root is published before allocation, how the allocation follows from the published totals and how locked coins are released. It has no value and will never trade anywhere else.',
  },
};

/**
 * The demo's new-coin projects, made once (found again by name on every later start): an open
 * public sale (pro rata, window from a day before `clock.now()` to six days after) and a private
 * placement of the same fictional coin under its own terms (first come, a lower price, a smaller
 * cap), to which the demo trader is invited. Nothing is committed: subscribing is for the visitor.
 */
export async function seedDemoSubscriptions(db: Database, clock: Clock): Promise<void> {
  const now = clock.now().getTime();
  const window = {
    startsAt: new Date(now - DAY_MS),
    endsAt: new Date(now + 6 * DAY_MS),
    listingAt: new Date(now + 7 * DAY_MS),
    releaseAt: new Date(now - 30 * DAY_MS),
  };
  const publicSale = await findProject(db, PUBLIC_NAME);
  if (publicSale === undefined) {
    await saveOrFail(db, clock, {
      ...coinInfo,
      ...window,
      name: PUBLIC_NAME,
      private: false,
      rule: 'pro_rata',
      issuePrice: '0.1',
      totalSupply: '1000000',
      minCommit: '10',
      userCap: '5000',
      lockupDays: 7,
    });
  }
  let placement = await findProject(db, PRIVATE_NAME);
  if (placement === undefined) {
    placement = await saveOrFail(db, clock, {
      ...coinInfo,
      ...window,
      name: PRIVATE_NAME,
      private: true,
      rule: 'first_come',
      issuePrice: '0.08',
      totalSupply: '200000',
      minCommit: '100',
      userCap: '2000',
      lockupDays: 30,
    });
  }
  const [trader] = await db.select({ id: users.id }).from(users).where(eq(users.invitationCode, DEMO_TRADER.invitationCode));
  // Inviting twice is a no-op.
  if (trader) await inviteToPlacement(db, { projectId: placement, userId: trader.id });
}

async function findProject(db: Database, name: string): Promise<bigint | undefined> {
  const [row] = await db.select({ id: subscriptionProjects.id }).from(subscriptionProjects).where(eq(subscriptionProjects.name, name)).limit(1);
  return row?.id;
}

async function saveOrFail(db: Database, clock: Clock, input: Parameters<typeof saveSubscriptionProject>[2]): Promise<bigint> {
  const saved = await saveSubscriptionProject(db, clock, input);
  if (!saved.ok) throw new Error(`demo project ${input.name}: ${saved.error}`);
  return BigInt(saved.value.id);
}
