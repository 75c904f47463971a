import { REFERRAL_MAX_DEPTH } from '@veritex/shared';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The user's invitees down to four levels, as a SQL fragment yielding (level, id): level 1 are
 * the users who registered with the user's code, level k+1 those who registered with a level-k
 * invitee's code. The tree is fixed at registration, so it has no cycles.
 */
export function inviteeTree(userId: bigint): SQL {
  return sql`with recursive tree(level, id) as (
      select 1, id from users where inviter_id = ${userId}
      union all
      select t.level + 1, u.id from tree t join users u on u.inviter_id = t.id where t.level < ${REFERRAL_MAX_DEPTH}
    )`;
}
