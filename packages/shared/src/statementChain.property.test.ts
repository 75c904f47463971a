import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareHeads,
  type HashedStatementEntry,
  hashEntries,
  STATEMENT_FORMAT,
  type StatementEntry,
  type StatementFile,
  statementGenesis,
  verifyStatement,
} from './statementChain.js';

/**
 * Issue 18 point 3: editing, deleting, inserting or reordering any entry of a statement breaks the
 * chain exactly where it happened, and a file re-hashed after a change no longer ends at the head
 * the account recorded.
 */

const EDITABLE = ['posting_id', 'entry_id', 'at', 'account', 'asset', 'bucket', 'amount', 'reason', 'reference', 'available_after', 'frozen_after'] as const;
const START = Date.UTC(2026, 0, 1);

const fieldsArbitrary = fc.record({
  account: fc.constantFrom('exchange', 'contract', 'futures', 'earn'),
  asset: fc.constantFrom('USDT', 'BTC', 'ETH'),
  bucket: fc.constantFrom('available', 'frozen'),
  amount: fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }).filter((units) => units !== 0n),
  reason: fc.constantFrom('deposit', 'withdrawal', 'spot_trade', 'transfer', 'fee'),
  reference: fc.string({ maxLength: 12 }),
  after: fc.bigInt({ min: 0n, max: 10n ** 20n }),
  // Minutes after the previous entry: entries stay in time order and cross months.
  gapMinutes: fc.integer({ min: 0, max: 60 * 24 * 20 }),
});

type EntryFields = typeof fieldsArbitrary extends fc.Arbitrary<infer T> ? T : never;

function toEntries(rows: EntryFields[]): StatementEntry[] {
  let at = START;
  return rows.map((row, index) => {
    at += row.gapMinutes * 60_000;
    return {
      posting_id: String(100 + index),
      entry_id: String(1000 + index),
      at: new Date(at).toISOString(),
      account: row.account,
      asset: row.asset,
      bucket: row.bucket,
      amount: `${row.amount < 0n ? '-' : ''}${(row.amount < 0n ? -row.amount : row.amount).toString()}.5`,
      reason: row.reason,
      reference: `trade:${row.reference}`,
      available_after: row.after.toString(),
      frozen_after: '0',
    };
  });
}

const entriesArbitrary = fc.array(fieldsArbitrary, { minLength: 1, maxLength: 16 }).map(toEntries);

async function statementOf(entries: StatementEntry[], userId = '42'): Promise<StatementFile> {
  const genesis = await statementGenesis(userId);
  const hashed = await hashEntries(genesis, entries);
  return {
    format: STATEMENT_FORMAT,
    user_id: userId,
    period: 'all',
    from: null,
    to: '2099-01-01T00:00:00.000Z',
    genesis,
    previous_hash: genesis,
    entries: hashed,
    entry_count: hashed.length,
    final_hash: hashed.at(-1)?.hash ?? genesis,
    generated_at: '2099-01-01T00:00:00.000Z',
  };
}

function withEntries(file: StatementFile, entries: HashedStatementEntry[]): StatementFile {
  return { ...file, entries };
}

/** An entry not in the statement (fresh ids), carrying a forged hash. */
function strangerEntry(template: HashedStatementEntry, hash: string): HashedStatementEntry {
  return { ...template, posting_id: '999999', entry_id: '9999999', amount: '7.25', hash };
}

describe('the statement chain', () => {
  it('verifies an untouched statement and ends at its final hash', async () => {
    await fc.assert(
      fc.asyncProperty(entriesArbitrary, async (entries) => {
        const file = await statementOf(entries);
        expect(await verifyStatement(file)).toEqual({ ok: true, entryCount: entries.length, finalHash: file.final_hash });
        // Every entry carries the hash of the one before it: each hash differs from the last.
        expect(new Set(file.entries.map((entry) => entry.hash)).size).toBe(entries.length);
      }),
      { numRuns: 60 },
    );
  });

  it('breaks exactly at an edited entry, whichever field changed', async () => {
    await fc.assert(
      fc.asyncProperty(entriesArbitrary, fc.nat(), fc.constantFrom(...EDITABLE), async (entries, pick, field) => {
        const file = await statementOf(entries);
        const index = pick % entries.length;
        const tampered = file.entries.map((entry, i) => (i === index ? { ...entry, [field]: `${entry[field]}1` } : entry));
        expect(await verifyStatement(withEntries(file, tampered))).toMatchObject({ ok: false, kind: 'entry', index });
      }),
      { numRuns: 80 },
    );
  });

  it('breaks exactly where an entry was deleted (at the end: where it is missing)', async () => {
    await fc.assert(
      fc.asyncProperty(entriesArbitrary, fc.nat(), async (entries, pick) => {
        const file = await statementOf(entries);
        const index = pick % entries.length;
        const tampered = file.entries.filter((_, i) => i !== index);
        const verdict = await verifyStatement(withEntries(file, tampered));
        expect(verdict).toMatchObject({ ok: false, kind: index === entries.length - 1 ? 'end' : 'entry', index });
      }),
      { numRuns: 80 },
    );
  });

  it('breaks exactly where an entry was inserted', async () => {
    await fc.assert(
      fc.asyncProperty(entriesArbitrary, fc.nat(), fc.boolean(), async (entries, pick, copyNeighbourHash) => {
        const file = await statementOf(entries);
        const index = pick % (entries.length + 1);
        const neighbour = file.entries[Math.min(index, entries.length - 1)];
        if (!neighbour) throw new Error('no entries');
        // The forger copies the hash of the entry it displaces, or the hash of the one before.
        const forged = copyNeighbourHash ? neighbour.hash : (file.entries[index - 1]?.hash ?? file.genesis);
        const tampered = [...file.entries.slice(0, index), strangerEntry(neighbour, forged), ...file.entries.slice(index)];
        expect(await verifyStatement(withEntries(file, tampered))).toMatchObject({ ok: false, kind: 'entry', index });
      }),
      { numRuns: 80 },
    );
  });

  it('breaks at the entry after an insertion whose own hash was recomputed, and at the end for one appended', async () => {
    await fc.assert(
      fc.asyncProperty(entriesArbitrary, fc.nat(), async (entries, pick) => {
        const file = await statementOf(entries);
        const index = pick % (entries.length + 1);
        const before = file.entries[index - 1]?.hash ?? file.genesis;
        const first = file.entries[0];
        if (!first) throw new Error('no entries');
        const stranger = strangerEntry(first, '');
        const [rehashed] = await hashEntries(before, [stranger]);
        if (!rehashed) throw new Error('nothing hashed');
        const tampered = [...file.entries.slice(0, index), rehashed, ...file.entries.slice(index)];
        const verdict = await verifyStatement(withEntries(file, tampered));
        if (index === entries.length) expect(verdict).toMatchObject({ ok: false, kind: 'end', index });
        else expect(verdict).toMatchObject({ ok: false, kind: 'entry', index: index + 1 });
      }),
      { numRuns: 60 },
    );
  });

  it('breaks at the first moved entry when entries are reordered', async () => {
    await fc.assert(
      fc.asyncProperty(
        entriesArbitrary.filter((entries) => entries.length >= 2),
        fc.nat(),
        fc.nat(),
        async (entries, from, to) => {
          const file = await statementOf(entries);
          const source = from % entries.length;
          let target = to % entries.length;
          if (target === source) target = (source + 1) % entries.length;
          const tampered = [...file.entries];
          const [moved] = tampered.splice(source, 1);
          if (!moved) throw new Error('nothing moved');
          tampered.splice(target, 0, moved);
          expect(await verifyStatement(withEntries(file, tampered))).toMatchObject({ ok: false, kind: 'entry', index: Math.min(source, target) });
        },
      ),
      { numRuns: 80 },
    );
  });

  it('a file re-hashed after any change no longer matches the heads the account recorded', async () => {
    await fc.assert(
      fc.asyncProperty(entriesArbitrary, fc.nat(), fc.constantFrom(...EDITABLE), async (entries, pick, field) => {
        const original = await statementOf(entries);
        const index = pick % entries.length;
        const changed = entries.map((entry, i) => (i === index ? { ...entry, [field]: `${entry[field]}1` } : entry));
        const forged = await statementOf(changed);
        // Consistent in itself…
        expect((await verifyStatement(forged)).ok).toBe(true);
        // …but not the head the account shows: every month from the change on differs.
        const heads = monthHeads(original);
        const comparison = compareHeads(forged, heads);
        expect(forged.final_hash).not.toBe(original.final_hash);
        expect(comparison).toMatchObject({ ok: false, period: original.entries[index]?.at.slice(0, 7) });
      }),
      { numRuns: 60 },
    );
  });

  it('refuses a file whose owner was swapped', async () => {
    const file = await statementOf([]);
    expect(await verifyStatement({ ...file, user_id: '43' })).toMatchObject({ ok: false, kind: 'genesis' });
    expect(await verifyStatement({ ...file, format: 'other' })).toMatchObject({ ok: false, kind: 'malformed' });
  });
});

/** The head after each month's last entry, plus a final month for everything (as the job records them). */
function monthHeads(file: StatementFile): { period: string; final_hash: string }[] {
  const heads = new Map<string, string>();
  for (const entry of file.entries) heads.set(entry.at.slice(0, 7), entry.hash);
  return [...heads].map(([period, final_hash]) => ({ period, final_hash }));
}
