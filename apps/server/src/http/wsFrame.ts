/**
 * One unmasked, final WebSocket text frame (RFC 6455 §5.2) as a server sends it, header and
 * payload in one buffer, the bytes `ws` would put on the wire for `send(text)` with no
 * extension negotiated (the server negotiates none). Market frames are built once with this
 * and written as they are to every subscriber's socket.
 */
export function textFrame(text: string): Buffer {
  const length = Buffer.byteLength(text);
  const headerLength = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerLength + length);
  frame[0] = 0x81; // FIN + opcode 1 (text)
  if (length < 126) frame[1] = length;
  else if (length < 65_536) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  frame.write(text, headerLength, 'utf8');
  return frame;
}
