import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/testDatabase.js';
import type { DatabaseHandle } from './client.js';
import { pgArray } from './pgArray.js';

describe('pgArray', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('round-trips awkward text, numbers and nulls through one parameter', async () => {
    const values = ['plain', 'with "quotes"', 'back\\slash', 'comma, brace}{', '', 'NULL', null];
    const result = await database.db.execute<{ v: string | null }>(sql`select unnest(${pgArray(values)}::text[]) as v`);
    expect(result.rows.map((r) => r.v)).toEqual(values);
    const numbers = await database.db.execute<{ v: string }>(sql`select unnest(${pgArray([12345678901234567890n, -5n])}::numeric[])::text as v`);
    expect(numbers.rows.map((r) => r.v)).toEqual(['12345678901234567890', '-5']);
  });
});
