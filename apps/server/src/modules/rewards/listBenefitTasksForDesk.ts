import type { BenefitTaskAdmin } from '@veritex/shared';
import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { benefitTasks } from './schema.js';
import { taskAdminView } from './taskViews.js';

/** admin/benefitTasks: every task, inactive too, in display order. */
export async function listBenefitTasksForDesk(db: DbOrTx): Promise<{ items: BenefitTaskAdmin[] }> {
  const rows = await db.select().from(benefitTasks).orderBy(asc(benefitTasks.sortOrder), asc(benefitTasks.id));
  return { items: rows.map(taskAdminView) };
}
