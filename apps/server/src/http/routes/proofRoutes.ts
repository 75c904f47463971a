import { ok } from '@veritex/shared';
import type { FastifyInstance } from 'fastify';
import { getLiabilitySnapshot, getMyLiabilityProof, listLiabilitySnapshots, publishStaffSnapshot } from '../../modules/proof/index.js';
import { defineCall } from '../calls.js';
import type { Services } from '../services.js';

/** Proof of liabilities: the published snapshots and their history, each user's proof, and finance's snapshot on demand (audited). */
export function registerProofRoutes(app: FastifyInstance, services: Services): void {
  const { db, clock } = services;

  defineCall(app, services, 'web', 'getLiabilitySnapshot', {
    handler: (input, ctx) => getLiabilitySnapshot(ctx.db, { id: input.id === undefined ? undefined : BigInt(input.id) }),
  });
  defineCall(app, services, 'web', 'getLiabilitySnapshots', {
    handler: async (input, ctx) => ok(await listLiabilitySnapshots(ctx.db, { page: input.page, pageSize: input.page_size })),
  });
  defineCall(app, services, 'web', 'getMyLiabilityProof', {
    handler: (input, ctx) =>
      getMyLiabilityProof(ctx.db, clock, { userId: ctx.userId, snapshotId: input.snapshot_id === undefined ? undefined : BigInt(input.snapshot_id) }),
  });

  defineCall(app, services, 'admin', 'takeLiabilitySnapshot', {
    audit: {
      action: 'finance.takeLiabilitySnapshot',
      target: (_input, value) => `proof_snapshot:${value?.id ?? 'new'}`,
      details: (_input, value) => ({ assets: value?.assets.map((asset) => ({ asset: asset.asset, root: asset.root, total: asset.total })) ?? [] }),
    },
    handler: (_input, ctx) => publishStaffSnapshot({ db, tx: ctx.db, clock, staffId: ctx.staff.id }),
  });
}
