import type { BroadcastAudience } from '@veritex/shared';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The active real users (positive ids: never a demo identity) a broadcast reaches, as a SQL
 * condition on `u` (the users table). An announcement is public, so its audience is everyone.
 */
export function audienceCondition(audience: BroadcastAudience): SQL {
  const conditions: SQL[] = [sql`u.id > 0`, sql`u.status = 'active'`];
  const approved = (level: string) => sql`exists (select 1 from verifications v where v.user_id = u.id and v.level = ${level} and v.status = 'approved')`;
  if (audience.level === 'none') conditions.push(sql`not ${approved('junior')}`);
  if (audience.level === 'junior' || audience.level === 'senior') conditions.push(approved(audience.level));
  if (audience.country !== '') conditions.push(sql`u.nationality = ${audience.country}`);
  if (audience.jurisdiction !== '') conditions.push(jurisdictionCondition(audience.jurisdiction));
  if (audience.product === 'open_position') {
    conditions.push(sql`exists (select 1 from positions p where p.user_id = u.id and p.status in ('pending', 'open', 'closing'))`);
  }
  if (audience.product === 'earn') conditions.push(sql`exists (select 1 from earn_orders o where o.user_id = u.id and o.status in ('custody', 'redeeming'))`);
  if (audience.product === 'loan') {
    conditions.push(
      sql`(exists (select 1 from loans l where l.user_id = u.id and l.status in ('loaned', 'overdue')) or exists (select 1 from collateral_loans c where c.user_id = u.id and c.status = 'open'))`,
    );
  }
  return sql.join(conditions, sql` and `);
}

/** A nationality not mapped to a profile is under the default one (retail protection's rule). */
function jurisdictionCondition(code: string): SQL {
  const mapped = sql`(select j.profile_code from jurisdiction_countries j where j.country = u.nationality)`;
  return code === 'default' ? sql`coalesce(${mapped}, 'default') = 'default'` : sql`${mapped} = ${code}`;
}

export const EVERYONE: BroadcastAudience = { level: 'any', jurisdiction: '', country: '', product: 'any' };
