import { formatUnits } from '@veritex/shared';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { postUserMessage } from '../messaging/index.js';
import { USDT_SCALE } from './positionRules.js';
import type { Instrument, Position } from './schema.js';

const KIND = { liquidation: 'position_liquidated', take_profit: 'position_take_profit', stop_loss: 'position_stop_loss' } as const;

/**
 * Tells the owner the platform closed their position: liquidated (CFDs: stopped out) or closed at
 * their take-profit or stop-loss. In the closing transaction, once per closed row.
 */
export async function tellPositionClosedBySystem(
  tx: DbOrTx,
  clock: Clock,
  closed: Position,
  instrument: Instrument,
  trigger: 'liquidation' | 'take_profit' | 'stop_loss',
): Promise<void> {
  await postUserMessage(tx, clock, {
    userId: closed.userId,
    kind: KIND[trigger],
    params: {
      symbol: closed.symbol,
      side: closed.side,
      lots: String(closed.lots),
      price: closed.closePrice === null ? '' : formatUnits(BigInt(closed.closePrice), instrument.priceScale),
      pnl: formatUnits(BigInt(closed.realisedPnl ?? '0'), USDT_SCALE),
      margin: formatUnits(BigInt(closed.margin), USDT_SCALE),
    },
    dedupeKey: `position:${closed.id}`,
  });
}
