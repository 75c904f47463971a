import { type Catalogue, translate } from '@veritex/i18n';
import { fail, isLang, ok, type Result, type SupportTicket } from '@veritex/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { type MailSender, staffUsernamesFor } from './ports.js';
import { type SupportTicketRow, supportTickets } from './schema.js';

function ticketView(row: SupportTicketRow, names: ReadonlyMap<string, string>): SupportTicket {
  return {
    id: String(row.id),
    email: row.email,
    lang: row.lang,
    message: row.message,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    reply: row.reply,
    answered_by: row.answeredBy === null ? null : (names.get(String(row.answeredBy)) ?? null),
    answered_at: row.answeredAt?.toISOString() ?? null,
  };
}

/** admin/supportTickets: visitors' messages; unanswered ones oldest first, then answered ones newest first. */
export async function listTickets(
  db: DbOrTx,
  input: { status?: 'new' | 'answered'; page: number; pageSize: number },
): Promise<{ items: SupportTicket[]; total: number }> {
  const where = input.status ? eq(supportTickets.status, input.status) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(supportTickets)
      .where(where)
      .orderBy(
        sql`case when ${supportTickets.status} = 'new' then 0 else 1 end`,
        sql`case when ${supportTickets.status} = 'new' then ${supportTickets.createdAt} end asc`,
        desc(supportTickets.answeredAt),
      )
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(supportTickets).where(where),
  ]);
  const names = await staffUsernamesFor(
    db,
    rows.map((row) => row.answeredBy),
  );
  return { items: rows.map((row) => ticketView(row, names)), total: count?.n ?? 0 };
}

/**
 * admin/supportAnswerTicket: answers a visitor's message once, by e-mail in the language they wrote
 * from (the mail quotes their message and says that support never asks for passwords or codes).
 * The ticket is marked answered in the audited action's transaction; the mail is sent before it
 * commits, so a mail that cannot be sent leaves the ticket unanswered.
 */
export async function answerTicket(
  deps: { db: DbOrTx; clock: Clock; mail: MailSender; catalogue: Catalogue },
  input: { ticketId: bigint; staffId: bigint; text: string },
): Promise<Result<SupportTicket>> {
  const { db } = deps;
  const [ticket] = await db.select().from(supportTickets).where(eq(supportTickets.id, input.ticketId)).for('update');
  if (!ticket) return fail('support_ticket_unknown', { field: 'id' });
  if (ticket.status === 'answered') return fail('support_ticket_answered');
  const [answered] = await db
    .update(supportTickets)
    .set({ status: 'answered', reply: input.text, answeredBy: input.staffId, answeredAt: deps.clock.now() })
    .where(and(eq(supportTickets.id, ticket.id), eq(supportTickets.status, 'new')))
    .returning();
  if (!answered) return fail('support_ticket_answered');
  const lang = isLang(ticket.lang) ? ticket.lang : 'en';
  const t = (key: string, vars?: Record<string, string>) => translate(deps.catalogue, lang, `support:mail.${key}`, vars);
  await deps.mail.send({
    to: ticket.email,
    subject: t('subject'),
    text: [t('greeting'), '', input.text, '', t('signature'), '', t('yourMessage'), ticket.message, '', t('neverAsk')].join('\n'),
  });
  return ok(ticketView(answered, await staffUsernamesFor(db, [input.staffId])));
}
