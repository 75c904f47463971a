import { FEATURE_GATES, type Feature, type GatesView, missingFor } from '@veritex/shared';
import type { DbOrTx } from '../../../platform/db/client.js';
import { heldRequirements } from './heldRequirements.js';

/** web/getGates: what the user holds of each feature's requirements, and per feature what is missing. */
export async function getFeatureGates(db: DbOrTx, input: { userId: bigint }): Promise<GatesView> {
  const held = await heldRequirements(db, input.userId);
  const features = Object.keys(FEATURE_GATES) as Feature[];
  const missing = Object.fromEntries(features.map((feature) => [feature, missingFor(feature, held)])) as GatesView['missing'];
  return { held, missing };
}
