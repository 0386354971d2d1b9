import { describe, expect, it } from "vitest";
import * as ws from "ws";
import { rawSocketOf, wsTextFrame } from "./ws-frame.js";

/** ws's own framing, the reference (its typings do not declare `Sender`). */
const { Sender } = ws as unknown as {
  Sender: { frame(data: Buffer, options: Record<string, unknown>): Buffer[] };
};

describe("wsTextFrame", () => {
  it.each([0, 1, 125, 126, 127, 65_535, 65_536, 200_000])("equals ws's frame for %i bytes", (n) => {
    const payload = Buffer.alloc(n, 0x61);
    const reference = Buffer.concat(
      Sender.frame(payload, { fin: true, opcode: 1, mask: false, readOnly: true, rsv1: false }),
    );
    expect(wsTextFrame(payload).equals(reference)).toBe(true);
  });

  it("frames a payload once and returns the same bytes again", () => {
    const payload = Buffer.from('{"seq":1}');
    expect(wsTextFrame(payload)).toBe(wsTextFrame(payload));
  });
});

describe("rawSocketOf", () => {
  const tcp = { writable: true, write: () => true };
  it("gives the TCP socket only when no extension is negotiated", () => {
    expect(rawSocketOf({ extensions: "", _socket: tcp })).toBe(tcp);
    expect(rawSocketOf({ extensions: "permessage-deflate", _socket: tcp })).toBeUndefined();
    expect(rawSocketOf({ extensions: "", _socket: { ...tcp, writable: false } })).toBeUndefined();
    expect(rawSocketOf({ send() {} })).toBeUndefined();
  });
});
