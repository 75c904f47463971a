import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/testDatabase.js';
import type { DatabaseHandle } from '../db/client.js';
import { deleteExpiredCallRequests } from './deleteExpiredCallRequests.js';
import { callRequests } from './schema.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

it('forgets request ids older than seven days and keeps the rest', async () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const row = (requestId: string, createdAt: string) => ({
    actor: 'user:1',
    requestId,
    call: 'web/test',
    inputHash: 'x',
    state: 'done' as const,
    createdAt: new Date(createdAt),
  });
  await database.db
    .insert(callRequests)
    .values([row('old', '2026-03-03T11:59:59Z'), row('edge', '2026-03-03T12:00:00Z'), row('recent', '2026-03-09T00:00:00Z')]);
  expect(await deleteExpiredCallRequests(database.db, now)).toBe(1);
  const left = await database.db.select({ requestId: callRequests.requestId }).from(callRequests);
  expect(left.map((r) => r.requestId).sort()).toEqual(['edge', 'recent']);
});
