import { type PostingReason, USER_LEDGER_ACCOUNTS } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/client.js';
import { createTestDatabase } from '../../testing/testDatabase.js';
import { createUserWithPassword } from '../identity/index.js';
import { seedMarkets } from '../marketdata/index.js';
import { type AccountRef, USER_ACCOUNT_KINDS } from './accounts.js';
import { userBalances } from './balances.js';
import { type PostingRequest, postEntries } from './postEntries.js';
import { trialBalance, verifyLedger } from './reports.js';

let database: DatabaseHandle;
const userIds: bigint[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
  await seedMarkets(database.db);
  for (const name of ['a', 'b', 'c']) {
    const user = await createUserWithPassword(database.db, {
      account: { kind: 'email', value: `${name}@ledger.test` },
      password: 'secret123',
      nationality: 'GB',
    });
    userIds.push(user.id);
  }
});
afterAll(() => database.close());

type Op =
  | { type: 'deposit'; user: number; kind: number; asset: 'USDT' | 'BTC'; amount: bigint }
  | { type: 'transfer'; fromUser: number; fromKind: number; toUser: number; toKind: number; asset: 'USDT' | 'BTC'; amount: bigint }
  | { type: 'freeze'; user: number; kind: number; asset: 'USDT' | 'BTC'; amount: bigint }
  | { type: 'unfreeze'; user: number; kind: number; asset: 'USDT' | 'BTC'; amount: bigint };

/** The posting reason each kind of operation is made with in the real contexts. */
const REASON_OF: Record<Op['type'], PostingReason> = { deposit: 'deposit', transfer: 'transfer', freeze: 'spot_freeze', unfreeze: 'spot_release' };

const asset = fc.constantFrom<'USDT' | 'BTC'>('USDT', 'BTC');
const amount = fc.bigInt({ min: 1n, max: 5_000n });
const idx = fc.nat({ max: 2 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ type: fc.constant('deposit' as const), user: idx, kind: idx, asset, amount }),
  fc.record({ type: fc.constant('transfer' as const), fromUser: idx, fromKind: idx, toUser: idx, toKind: idx, asset, amount }),
  fc.record({ type: fc.constant('freeze' as const), user: idx, kind: idx, asset, amount }),
  fc.record({ type: fc.constant('unfreeze' as const), user: idx, kind: idx, asset, amount }),
);

const userRef = (user: number, kind: number, a: string): AccountRef => ({
  owner: 'user',
  userId: userIds[user] ?? 0n,
  kind: USER_ACCOUNT_KINDS[kind] ?? 'exchange',
  asset: a,
});

/** The reference model: plain maps, and the rule that a user bucket never goes below zero. */
function applyToModel(model: Map<string, bigint>, movements: Array<{ key: string; amount: bigint }>): boolean {
  const next = new Map(model);
  for (const m of movements) next.set(m.key, (next.get(m.key) ?? 0n) + m.amount);
  if ([...next].some(([key, value]) => key.startsWith('user') && value < 0n)) return false;
  for (const [k, v] of next) model.set(k, v);
  return true;
}

function movementsOf(o: Op) {
  const key = (user: number, kind: number, a: string, bucket: string) => `user:${user}:${kind}:${a}:${bucket}`;
  switch (o.type) {
    case 'deposit':
      return [
        {
          ref: { owner: 'house', kind: 'deposits_clearing', asset: o.asset } as AccountRef,
          bucket: 'available' as const,
          amount: -o.amount,
          key: `house:${o.asset}`,
        },
        { ref: userRef(o.user, o.kind, o.asset), bucket: 'available' as const, amount: o.amount, key: key(o.user, o.kind, o.asset, 'available') },
      ];
    case 'transfer':
      if (o.fromUser === o.toUser && o.fromKind === o.toKind) return [];
      return [
        {
          ref: userRef(o.fromUser, o.fromKind, o.asset),
          bucket: 'available' as const,
          amount: -o.amount,
          key: key(o.fromUser, o.fromKind, o.asset, 'available'),
        },
        { ref: userRef(o.toUser, o.toKind, o.asset), bucket: 'available' as const, amount: o.amount, key: key(o.toUser, o.toKind, o.asset, 'available') },
      ];
    case 'freeze':
    case 'unfreeze': {
      const sign = o.type === 'freeze' ? 1n : -1n;
      return [
        { ref: userRef(o.user, o.kind, o.asset), bucket: 'available' as const, amount: -sign * o.amount, key: key(o.user, o.kind, o.asset, 'available') },
        { ref: userRef(o.user, o.kind, o.asset), bucket: 'frozen' as const, amount: sign * o.amount, key: key(o.user, o.kind, o.asset, 'frozen') },
      ];
    }
  }
}

describe('ledger', () => {
  it('matches the reference model on random postings, sums to zero, never goes negative', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
        run++;
        // Each run starts from what the database holds now: read it into the model (indexes of the three
        // account types are the same in USER_LEDGER_ACCOUNTS; the earn account is never posted to here).
        const model = new Map<string, bigint>();
        for (let u = 0; u < 3; u++) {
          for (const row of await userBalances(database.db, userIds[u] ?? 0n)) {
            const kind = USER_LEDGER_ACCOUNTS.indexOf(row.kind);
            model.set(`user:${u}:${kind}:${row.asset}:available`, row.available);
            model.set(`user:${u}:${kind}:${row.asset}:frozen`, row.frozen);
          }
        }
        for (const [i, o] of ops.entries()) {
          const movements = movementsOf(o);
          if (movements.length === 0) continue;
          const expected = applyToModel(model, movements);
          const result = await database.db.transaction((tx) =>
            postEntries(tx, {
              reason: REASON_OF[o.type],
              actor: 'test',
              cause: { type: 'test', id: `${run}:${i}` },
              idempotencyKey: `prop:${run}:${i}`,
              movements: movements.map((m) => ({ account: m.ref, bucket: m.bucket, amount: m.amount })),
            }),
          );
          expect(result.ok).toBe(expected);
        }
        for (let u = 0; u < 3; u++) {
          for (const row of await userBalances(database.db, userIds[u] ?? 0n)) {
            const kind = USER_LEDGER_ACCOUNTS.indexOf(row.kind);
            expect(row.available).toBe(model.get(`user:${u}:${kind}:${row.asset}:available`) ?? 0n);
            expect(row.frozen).toBe(model.get(`user:${u}:${kind}:${row.asset}:frozen`) ?? 0n);
            expect(row.available >= 0n && row.frozen >= 0n).toBe(true);
          }
        }
        expect((await trialBalance(database.db)).ok).toBe(true);
        expect((await verifyLedger(database.db)).ok).toBe(true);
      }),
      { numRuns: 25, seed: 20261121 },
    );
  });

  it('posts once per idempotency key', async () => {
    const request: PostingRequest = {
      reason: 'deposit',
      actor: 'test',
      cause: { type: 'test', id: 'idem' },
      idempotencyKey: 'idem-1',
      movements: [
        { account: { owner: 'house', kind: 'deposits_clearing', asset: 'USDT' } as AccountRef, bucket: 'available' as const, amount: -10n },
        { account: userRef(0, 0, 'USDT'), bucket: 'available' as const, amount: 10n },
      ],
    };
    const before = (await userBalances(database.db, userIds[0] ?? 0n)).find((r) => r.kind === 'exchange' && r.asset === 'USDT')?.available ?? 0n;
    const results = await Promise.all(Array.from({ length: 6 }, () => database.db.transaction((tx) => postEntries(tx, request))));
    expect(results.filter((r) => r.ok && !r.value.replayed)).toHaveLength(1);
    const after = (await userBalances(database.db, userIds[0] ?? 0n)).find((r) => r.kind === 'exchange' && r.asset === 'USDT')?.available ?? 0n;
    expect(after - before).toBe(10n);
  });

  it('refuses unbalanced postings in code and in the database, and keeps history append-only', async () => {
    await expect(
      database.db.transaction((tx) =>
        postEntries(tx, {
          reason: 'adjustment',
          actor: 'test',
          cause: { type: 't', id: '1' },
          idempotencyKey: 'unbalanced',
          movements: [{ account: userRef(0, 0, 'USDT'), bucket: 'available', amount: 5n }],
        }),
      ),
    ).rejects.toThrow(/unbalanced/);
    const account = await database.db.execute<{ id: string }>(sql`select id::text from ledger_accounts limit 1`);
    const accountId = account.rows[0]?.id ?? '0';
    await expect(
      database.db.transaction(async (tx) => {
        const posting = await tx.execute<{ id: string }>(
          sql`insert into ledger_postings (reason, actor, cause_type, cause_id, idempotency_key) values ('x','test','t','2','raw-unbalanced') returning id::text`,
        );
        await tx.execute(
          sql`insert into ledger_entries (posting_id, account_id, asset, bucket, amount, available_after, frozen_after) values (${posting.rows[0]?.id}, ${accountId}, 'USDT', 'available', 5, 0, 0)`,
        );
      }),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/does not balance/) } });
    await expect(database.db.execute(sql`update ledger_entries set amount = 0`)).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/append-only/) },
    });
    await expect(database.db.execute(sql`update ledger_accounts set available = -1 where owner = 'user'`)).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/ledger_accounts_user_not_negative/) },
    });
  });
});
