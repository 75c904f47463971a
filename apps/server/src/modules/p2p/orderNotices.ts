import { fiatText, usdtText } from './p2pAmounts.js';
import { p2pOrderNo } from './p2pKeys.js';
import type { P2pOrderRow } from './schema.js';

/** The parameters every order's inbox message names: its number, USDT and fiat amounts. */
export function orderInboxParams(order: P2pOrderRow): { order_no: string; order_id: string; quantity: string; fiat_amount: string; fiat: string } {
  return {
    order_no: p2pOrderNo(order.id, order.createdAt),
    // Not in the text: the message links to the order (/kjmb?id=).
    order_id: String(order.id),
    quantity: usdtText(order.quantity),
    fiat_amount: fiatText(order.fiatAmount),
    fiat: order.fiat,
  };
}

/** "2026-11-18 12:15 UTC": an instant as the inbox text shows it (the same in every language). */
export function inboxTime(at: Date): string {
  const iso = at.toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}
