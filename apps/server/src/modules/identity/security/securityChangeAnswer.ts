import type { SecurityChangeAnswer } from '@veritex/shared';
import type { Clock } from '../../../platform/clock.js';
import type { DbOrTx } from '../../../platform/db/client.js';
import { countOtherSessions } from '../countOtherSessions.js';
import type { RequestOrigin } from '../ports.js';
import { currentWithdrawHold } from './securityEvents.js';

/** The signed-in user making a security change, from the session that makes it. */
export interface SecurityActor {
  userId: bigint;
  sessionId: bigint;
  origin: RequestOrigin;
}

/** After a change the page offers to end the other sessions and shows the withdrawal hold it started. */
export async function securityChangeAnswer(db: DbOrTx, clock: Clock, actor: SecurityActor): Promise<SecurityChangeAnswer> {
  return {
    other_sessions: await countOtherSessions(db, clock, { userId: actor.userId, sessionId: actor.sessionId }),
    withdraw_hold: await currentWithdrawHold(db, clock, actor.userId),
  };
}
