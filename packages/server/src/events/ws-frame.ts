const framed = new WeakMap<Buffer, Buffer>();

/**
 * A complete, unmasked WebSocket text frame (header and payload in one buffer) for a payload,
 * made once per payload and remembered (RFC 6455 §5.2: FIN + text opcode, then the length in 7,
 * 7+16 or 7+64 bits; a server never masks): an event goes to every listener of
 * its stream as the same bytes, so a socket's send is a single `write` of ready bytes instead of
 * ws framing it again per socket (two buffers and a cork each). See {@link rawSocketOf} for when
 * such bytes may be written past ws.
 *
 * @example
 * wsTextFrame(Buffer.from('{"seq":1}')); // <Buffer 81 09 7b 22 73 65 71 22 3a 31 7d>
 */
export function wsTextFrame(payload: Buffer): Buffer {
  let frame = framed.get(payload);
  if (!frame) {
    const length = payload.length;
    const header = length < 126 ? 2 : length < 0x10000 ? 4 : 10;
    frame = Buffer.allocUnsafe(header + length);
    frame[0] = 0x81;
    if (header === 2) frame[1] = length;
    else if (header === 4) {
      frame[1] = 126;
      frame.writeUInt16BE(length, 2);
    } else {
      frame[1] = 127;
      frame.writeBigUInt64BE(BigInt(length), 2);
    }
    payload.copy(frame, header);
    framed.set(payload, frame);
  }
  return frame;
}

/** What {@link rawSocketOf} needs to know of a ws WebSocket (a test fake has none of it). */
interface MaybeWsSocket {
  readonly extensions?: string;
  readonly _socket?: { readonly writable: boolean; write(chunk: Buffer): boolean };
}

/**
 * The TCP socket under a ws WebSocket when whole frames may be written to it directly, else
 * undefined (then use `send`). Safe when no extension was negotiated: without permessage-deflate
 * ws writes every frame synchronously and queues nothing, so a frame written here can never land
 * inside one of ws's own (pings, pongs, close). ws counts the TCP socket's buffer in
 * `bufferedAmount`, so slow-client detection sees these bytes too.
 */
export function rawSocketOf(socket: unknown): { write(chunk: Buffer): boolean } | undefined {
  const ws = socket as MaybeWsSocket;
  const tcp = ws._socket;
  return tcp?.writable && ws.extensions === "" ? tcp : undefined;
}
