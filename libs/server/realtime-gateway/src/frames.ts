// A channel event's WebSocket frame, built once and written as-is to every subscriber.
//
// `ws.send(string)` frames per socket: it measures the string, allocates a header, then corks the
// socket and writes header and string (a writev that encodes the string to UTF-8 again for every
// socket). For a broadcast the frame is the same bytes for every subscriber: a server frame is not
// masked (RFC 6455 5.1) and the gateway does not compress (perMessageDeflate: false), so one
// Buffer of header + payload can go to each socket in a single write (gateway.ts deliverLocal,
// to the socket `ws` itself writes to: ws sends synchronously without compression, so the
// order of frames holds and `ws.bufferedAmount` counts these bytes too).
/** One final, unmasked text frame (opcode 0x1, FIN set) holding `payload` as UTF-8. */
export function textFrame(payload: string): Buffer {
  const length = Buffer.byteLength(payload);
  const headerLength = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerLength + length);
  frame[0] = 0x81;
  if (length < 126) {
    frame[1] = length;
  } else if (length < 65_536) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeUInt32BE(Math.floor(length / 2 ** 32), 2);
    frame.writeUInt32BE(length >>> 0, 6);
  }
  frame.write(payload, headerLength, 'utf8');
  return frame;
}
