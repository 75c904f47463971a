import { describe, expect, it } from 'vitest';
import { decodeMessage, encodeMessage } from './codec.js';

const roundTrip = (value: unknown) => decodeMessage(encodeMessage(value));

describe('the codec between server processes', () => {
  it('carries a forwarded place command exactly: bigint ids and amounts beyond 2^53, nested', () => {
    const command = {
      kind: 'submit',
      command: {
        type: 'place',
        userId: 9_007_199_254_740_993n,
        order: {
          symbol: 'BTC_USDT',
          side: 'buy',
          type: 'market',
          timeInForce: 'ioc',
          postOnly: false,
          clientOrderId: 'c-1',
          amount: 123_456_789_012_345_678_901n,
        },
      },
    };
    const decoded = roundTrip(command) as typeof command;
    expect(decoded).toEqual(command);
    expect(typeof decoded.command.userId).toBe('bigint');
    expect(decoded.command.order.amount).toBe(123_456_789_012_345_678_901n);
  });

  it('carries an answer with a live order: Dates keep their millisecond, null and negative amounts stay', () => {
    const createdAt = new Date('2026-11-29T20:41:59.123Z');
    const answer = { ok: true, value: { id: 42n, price: null, frozen: -5n, createdAt, updatedAt: new Date(createdAt.getTime() + 1) } };
    const decoded = roundTrip(answer) as typeof answer;
    expect(decoded).toEqual(answer);
    expect(decoded.value.createdAt).toBeInstanceOf(Date);
    expect(decoded.value.createdAt.getTime()).toBe(createdAt.getTime());
  });

  it('carries a refusal with its data, and a committed batch with its Set of symbols', () => {
    expect(roundTrip({ ok: false, error: 'request_id_reused', data: { field: 'client_order_id' } })).toEqual({
      ok: false,
      error: 'request_id_reused',
      data: { field: 'client_order_id' },
    });
    const batch = { orders: [], trades: [{ id: 1n, at: new Date(0) }], symbols: new Set(['BTC_USDT', 'ETH_USDT']) };
    const decoded = roundTrip({ origin: 'node', batch }) as { batch: typeof batch };
    expect(decoded.batch.symbols).toBeInstanceOf(Set);
    expect([...decoded.batch.symbols]).toEqual(['BTC_USDT', 'ETH_USDT']);
    expect(decoded.batch.trades[0]?.id).toBe(1n);
  });

  it('leaves text that merely looks like a tag as text, and a Map stays a Map', () => {
    expect(roundTrip({ clientOrderId: '{"$bigint":"1"}', note: '$date' })).toEqual({ clientOrderId: '{"$bigint":"1"}', note: '$date' });
    const decoded = roundTrip({ halts: new Map([['BTC_USDT', { since: new Date(5) }]]) }) as { halts: Map<string, { since: Date }> };
    expect(decoded.halts.get('BTC_USDT')?.since.getTime()).toBe(5);
  });
});
