import { createRequire } from 'node:module';
import { expect, it } from 'vitest';
import { textFrame } from './wsFrame.js';

/** ws's own frame encoder (CommonJS export; its types do not expose it). */
const { Sender } = createRequire(import.meta.url)('ws') as {
  Sender: { frame(data: Buffer, options: { fin: boolean; opcode: number; mask: boolean; readOnly: boolean; rsv1: boolean }): Buffer[] };
};
const wsFrame = (text: string) => Buffer.concat(Sender.frame(Buffer.from(text), { fin: true, opcode: 1, mask: false, readOnly: true, rsv1: false }));

it.each([
  ['empty', ''],
  ['short', '{"channel":"pong"}'],
  ['125 bytes, the largest 7-bit length', 'x'.repeat(125)],
  ['126 bytes, the first 16-bit length', 'x'.repeat(126)],
  ['a depth frame', JSON.stringify({ channel: 'depth@BTC_USDT', data: { bids: Array.from({ length: 50 }, (_, i) => [`${96_000 - i}.00`, '0.01']) } })],
  ['65,535 bytes, the largest 16-bit length', 'y'.repeat(65_535)],
  ['65,536 bytes, the first 64-bit length', 'z'.repeat(65_536)],
  ['multi-byte characters (length in bytes, not characters)', '{"channel":"ticker","data":"ビットコイン € 🚀"}'],
])('%s: the same bytes as ws sends', (_name, text) => {
  expect(textFrame(text).equals(wsFrame(text))).toBe(true);
});
