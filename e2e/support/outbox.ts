import { inject } from 'vitest';
import { adminCall } from './staff.js';

interface OutboxItem {
  recipient: string;
  subject: string;
  body: string;
  created_at: string;
}

/**
 * Waits for the newest code delivered to `recipient` (as staff read it in the Outbox). Notice mails
 * ("[Veritex] Deposit credited …", sent by the messaging.mail job) are not code mails: skipped.
 */
export async function codeFromOutbox(recipient: string, options: { after?: Date; timeoutMs?: number } = {}): Promise<string> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  while (Date.now() < deadline) {
    const result = await adminCall<{ items: OutboxItem[] }>(inject('baseUrl'), 'outbox', { q: recipient, page_size: '5' }, inject('staffToken'));
    const item = result.data.items.find(
      (m) => m.recipient === recipient && !m.subject.startsWith('[') && (!options.after || new Date(m.created_at) >= options.after),
    );
    const code = item ? /\b(\d{6})\b/.exec(item.body)?.[1] : undefined;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no code for ${recipient} in the Outbox`);
}
