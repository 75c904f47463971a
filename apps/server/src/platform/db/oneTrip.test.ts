import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/testDatabase.js';
import { connectionSettings, type DatabaseHandle } from './client.js';
import { inlineSql, queryInOneTrip } from './oneTrip.js';
import { pgArray } from './pgArray.js';

let database: DatabaseHandle;
let client: pg.Client;

beforeAll(async () => {
  database = await createTestDatabase();
  client = new pg.Client(connectionSettings(database, 'one-trip-test'));
  await client.connect();
});
afterAll(async () => {
  await client.end();
  await database.close();
});

it('writes any text a user could choose as the same string, never as SQL', async () => {
  await fc.assert(
    fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 40 }), fc.array(fc.string({ maxLength: 8 }), { maxLength: 4 }), async (text, list) => {
      const clean = text.replaceAll('\u0000', '');
      const cleanList = list.map((item) => item.replaceAll('\u0000', ''));
      const [row] = (await queryInOneTrip(client, [sql`select ${clean}::text as text, ${pgArray(cleanList)}::text[] as list`]))[0]?.rows ?? [];
      expect(row).toEqual({ text: clean, list: cleanList });
    }),
    { numRuns: 100 },
  );
});

it('keeps the literal of a parameter whose text looks like a placeholder', () => {
  expect(inlineSql(sql`select ${'$2'}, ${"it's"}, ${null}, ${7n}, ${false}`)).toBe("select '$2', 'it''s', NULL, 7, false");
});

it('answers each statement in order, and stops at the first failure inside a transaction', async () => {
  await client.query('create temporary table one_trip (n int primary key)');
  const results = await queryInOneTrip(client, [
    sql`begin`,
    sql`insert into one_trip values (1) returning n`,
    sql`select count(*)::int as c from one_trip`,
    sql`commit`,
  ]);
  expect(results.map((r) => r.command)).toEqual(['BEGIN', 'INSERT', 'SELECT', 'COMMIT']);
  expect(results[2]?.rows).toEqual([{ c: 1 }]);

  await expect(queryInOneTrip(client, [sql`begin`, sql`insert into one_trip values (2)`, sql`insert into one_trip values (1)`, sql`commit`])).rejects.toThrow(
    /duplicate key/,
  );
  await client.query('rollback');
  // Nothing of the failed trip stayed: the insert before the failure was rolled back with it.
  expect((await client.query('select n from one_trip order by n')).rows).toEqual([{ n: 1 }]);
});
