import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { StoredEvent } from "./stored-event.js";
import { TableFeed } from "./table-feed.js";

const event = (fullSeq: number): StoredEvent => ({
  tableId: "t",
  fullSeq,
  tableSeq: fullSeq,
  kind: "note",
  secret: false,
  by: null,
  at: "2026-01-01T00:00:00.000Z",
  body: {},
});

/** A feed over a log of `n` events; records what it hands out and what it fetched. */
function feedOver(n: number) {
  const log = Array.from({ length: n }, (_, i) => event(i + 1));
  const fetched: [number, number][] = [];
  const feed = new TableFeed("t", async (_t, after, upTo) => {
    fetched.push([after, upTo]);
    await new Promise((r) => setTimeout(r, 1));
    return log.filter((e) => e.fullSeq > after && e.fullSeq <= upTo);
  });
  const seen: number[] = [];
  feed.listeners.add((events) => seen.push(...events.map((e) => e.fullSeq)));
  return { log, feed, seen, fetched };
}

describe("TableFeed", () => {
  it("hands out contiguous events at once, without reading the log", () => {
    const { feed, seen, fetched } = feedOver(3);
    feed.offer([event(1), event(2)]);
    feed.offer([event(3)]);
    expect(seen).toEqual([1, 2, 3]);
    expect(fetched).toEqual([]);
  });

  it("skips repeats and fills a gap from the log before what follows it", async () => {
    const { feed, seen, fetched } = feedOver(6);
    feed.offer([event(1)]);
    feed.offer([event(1)]);
    feed.offer([event(4)]);
    feed.offer([event(2), event(3)]);
    feed.offer([event(5)]);
    await feed.idle();
    expect(seen).toEqual([1, 2, 3, 4, 5]);
    expect(fetched).toEqual([[1, 3]]);
  });

  it("takes its base from the log's counter, not from the first delivery (notices arrive out of order)", async () => {
    const { feed, seen, fetched } = feedOver(5);
    feed.startAt(Promise.resolve(2));
    // Another process's event 3 is still on its way while this process's own 4 comes back first.
    feed.offer([event(4)]);
    feed.offer([event(3)]);
    feed.offer([event(5)]);
    await feed.idle();
    expect(seen).toEqual([3, 4, 5]);
    expect(fetched).toEqual([[2, 3]]);
  });

  it("falls back to the first delivery when the counter cannot be read", async () => {
    const { feed, seen } = feedOver(5);
    feed.startAt(Promise.reject(new Error("shutdown")));
    feed.offer([event(4)]);
    feed.offer([event(5)]);
    await feed.idle();
    expect(seen).toEqual([4, 5]);
  });

  it("reads a range announced without events", async () => {
    const { feed, seen } = feedOver(5);
    feed.offer([event(1)]);
    feed.offerRange(4);
    feed.offerRange(2);
    feed.offer([event(5)]);
    await feed.idle();
    expect(seen).toEqual([1, 2, 3, 4, 5]);
  });

  it("whatever the arrival order and repeats, every event goes out once and in order", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.integer({ min: 2, max: 30 }), fc.integer({ min: 0, max: 3 })), {
          minLength: 1,
          maxLength: 40,
        }),
        async (arrivals) => {
          const { feed, seen } = feedOver(30);
          feed.offer([event(1)]);
          for (const [seq, width] of arrivals) {
            const batch = Array.from({ length: width + 1 }, (_, i) => seq + i).filter((s) => s <= 30);
            if (width === 3) feed.offerRange(seq);
            else feed.offer(batch.map(event));
          }
          feed.offerRange(30);
          await feed.idle();
          expect(seen).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
        },
      ),
      { numRuns: 60 },
    );
  });
});
