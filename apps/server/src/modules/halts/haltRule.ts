import type { HaltScope, RuleValue } from '@veritex/shared';
import { recordRuleChange } from '../rules/index.js';

/**
 * Halts are published in the rule register (kind `trading_halt`, key `<scope>:<target>`), so the
 * public rules history shows when trading stopped and resumed, and why.
 */
export async function publishHalt(
  db: Parameters<typeof recordRuleChange>[0],
  options: { scope: HaltScope; target: string; halted: boolean; reason: string; note: string; staffUsername: string },
): Promise<void> {
  const value: RuleValue = options.halted ? { halted: true, reason: options.reason, note: options.note } : { halted: false };
  await recordRuleChange(
    db,
    { kind: 'trading_halt', key: `${options.scope}:${options.target}`, value },
    { changedBy: `staff:${options.staffUsername}`, reason: options.halted ? 'trading_halted' : 'trading_resumed' },
  );
}
