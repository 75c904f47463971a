import {
  ALWAYS_MAILED_GROUPS,
  DEFAULT_MAILED_GROUPS,
  maskEmail,
  NOTIFY_GROUPS,
  type NotifyGroup,
  type NotifyPrefs,
  type SwitchableNotifyGroup,
} from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { notifyPrefs } from './schema.js';

type PrefsRow = typeof notifyPrefs.$inferSelect;
type Choices = Record<SwitchableNotifyGroup, boolean>;

function choicesOf(row: PrefsRow | undefined): Choices {
  if (!row) {
    const on = (group: SwitchableNotifyGroup) => DEFAULT_MAILED_GROUPS.includes(group);
    return { funds: on('funds'), trading: on('trading'), earn_loans: on('earn_loans'), p2p: on('p2p'), account: on('account') };
  }
  return { funds: row.funds, trading: row.trading, earn_loans: row.earnLoans, p2p: row.p2p, account: row.account };
}

async function readChoices(db: DbOrTx, userId: bigint): Promise<Choices> {
  const [row] = await db.select().from(notifyPrefs).where(eq(notifyPrefs.userId, userId));
  return choicesOf(row);
}

/** Whether a message of `group` also goes by e-mail to this user (security: always). */
export async function isGroupMailed(db: DbOrTx, userId: bigint, group: NotifyGroup): Promise<boolean> {
  if (ALWAYS_MAILED_GROUPS.includes(group)) return true;
  return (await readChoices(db, userId))[group as SwitchableNotifyGroup];
}

function prefsView(choices: Choices, recipient: { email: string | null; antiPhishingCode: string | null }): NotifyPrefs {
  return {
    groups: NOTIFY_GROUPS.map((group) =>
      ALWAYS_MAILED_GROUPS.includes(group)
        ? { group, email: true, switchable: false }
        : { group, email: choices[group as SwitchableNotifyGroup], switchable: true },
    ),
    email: recipient.email ? maskEmail(recipient.email) : '',
    anti_phishing: Boolean(recipient.antiPhishingCode),
  };
}

/** web/getNotifyPrefs: each group with whether it is mailed, the masked address and whether mails carry an anti-phishing code. */
export async function getNotifyPrefs(db: DbOrTx, input: { userId: bigint; email: string | null; antiPhishingCode: string | null }): Promise<NotifyPrefs> {
  return prefsView(await readChoices(db, input.userId), input);
}

/** web/setNotifyPrefs: the groups named are switched, the others keep their setting; security is not switchable. */
export async function setNotifyPrefs(
  db: DbOrTx,
  clock: Clock,
  input: { userId: bigint; email: string | null; antiPhishingCode: string | null; changes: Partial<Choices> },
): Promise<NotifyPrefs> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(notifyPrefs).where(eq(notifyPrefs.userId, input.userId)).for('update');
    const next: Choices = { ...choicesOf(current), ...input.changes };
    const values = { funds: next.funds, trading: next.trading, earnLoans: next.earn_loans, p2p: next.p2p, account: next.account, updatedAt: clock.now() };
    await tx
      .insert(notifyPrefs)
      .values({ userId: input.userId, ...values })
      .onConflictDoUpdate({ target: notifyPrefs.userId, set: values });
    return prefsView(next, input);
  });
}
