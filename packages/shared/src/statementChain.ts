/**
 * Hash-chained account statements (issue 18 point 3). Pure code, no I/O: the server builds the
 * chain with it, the browser and `scripts/verify-statement.ts` recompute it with the same code.
 *
 * The chain runs over every ledger entry of one user's own accounts, oldest first (posting time,
 * then posting id, then entry id):
 *
 *   genesis      = SHA-256(utf8("veritex-statement:" + user id))            (hex)
 *   hash(entry)  = SHA-256(bytes(previous hash) || utf8(canonicalEntry(entry)))
 *
 * so every entry carries the hash of the one before it, and the last hash (the head) commits to
 * the whole history. The account page shows the head recorded for each month and the live head:
 * a later edit, deletion, insertion or reordering of any entry changes every hash from that entry
 * on, which the user sees as a break at that entry or a head that no longer matches.
 *
 * Hashing uses Web Crypto (`globalThis.crypto.subtle`: Node 20 and every browser), so it is async.
 */

export const STATEMENT_FORMAT = 'veritex-statement/1';
/** Prefix of the per-user genesis hash (documented in docs/statements.md). */
export const STATEMENT_GENESIS_PREFIX = 'veritex-statement:';
/** A statement of a calendar month (UTC) is `YYYY-MM`; `all` is everything up to the moment it was made. */
export const STATEMENT_PERIOD_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** One ledger entry as the statement lists it; amounts are signed decimal strings in the asset's scale. */
export interface StatementEntry {
  posting_id: string;
  entry_id: string;
  /** ISO 8601 UTC time of the posting. */
  at: string;
  /** The user's account kind (exchange, contract, futures, earn, …). */
  account: string;
  asset: string;
  /** Which bucket moved: available or frozen. */
  bucket: string;
  amount: string;
  reason: string;
  /** What caused it, `type:id` (order, trade, deposit, …). */
  reference: string;
  available_after: string;
  frozen_after: string;
}

export interface HashedStatementEntry extends StatementEntry {
  hash: string;
}

/** A downloaded statement: what the server sends and what the verifiers read back. */
export interface StatementFile {
  format: string;
  user_id: string;
  /** `YYYY-MM` or `all`. */
  period: string;
  /** First instant covered (a month's start), or null for `all` (from the first entry). */
  from: string | null;
  /** End of what is covered (exclusive): the next month's start, or the moment an `all` statement was made. */
  to: string;
  genesis: string;
  /** The hash the first entry chains from: the previous month's recorded head, or the genesis. */
  previous_hash: string;
  entries: HashedStatementEntry[];
  entry_count: number;
  final_hash: string;
  generated_at: string;
}

/** The fields of an entry in a fixed order, as a JSON array: one unambiguous text per entry. */
export function canonicalEntry(entry: StatementEntry): string {
  return JSON.stringify([
    'v1',
    entry.posting_id,
    entry.entry_id,
    entry.at,
    entry.account,
    entry.asset,
    entry.bucket,
    entry.amount,
    entry.reason,
    entry.reference,
    entry.available_after,
    entry.frozen_after,
  ]);
}

interface Sha256Host {
  subtle: { digest(algorithm: 'SHA-256', data: Uint8Array<ArrayBuffer>): Promise<ArrayBuffer> };
}

async function sha256(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const host = (globalThis as unknown as { crypto?: Sha256Host }).crypto;
  if (!host?.subtle) throw new Error('Web Crypto (crypto.subtle) is not available');
  return new Uint8Array(await host.subtle.digest('SHA-256', bytes));
}

const HEX = /^[0-9a-f]{64}$/;

function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const byte of bytes) out += byte.toString(16).padStart(2, '0');
  return out;
}

function fromHex(hex: string): Uint8Array<ArrayBuffer> {
  if (!HEX.test(hex)) throw new Error('not a SHA-256 hex digest');
  const bytes = new Uint8Array(32);
  for (let i = 0; i < 32; i += 1) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function utf8(text: string): Uint8Array<ArrayBuffer> {
  const encoded = new TextEncoder().encode(text);
  const bytes = new Uint8Array(encoded.length);
  bytes.set(encoded);
  return bytes;
}

/** The hash a user's chain starts from. */
export async function statementGenesis(userId: string): Promise<string> {
  return toHex(await sha256(utf8(`${STATEMENT_GENESIS_PREFIX}${userId}`)));
}

/** SHA-256(previous hash bytes || canonical entry), hex. */
export async function chainHash(previousHash: string, entry: StatementEntry): Promise<string> {
  const previous = fromHex(previousHash);
  const body = utf8(canonicalEntry(entry));
  const joined = new Uint8Array(previous.length + body.length);
  joined.set(previous);
  joined.set(body, previous.length);
  return toHex(await sha256(joined));
}

/** Each entry with its chain hash, starting from `previousHash`. */
export async function hashEntries(previousHash: string, entries: readonly StatementEntry[]): Promise<HashedStatementEntry[]> {
  const out: HashedStatementEntry[] = [];
  let previous = previousHash;
  for (const entry of entries) {
    previous = await chainHash(previous, entry);
    out.push({ ...entry, hash: previous });
  }
  return out;
}

export type StatementBreak =
  /** The file is not a statement (or not this format). */
  | { kind: 'malformed'; detail: string }
  /** The entry at `index` (0-based) does not carry the hash its predecessors give it: edited, deleted, inserted or moved there. */
  | { kind: 'entry'; index: number; entry: HashedStatementEntry; computed: string; recorded: string }
  /** Every entry is consistent, but an entry is missing or added after the last one (the file's own count and final hash say so). */
  | { kind: 'end'; index: number; computed: string; recorded: string }
  /** An `all` statement must start at the user's genesis. */
  | { kind: 'genesis'; computed: string; recorded: string };

export type StatementVerdict = { ok: true; entryCount: number; finalHash: string } | ({ ok: false } & StatementBreak);

const ENTRY_FIELDS = [
  'posting_id',
  'entry_id',
  'at',
  'account',
  'asset',
  'bucket',
  'amount',
  'reason',
  'reference',
  'available_after',
  'frozen_after',
  'hash',
] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Checks the shape of a parsed file; answers what is wrong, or undefined. */
function shapeProblem(file: unknown): string | undefined {
  if (!isRecord(file)) return 'not an object';
  if (file.format !== STATEMENT_FORMAT) return 'format';
  for (const key of ['user_id', 'period', 'to', 'genesis', 'previous_hash', 'final_hash', 'generated_at'] as const) {
    if (typeof file[key] !== 'string') return key;
  }
  if (!HEX.test(String(file.previous_hash)) || !HEX.test(String(file.genesis)) || !HEX.test(String(file.final_hash))) return 'hash';
  if (typeof file.entry_count !== 'number' || !Number.isInteger(file.entry_count) || file.entry_count < 0) return 'entry_count';
  if (!Array.isArray(file.entries)) return 'entries';
  for (const [index, entry] of file.entries.entries()) {
    if (!isRecord(entry) || ENTRY_FIELDS.some((field) => typeof entry[field] !== 'string')) return `entries[${index}]`;
  }
  return undefined;
}

/** Parses a downloaded file's text; a file that is not a statement answers `malformed`. */
export function parseStatement(text: string): { ok: true; file: StatementFile } | { ok: false; detail: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, detail: 'json' };
  }
  const problem = shapeProblem(parsed);
  return problem === undefined ? { ok: true, file: parsed as StatementFile } : { ok: false, detail: problem };
}

/**
 * Recomputes the chain of a statement and reports the FIRST place where it breaks. An edited
 * entry breaks at itself; a deleted one at the entry that took its place (or at the end); an
 * inserted or moved one at its new position (an insertion whose own hash was recomputed is
 * consistent by itself, so the break shows at the entry after it). A file re-hashed from the
 * point of a change onwards is consistent in itself: `compareHeads` then finds the change
 * against the heads the account shows.
 */
export async function verifyStatement(input: unknown): Promise<StatementVerdict> {
  const problem = shapeProblem(input);
  if (problem !== undefined) return { ok: false, kind: 'malformed', detail: problem };
  const file = input as StatementFile;
  const genesis = await statementGenesis(file.user_id);
  if (genesis !== file.genesis || (file.period === 'all' && file.previous_hash !== genesis)) {
    return { ok: false, kind: 'genesis', computed: genesis, recorded: file.period === 'all' ? file.previous_hash : file.genesis };
  }
  let previous = file.previous_hash;
  for (const [index, entry] of file.entries.entries()) {
    const computed = await chainHash(previous, entry);
    if (computed !== entry.hash) return { ok: false, kind: 'entry', index, entry, computed, recorded: entry.hash };
    previous = computed;
  }
  if (file.entries.length !== file.entry_count || previous !== file.final_hash) {
    return { ok: false, kind: 'end', index: Math.min(file.entries.length, file.entry_count), computed: previous, recorded: file.final_hash };
  }
  return { ok: true, entryCount: file.entries.length, finalHash: previous };
}

/** A month's recorded head as the account shows it. */
export interface RecordedHead {
  period: string;
  final_hash: string;
}

export type HeadComparison =
  | { ok: true; compared: number }
  /** The chain recomputed up to the end of `period` is not the head the account recorded for that month. */
  | { ok: false; period: string; computed: string; recorded: string };

/** `YYYY-MM` of an ISO time (UTC). */
export function periodOf(iso: string): string {
  return iso.slice(0, 7);
}

/**
 * Compares a verified statement with the account's recorded month heads: for every recorded month
 * the statement covers to its end, the chain's hash after that month's last entry must equal the
 * recorded head; a month statement must also start from the previous month's head.
 */
export function compareHeads(file: StatementFile, heads: readonly RecordedHead[]): HeadComparison {
  const byPeriod = new Map(heads.map((head) => [head.period, head.final_hash]));
  let compared = 0;
  if (file.period !== 'all') {
    const previous = heads.filter((head) => head.period < file.period).sort((a, b) => (a.period < b.period ? 1 : -1))[0];
    const expectedStart = previous?.final_hash ?? file.genesis;
    if (expectedStart !== file.previous_hash)
      return { ok: false, period: previous?.period ?? file.period, computed: file.previous_hash, recorded: expectedStart };
    const recorded = byPeriod.get(file.period);
    if (recorded !== undefined && recorded !== file.final_hash) return { ok: false, period: file.period, computed: file.final_hash, recorded };
    return { ok: true, compared: recorded === undefined ? 1 : 2 };
  }
  const endPeriod = periodOf(file.to);
  let hash = file.previous_hash;
  let index = 0;
  for (const head of [...heads].sort((a, b) => (a.period < b.period ? -1 : 1))) {
    // Only months that ended before the statement was made are complete in it.
    if (head.period >= endPeriod) break;
    while (index < file.entries.length && periodOf(file.entries[index]?.at ?? '') <= head.period) {
      hash = file.entries[index]?.hash ?? hash;
      index += 1;
    }
    if (hash !== head.final_hash) return { ok: false, period: head.period, computed: hash, recorded: head.final_hash };
    compared += 1;
  }
  return { ok: true, compared };
}
