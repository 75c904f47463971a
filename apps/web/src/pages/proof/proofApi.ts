import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ERROR_CODES, type ProofFileView, type ProofVerdict, type PublishedRoot, proofFileSchema, verifyProofFile } from '@veritex/shared';
import { ApiError } from '../../api/client';
import { webApi } from '../../api/web';

/** The proof-of-liabilities calls (packages/shared/src/contract/proof.ts), typed from the contract. */
const quiet = { silent: true } as const;
export const HISTORY_PAGE_SIZE = 10;

export function useLatestSnapshot() {
  return useQuery({
    queryKey: ['getLiabilitySnapshot', 'latest'],
    queryFn: ({ signal }) => webApi.call('getLiabilitySnapshot', {}, { ...quiet, signal }),
    staleTime: 60_000,
  });
}

export function useSnapshotHistory(page: number) {
  return useQuery({
    queryKey: ['getLiabilitySnapshots', page],
    queryFn: ({ signal }) => webApi.call('getLiabilitySnapshots', { page, page_size: HISTORY_PAGE_SIZE }, { ...quiet, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** One asset's outcome: checked against the root the venue published, or not published at all. */
export interface AssetOutcome {
  asset: string;
  balanceUnits: string;
  scale: number;
  verdict: ProofVerdict;
  /** False when the venue published no root for this asset in the file's snapshot. */
  published: boolean;
}

export type FileCheck =
  | { kind: 'checked'; file: ProofFileView; outcomes: AssetOutcome[] }
  /** Not JSON, or not a proof file (the first field that is wrong). */
  | { kind: 'unreadable'; field?: string }
  /** The venue never published the file's snapshot: nothing to check it against. */
  | { kind: 'unpublished'; file: ProofFileView }
  /** This browser has no Web Crypto (a page served without https). */
  | { kind: 'no_crypto' };

/** Reads a proof file's text: JSON in the proof file's shape, or why not. */
export function parseProofFile(text: string): { file: ProofFileView } | { field?: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return {};
  }
  const parsed = proofFileSchema.safeParse(json);
  if (!parsed.success) return { field: parsed.error.issues[0]?.path.join('.') || undefined };
  return { file: parsed.data };
}

/**
 * Checks a proof against the roots the venue published for its snapshot (read from the public
 * history, never from the file), recomputing everything here with Web Crypto.
 */
export async function checkProof(file: ProofFileView): Promise<FileCheck> {
  if (!globalThis.crypto?.subtle) return { kind: 'no_crypto' };
  let published: Map<string, PublishedRoot>;
  try {
    const answer = await webApi.call('getLiabilitySnapshot', { id: file.snapshot_id }, quiet);
    if (!answer.snapshot) return { kind: 'unpublished', file };
    published = new Map(answer.snapshot.assets.map((asset) => [asset.asset, { root: asset.root, total_units: asset.total_units }]));
  } catch (error) {
    if (error instanceof ApiError && error.code === ERROR_CODES.proof_snapshot_unknown) return { kind: 'unpublished', file };
    throw error;
  }
  const verdicts = await verifyProofFile(file, published);
  const outcomes = verdicts.map(({ asset, verdict }, index): AssetOutcome => {
    const entry = file.assets[index];
    return { asset, balanceUnits: entry?.balance_units ?? '0', scale: entry?.scale ?? 0, verdict, published: published.has(asset) };
  });
  return { kind: 'checked', file, outcomes };
}

/** The signed-in user's proof for a snapshot (the latest unless named). */
export function fetchMyProof(snapshotId?: string): Promise<ProofFileView> {
  return webApi.call('getMyLiabilityProof', snapshotId ? { snapshot_id: snapshotId } : {}, quiet);
}

/** Saves the proof as a JSON file, named by its snapshot. */
export function downloadProof(file: ProofFileView): void {
  const url = URL.createObjectURL(new Blob([`${JSON.stringify(file, null, 2)}\n`], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `veritex-proof-${file.snapshot_id}.json`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
