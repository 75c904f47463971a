import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/client.js';
import { settleDueDeliveries } from './settleDueDeliveries.js';

const INTERVAL_MS = 500;

/**
 * Runs settleDueDeliveries at once (catching up on what expired while the server was down) and
 * then every 500 ms; a run never overlaps the previous one.
 */
export function startDeliverySettlement(options: { db: Database; clock: Clock; log?: { warn(message: string): void } }): { stop(): void } {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    settleDueDeliveries(options.db, options.clock)
      .catch((error: unknown) => options.log?.warn(`delivery settlement failed: ${String(error)}`))
      .finally(() => {
        running = false;
      });
  };
  run();
  const timer = setInterval(run, INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
