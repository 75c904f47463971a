/**
 * Verifies a Veritex proof-of-liabilities file offline, with the same code the page runs
 * (packages/shared/src/proof/sumTree.ts): from your user id and salt to your user hash, each of your
 * leaves, every level of its path, up to the root and total.
 *
 *   npx tsx scripts/verify-liabilities.ts proof.json
 *   npx tsx scripts/verify-liabilities.ts proof.json --published https://veritex.example
 *
 * With --published, the roots and totals are also compared with the ones the venue publishes for
 * that snapshot (web/getLiabilitySnapshot); without it, compare the printed roots with /proof.
 * Exits 0 when every asset is included, 1 when one is not, 2 when the file cannot be read.
 */
import { readFileSync } from 'node:fs';
import { formatUnits, type ProofFailure, type PublishedRoot, proofFileSchema, verifyProofFile } from '@veritex/shared';

function describeFailure(failure: ProofFailure): string {
  switch (failure.kind) {
    case 'malformed':
      return `the file's field ${failure.field} is not well formed`;
    case 'user_hash_mismatch':
      return `your user id and salt hash to ${failure.computed}, not to the file's user hash ${failure.expected}`;
    case 'leaf_hash_mismatch':
      return `your balance hashes to leaf ${failure.computed}, not to the file's leaf ${failure.expected}`;
    case 'path_shape':
      return `level ${failure.level}: the path does not fit the leaf's position in the tree`;
    case 'negative_sum':
      return `level ${failure.level}: a sibling claims a negative sum`;
    case 'sum_mismatch':
      return `level ${failure.level}: the sums add up to ${failure.computed}, the file says ${failure.expected}`;
    case 'hash_mismatch':
      return `level ${failure.level}: the node hashes to ${failure.computed}, the file says ${failure.expected}`;
    case 'root_mismatch':
      return `the path ends at root ${failure.computed}, the published root is ${failure.expected}`;
    case 'total_mismatch':
      return `the path adds up to ${failure.computed}, the published total is ${failure.expected}`;
  }
}

async function publishedRoots(site: string, snapshotId: string): Promise<Map<string, PublishedRoot>> {
  const url = `${site.replace(/\/$/, '')}/api/web/getLiabilitySnapshot?id=${encodeURIComponent(snapshotId)}`;
  const response = await fetch(url, { headers: { nonce: Math.random().toString(36).slice(2, 12).padEnd(8, '0') } });
  const answer = (await response.json()) as { code: number; msg: string; data?: { snapshot?: { assets: Array<{ asset: string } & PublishedRoot> } | null } };
  if (answer.code !== 0 || !answer.data?.snapshot) throw new Error(`${url}: ${answer.msg || 'no such snapshot'}`);
  return new Map(answer.data.snapshot.assets.map((asset) => [asset.asset, { root: asset.root, total_units: asset.total_units }]));
}

async function main(): Promise<number> {
  const [path, flag, site] = process.argv.slice(2);
  if (!path || (flag !== undefined && (flag !== '--published' || !site))) {
    console.error('usage: npx tsx scripts/verify-liabilities.ts proof.json [--published https://your-venue]');
    return 2;
  }
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    console.error(`${path} cannot be read as JSON: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  const parsed = proofFileSchema.safeParse(json);
  if (!parsed.success) {
    console.error(`${path} is not a proof-of-liabilities file: ${parsed.error.issues[0]?.path.join('.') ?? ''} ${parsed.error.issues[0]?.message ?? ''}`);
    return 2;
  }
  const file = parsed.data;
  const published = site ? await publishedRoots(site, file.snapshot_id) : undefined;
  console.log(`Snapshot ${file.snapshot_id} taken ${file.taken_at}; user ${file.user_id}, user hash ${file.user_hash}`);
  let included = true;
  for (const { asset, verdict } of await verifyProofFile(file, published)) {
    const entry = file.assets.find((candidate) => candidate.asset === asset);
    const balance = entry ? formatUnits(BigInt(entry.balance_units), entry.scale) : '?';
    if (published && !published.has(asset)) {
      included = false;
      console.log(`✗ ${asset} ${balance}: the venue published no root for this asset in snapshot ${file.snapshot_id}`);
    } else if (verdict.ok) {
      console.log(
        `✓ ${asset} ${balance}: included (${verdict.steps.length} levels) under root ${entry?.root}, total ${entry ? formatUnits(BigInt(entry.total_units), entry.scale) : '?'}`,
      );
    } else if (verdict.failure) {
      included = false;
      console.log(`✗ ${asset} ${balance}: NOT verified: ${describeFailure(verdict.failure)}`);
    }
  }
  if (file.assets.length === 0) console.log('You held nothing in this snapshot: there is no leaf of yours to check.');
  if (!published) console.log('Compare the roots above with the ones published at /proof for this snapshot.');
  return included ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  },
);
