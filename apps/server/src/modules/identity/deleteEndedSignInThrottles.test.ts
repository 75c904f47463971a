import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/client.js';
import { createTestDatabase } from '../../testing/testDatabase.js';
import { deleteEndedSignInThrottles } from './deleteEndedSignInThrottles.js';
import { signInThrottle } from './schema.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

it('drops throttle rows whose window is over a day old and whose lock has ended', async () => {
  const now = new Date('2026-03-10T12:00:00Z');
  await database.db.insert(signInThrottle).values([
    { key: 'old-unlocked', failures: 3, windowStartedAt: new Date('2026-03-09T11:00:00Z') },
    { key: 'old-lock-ended', failures: 10, windowStartedAt: new Date('2026-03-09T11:00:00Z'), lockedUntil: new Date('2026-03-09T11:15:00Z') },
    { key: 'old-still-locked', failures: 10, windowStartedAt: new Date('2026-03-09T11:00:00Z'), lockedUntil: new Date('2026-03-10T12:05:00Z') },
    { key: 'recent-window', failures: 1, windowStartedAt: new Date('2026-03-09T13:00:00Z') },
  ]);
  expect(await deleteEndedSignInThrottles(database.db, now)).toBe(2);
  const left = await database.db.select({ key: signInThrottle.key }).from(signInThrottle);
  expect(left.map((r) => r.key).sort()).toEqual(['old-still-locked', 'recent-window']);
});
