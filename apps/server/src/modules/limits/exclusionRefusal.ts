import { fail } from '@veritex/shared';
import { untilText } from './limitRules.js';
import type { TradingExclusionRow } from './schema.js';

/** The refusal an active period answers, naming it and when it ends. */
export function exclusionRefusal(exclusion: TradingExclusionRow) {
  if (exclusion.endsAt === null) return fail('limits_self_excluded_permanent', { kind: exclusion.kind });
  const data = { kind: exclusion.kind, until: untilText(exclusion.endsAt), until_iso: exclusion.endsAt.toISOString() };
  return exclusion.kind === 'cool_off' ? fail('limits_cool_off', data) : fail('limits_self_excluded', data);
}
