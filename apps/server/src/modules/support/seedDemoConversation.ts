import { eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/client.js';
import { appendMessage, type NewLine } from './appendMessage.js';
import { supportConversations } from './schema.js';

const HOUR_MS = 3_600_000;
const at = (date: Date): Clock => ({ now: () => date });

/**
 * The demo trader's support history (idempotent: only for a user without any conversation): an
 * answered, closed and rated conversation about a deposit three days ago, and a question from
 * today still waiting in the desk's queue, so /service and the console show real use at once.
 */
export async function seedDemoConversation(db: Database, clock: Clock, input: { userId: bigint; agentId: bigint }): Promise<void> {
  const [existing] = await db.select({ id: supportConversations.id }).from(supportConversations).where(eq(supportConversations.userId, input.userId)).limit(1);
  if (existing) return;
  const start = new Date(clock.now().getTime() - 72 * HOUR_MS);
  const minute = (n: number) => new Date(start.getTime() + n * 60_000);
  await db.transaction(async (tx) => {
    const [past] = await tx
      .insert(supportConversations)
      .values({ userId: input.userId, status: 'open', lastMessageAt: start, waitingSince: start, createdAt: start })
      .returning();
    if (!past) throw new Error('demo conversation insert returned nothing');
    const agent = input.agentId;
    const lines: Array<[number, NewLine]> = [
      [
        0,
        {
          sender: 'user',
          text: 'Hi, my USDT deposit from this morning is not showing in my account yet. I sent it on TRC20.',
          imageId: null,
          clientId: 'demo-support-1',
        },
      ],
      [2, { sender: 'system', staffId: agent, event: 'assigned' }],
      [
        3,
        {
          sender: 'agent',
          staffId: agent,
          text: 'Hello! Thank you for contacting Veritex support. Could you send me the transaction hash (TXID) so I can check it?',
        },
      ],
      [5, { sender: 'user', text: 'Sure: 7f3c2a9e41d85b06c1e9d2f4a8b3c7e5d9f1a2b4c6e8d0f2a4b6c8e0d2f4a6b8', imageId: null, clientId: 'demo-support-2' }],
      [
        7,
        {
          sender: 'agent',
          staffId: agent,
          text: 'Thanks. The transaction has 12 of the 20 confirmations the network needs; it will be credited automatically in about 10 minutes.',
        },
      ],
      [19, { sender: 'user', text: 'It has arrived now. Thank you!', imageId: null, clientId: 'demo-support-3' }],
      [20, { sender: 'agent', staffId: agent, text: 'Great! If you need more help, just write here again. Have a nice day!' }],
    ];
    let row = past;
    for (const [offset, line] of lines) {
      await appendMessage(tx, at(minute(offset)), row, line);
      row = (await tx.select().from(supportConversations).where(eq(supportConversations.id, past.id)))[0] ?? row;
    }
    await tx
      .update(supportConversations)
      .set({
        status: 'closed',
        closeReason: 'resolved',
        closedBy: agent,
        closedAt: minute(22),
        rating: 5,
        ratingComment: 'Quick and clear answer.',
        ratedAt: minute(25),
      })
      .where(eq(supportConversations.id, past.id));
    const closing = await appendMessage(tx, at(minute(22)), row, { sender: 'system', staffId: agent, event: 'closed', params: { reason: 'resolved' } });
    await tx.update(supportConversations).set({ userReadThrough: closing.id, agentReadThrough: closing.id }).where(eq(supportConversations.id, past.id));

    const today = new Date(clock.now().getTime() - 20 * 60_000);
    const [open] = await tx
      .insert(supportConversations)
      .values({ userId: input.userId, status: 'open', lastMessageAt: today, waitingSince: today, createdAt: today })
      .returning();
    if (!open) throw new Error('demo conversation insert returned nothing');
    await appendMessage(tx, at(today), open, {
      sender: 'user',
      text: 'Hello, how long does the review of a withdrawal usually take?',
      imageId: null,
      clientId: 'demo-support-4',
    });
  });
}
