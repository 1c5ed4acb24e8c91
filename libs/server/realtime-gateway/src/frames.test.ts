import { createRequire } from 'node:module';

import { describe, expect, it } from 'vitest';

import { textFrame } from './frames';

// ws's own framing (not in @types/ws): what ws.send writes on a server socket.
const Sender = createRequire(import.meta.url)('ws').Sender as {
  frame(data: Buffer, options: Record<string, unknown>): Buffer[];
};

/** What ws itself writes for a server text frame: header and UTF-8 payload. */
function wsFrame(payload: string): Buffer {
  const data = Buffer.from(payload, 'utf8');
  return Buffer.concat(
    Sender.frame(data, { fin: true, opcode: 1, mask: false, readOnly: false, rsv1: false }),
  );
}

describe('textFrame', () => {
  // Each length form of RFC 6455 5.2: 7-bit, 16-bit (126) and 64-bit (127), at their edges.
  it.each([0, 1, 125, 126, 127, 65_535, 65_536, 70_000])('is ws’s frame for %i bytes', (n) => {
    const payload = 'x'.repeat(n);
    expect(textFrame(payload).equals(wsFrame(payload))).toBe(true);
  });

  it('counts UTF-8 bytes, not characters', () => {
    const payload = `{"event":"ünïcödé","data":"${'€'.repeat(50)}🛒"}`;
    const frame = textFrame(payload);
    expect(frame.equals(wsFrame(payload))).toBe(true);
    expect(frame[1]).toBe(126);
    expect(frame.readUInt16BE(2)).toBe(Buffer.byteLength(payload));
    expect(frame.subarray(4).toString('utf8')).toBe(payload);
  });
});
