import { z } from 'zod';
import { PROOF_FORMAT } from '../proof/sumTree.js';
import { decimalString, defineCalls, idField, idString, isoTime, pageOf, pagingFields, requestIdField } from './define.js';

/**
 * Proof of liabilities (issue 18, design §1.5, /proof): snapshots of a Merkle sum tree per asset
 * over every real user's balances (every user account, available and frozen), published with their
 * roots, totals and the house accounts beside them; each user downloads their leaves and paths and
 * checks them in the browser or with `scripts/verify-liabilities.ts` (packages/shared/src/proof).
 */

/** A house account's balance of the asset at the snapshot (signed: clearing accounts mirror money in and out). */
export const proofHouseBalanceSchema = z.object({ account: z.string(), balance: decimalString });

/** One asset of a snapshot: the root and the total it commits to, and the house's own accounts beside it. */
export const proofAssetSchema = z.object({
  asset: z.string(),
  scale: z.number().int(),
  root: z.string(),
  /** What users are owed, as shown and in minor units (the sum the root commits to). */
  total: decimalString,
  total_units: z.string(),
  leaf_count: z.number().int(),
  house: z.array(proofHouseBalanceSchema),
  /** The sum of the house accounts: with the total it makes zero when the ledger balances. */
  house_total: decimalString,
});
export type ProofAsset = z.infer<typeof proofAssetSchema>;

export const proofSnapshotSchema = z.object({
  id: idString,
  taken_at: isoTime,
  /** `scheduled`: the daily job; `staff`: taken on demand by finance (audited). */
  trigger: z.enum(['scheduled', 'staff']),
  assets: z.array(proofAssetSchema),
});
export type ProofSnapshot = z.infer<typeof proofSnapshotSchema>;

/** Whether a snapshot exists yet (a fresh venue takes its first one at start). */
export const proofLatestSchema = z.object({ snapshot: proofSnapshotSchema.nullable() });
export type ProofLatest = z.infer<typeof proofLatestSchema>;

const hash = z.string().regex(/^[0-9a-f]{64}$/);
const units = z.string().regex(/^(0|[1-9]\d*)$/);

/** One step of a path: the sibling (side, hash, sum) and the node the step produces. */
export const sumPathStepSchema = z.object({
  side: z.enum(['left', 'right']),
  hash,
  sum: z.string().regex(/^-?(0|[1-9]\d*)$/),
  node_hash: hash,
  node_sum: units,
});

export const assetProofSchema = z.object({
  asset: z.string().max(20),
  balance_units: units,
  scale: z.number().int().min(0).max(36),
  leaf_hash: hash,
  index: z.number().int().min(0),
  leaf_count: z.number().int().min(1),
  path: z.array(sumPathStepSchema).max(64),
  root: hash,
  total_units: units,
});

/**
 * The downloadable proof: the user's id and salt (shown to this user only), their user hash, and
 * per asset the leaf, its path, and the root and total published. It is the file the page and the
 * script verify; nothing in it needs the server.
 */
export const proofFileSchema = z.object({
  format: z.literal(PROOF_FORMAT),
  snapshot_id: idString,
  taken_at: isoTime,
  user_id: idString,
  salt: z.string().regex(/^[0-9a-f]{16,128}$/),
  user_hash: hash,
  assets: z.array(assetProofSchema).max(200),
});
export type ProofFileView = z.infer<typeof proofFileSchema>;

export const proofCalls = defineCalls({
  getLiabilitySnapshot: {
    verbs: ['GET'],
    access: 'anyone',
    input: z.object({ id: idField.optional() }),
    output: proofLatestSchema,
    summary: "Proof of liabilities: the latest snapshot (or the one named) with each asset's root, total, leaf count and the house accounts beside it",
  },
  getLiabilitySnapshots: {
    verbs: ['GET'],
    access: 'anyone',
    input: z.object({ ...pagingFields(50) }),
    output: pageOf(proofSnapshotSchema),
    summary: 'Proof of liabilities: the history of published snapshots, newest first',
  },
  getMyLiabilityProof: {
    verbs: ['GET'],
    access: 'user',
    input: z.object({ snapshot_id: idField.optional() }),
    output: proofFileSchema,
    summary: "The user's leaves and paths in a snapshot (the latest unless named), as the downloadable proof file",
  },
});

export const proofDeskCalls = defineCalls({
  takeLiabilitySnapshot: {
    verbs: ['POST'],
    access: 'staff',
    permission: 'finance.review',
    idempotent: true,
    input: z.object({ request_id: requestIdField }),
    output: proofSnapshotSchema,
    summary: 'Take and publish a proof-of-liabilities snapshot now (the daily job takes one each day)',
  },
});
